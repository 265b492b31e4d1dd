import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../common/auth';
import { campaignResponseSchema, type CampaignRequest, type TestEmailType } from '../../../../common/email';
import { apiRequest } from '../../../lib/api-client';
import { OUTBOX_MESSAGES_QUERY_KEY } from './list-outbox-messages';

export async function sendCampaign(campaign: CampaignRequest) {
  const response = await apiRequest('POST', '/api/admin/email/campaign', campaign);
  return campaignResponseSchema.parse(await response.json());
}

export async function sendUsageWarnings() {
  const response = await apiRequest('POST', '/api/admin/email/usage-warnings');
  return messageResponseSchema.parse(await response.json());
}

export async function sendMonthlyReports() {
  const response = await apiRequest('POST', '/api/admin/email/monthly-reports');
  return messageResponseSchema.parse(await response.json());
}

export async function sendTestEmail(emailType: TestEmailType) {
  const response = await apiRequest('POST', '/api/admin/email/test', { emailType });
  return messageResponseSchema.parse(await response.json());
}

/** A sending mutation that refreshes the recent-messages list when it is done. */
export function useSendMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OUTBOX_MESSAGES_QUERY_KEY }),
  });
}
