import { useQuery } from '@tanstack/react-query';
import { emailStatusSchema, type EmailStatus } from '../../../../common/email';
import { apiRequest } from '../../../lib/api-client';

export const EMAIL_STATUS_QUERY_KEY = ['/api/email/status'] as const;

export async function getEmailStatus(): Promise<EmailStatus> {
  const response = await apiRequest('GET', EMAIL_STATUS_QUERY_KEY[0]);
  return emailStatusSchema.parse(await response.json());
}

export function useEmailStatus({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: EMAIL_STATUS_QUERY_KEY,
    queryFn: getEmailStatus,
    enabled: isEnabled,
    retry: false,
  });
}
