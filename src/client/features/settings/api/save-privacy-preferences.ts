import { useMutation, useQueryClient } from '@tanstack/react-query';
import { privacyPreferencesSchema, type PrivacyPreferences } from '../../../../common/account';
import { apiRequest } from '../../../lib/api-client';
import { PRIVACY_PREFERENCES_QUERY_KEY } from './get-privacy-preferences';

/** POST the five flags; fails with the specification's 'Failed to save preferences' (section 8). */
export async function savePrivacyPreferences(preferences: PrivacyPreferences): Promise<PrivacyPreferences> {
  try {
    const response = await apiRequest('POST', PRIVACY_PREFERENCES_QUERY_KEY[0], preferences);
    return privacyPreferencesSchema.parse(await response.json());
  } catch (error) {
    throw new Error('Failed to save preferences', { cause: error });
  }
}

export function useSavePrivacyPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrivacyPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(PRIVACY_PREFERENCES_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: PRIVACY_PREFERENCES_QUERY_KEY });
    },
  });
}
