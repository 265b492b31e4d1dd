import { BarChart3, Bot, Info, Loader2, Mail, Scale } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { PrivacyPreferences } from '../../../../common/account';
import { Button } from '../../../components/ui/button';
import { NewTabLink } from '../../../components/ui/new-tab-link';
import { toast } from '../../../components/ui/use-toast';
import { trackEvent } from '../../../lib/analytics';
import { useSavePrivacyPreferences } from '../api/save-privacy-preferences';
import { PreferenceSwitch } from './preference-switch';
import { SettingsSection } from './settings-section';

type PreferenceKey = keyof PrivacyPreferences;

/** The switch texts, one line each: what turning it on allows. */
const SWITCHES: Record<PreferenceKey, { label: string; description: string }> = {
  aiSupportEnabled: {
    label: 'AI-Powered Customer Support',
    description:
      'Let our AI assistant read your support tickets and suggest answers before a person replies.',
  },
  supportPersonalizationEnabled: {
    label: 'Support Personalization',
    description: 'Use your plan and past tickets to tailor the help you get.',
  },
  usageAnalyticsEnabled: {
    label: 'Usage Analytics',
    description: 'Count which features you use so we can improve them. Policy texts are never included.',
  },
  googleAnalyticsEnabled: {
    label: 'Google Analytics',
    description: 'Allow Google Analytics to measure visits. This choice applies as soon as you switch it.',
  },
  marketingEmailsEnabled: {
    label: 'Marketing Emails',
    description:
      'Product news and offers by email. Emails about your account, like password resets, always arrive.',
  },
};

export function PrivacyPreferencesForm({ saved }: { saved: PrivacyPreferences }) {
  const [draft, setDraft] = useState(saved);
  const save = useSavePrivacyPreferences();
  const hasChanges = (Object.keys(draft) as PreferenceKey[]).some((key) => draft[key] !== saved[key]);

  const setPreference = (key: PreferenceKey, value: boolean) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // The specification has this one choice recorded with the analytics layer the moment it is made.
    if (key === 'googleAnalyticsEnabled')
      trackEvent(value ? 'google_analytics_opt_in' : 'google_analytics_opt_out');
  };

  const renderSwitch = (key: PreferenceKey) => (
    <PreferenceSwitch
      {...SWITCHES[key]}
      checked={draft[key]}
      onCheckedChange={(value) => setPreference(key, value)}
      disabled={save.isPending}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () =>
        toast({ title: 'Settings saved', description: 'Your privacy preferences have been updated.' }),
      onError: () =>
        toast({
          title: 'Error saving settings',
          description: 'Failed to save your preferences. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-6" aria-label="Privacy preferences">
      <SettingsSection
        title="AI Processing"
        description="Optional uses of AI beyond analysing your policies."
        icon={Bot}
      >
        {renderSwitch('aiSupportEnabled')}
        {renderSwitch('supportPersonalizationEnabled')}
        <p className="flex gap-2.5 pt-4 text-sm leading-relaxed text-slate-700">
          <Info className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
          Core analysis requires AI processing: the policies you submit are always analysed by AI, so this
          cannot be turned off.
        </p>
      </SettingsSection>

      <SettingsSection
        title="Analytics & Usage"
        description="Help us understand how PolicyLens is used."
        icon={BarChart3}
      >
        {renderSwitch('usageAnalyticsEnabled')}
        {renderSwitch('googleAnalyticsEnabled')}
      </SettingsSection>

      <SettingsSection title="Communications" description="What we may send to your inbox." icon={Mail}>
        {renderSwitch('marketingEmailsEnabled')}
      </SettingsSection>

      <SettingsSection title="Legal" description="The documents these choices are based on." icon={Scale}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <li>
            <NewTabLink href="/privacy">Privacy Policy</NewTabLink>
          </li>
          <li>
            <NewTabLink href="/terms">Terms of Service</NewTabLink>
          </li>
        </ul>
      </SettingsSection>

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/90 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
        <p className="text-center text-sm text-slate-600 sm:text-left" aria-live="polite">
          {hasChanges ? 'You have unsaved changes.' : ''}
        </p>
        <Button type="submit" size="lg" disabled={save.isPending} className="sm:min-w-40">
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
