import { expect, it } from 'vitest';
import { configureZodForTheBrowser } from './zod-config';

it('makes zod parse without compiling, so it never probes new Function under the CSP', async () => {
  configureZodForTheBrowser();
  const { globalConfig } = await import('zod/v4/core');
  expect(globalConfig.jitless).toBe(true);
  const { z } = await import('zod');
  expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
});
