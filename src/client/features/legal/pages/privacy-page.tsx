import { useEffect } from 'react';
import { trackEvent } from '../../../lib/analytics';
import { LegalDocument } from '../components/legal-document';
import {
  PRIVACY_LAST_UPDATED,
  PRIVACY_VERSION,
  privacyIntro,
  privacySections,
} from '../content/privacy-sections';

export function PrivacyPage() {
  useEffect(() => trackEvent('view_privacy_policy'), []);
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      version={PRIVACY_VERSION}
      intro={privacyIntro}
      sections={privacySections}
    />
  );
}
