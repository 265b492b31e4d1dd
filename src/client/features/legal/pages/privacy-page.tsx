import { LegalDocument } from '../components/legal-document';
import {
  PRIVACY_LAST_UPDATED,
  PRIVACY_VERSION,
  privacyIntro,
  privacySections,
} from '../content/privacy-sections';

export function PrivacyPage() {
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
