import { AlertCircle, Loader2 } from 'lucide-react';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { usePrivacyPreferences } from '../api/get-privacy-preferences';
import { PrivacyPreferencesForm } from '../components/privacy-preferences-form';

/** /settings: the user's privacy preferences (specification section 2, Privacy Settings). */
export function SettingsPage() {
  useDocumentTitle('Privacy Settings');
  const { user, isLoading } = useCurrentUser();
  const preferences = usePrivacyPreferences({ isEnabled: user !== null });

  if (!isLoading && !user) {
    return (
      <SignInPrompt
        title="Please Sign In"
        description="Sign in to choose how PolicyLens may use your data for support, analytics and email."
        returnTo="/settings"
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">Settings</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Privacy Settings</h1>
      <p className="mt-2 leading-relaxed text-slate-600">
        Choose how PolicyLens may use your data. Changes apply once you save them.
      </p>

      <div className="mt-8">
        {preferences.isError ? (
          <p
            role="alert"
            className="flex gap-2.5 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Failed to load privacy preferences. Please refresh the page and try again.
          </p>
        ) : preferences.data ? (
          <PrivacyPreferencesForm saved={preferences.data} />
        ) : (
          <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading settings...
          </p>
        )}
      </div>
    </div>
  );
}
