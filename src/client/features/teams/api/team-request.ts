import type { z } from 'zod';
import { apiRequest, throwIfResponseNotOk } from '../../../lib/api-client';

/** GET a teams endpoint and check the answer against its shared contract. */
export async function getJson<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  const response = await fetch(url, { credentials: 'include' });
  await throwIfResponseNotOk(response);
  return schema.parse(await response.json());
}

/** Send a change to a teams endpoint and check the answer against its shared contract. */
export async function sendJson<Schema extends z.ZodType>(
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  schema: Schema,
  body?: unknown,
): Promise<z.output<Schema>> {
  const response = await apiRequest(method, url, body);
  return schema.parse(await response.json());
}

export const pageQuery = (page: number, pageSize: number) =>
  new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString();
