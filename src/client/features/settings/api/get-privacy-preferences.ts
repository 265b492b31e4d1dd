import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacyPreferencesSchema, type PrivacyPreferences } from '../../../../common/account';
import { apiRequest } from '../../../lib/api-client';

export const PRIVACY_PREFERENCES_QUERY_KEY = ['/api/user/privacy-preferences'] as const;

/** The five privacy flags; fails with the specification's 'Failed to fetch preferences' (section 8). */
export async function getPrivacyPreferences(): Promise<PrivacyPreferences> {
  try {
    const response = await apiRequest('GET', PRIVACY_PREFERENCES_QUERY_KEY[0]);
    return privacyPreferencesSchema.parse(await response.json());
  } catch (error) {
    throw new Error('Failed to fetch preferences', { cause: error });
  }
}

export function privacyPreferencesQueryOptions() {
  return queryOptions({ queryKey: PRIVACY_PREFERENCES_QUERY_KEY, queryFn: getPrivacyPreferences });
}

export function usePrivacyPreferences({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...privacyPreferencesQueryOptions(), enabled: isEnabled });
}
