import { LegalDocument } from '../components/legal-document';
import { TERMS_LAST_UPDATED, TERMS_VERSION, termsIntro, termsSections } from '../content/terms-sections';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      version={TERMS_VERSION}
      intro={termsIntro}
      sections={termsSections}
    />
  );
}
