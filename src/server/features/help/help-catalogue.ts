/**
 * The help center's table of contents: which Markdown file in ./articles belongs to which category,
 * in the order the /help page lists them. Each file's first heading is its title and its first
 * paragraph its summary, so the text lives in one place.
 */
export const HELP_CATALOGUE = [
  { slug: 'getting-started', category: 'Getting started' },
  { slug: 'plans-and-limits', category: 'Getting started' },
  { slug: 'monthly-usage-and-resets', category: 'Getting started' },
  { slug: 'uploading-files', category: 'Getting started' },
  { slug: 'troubleshooting-analyses', category: 'Getting started' },
  { slug: 'reading-your-report', category: 'Reports' },
  { slug: 'red-flags', category: 'Reports' },
  { slug: 'exporting-reports', category: 'Reports' },
  { slug: 'history', category: 'Reports' },
  { slug: 'how-the-analysis-works', category: 'Reports' },
  { slug: 'teams', category: 'Account and privacy' },
  { slug: 'privacy-settings', category: 'Account and privacy' },
  { slug: 'deleting-your-account', category: 'Account and privacy' },
  { slug: 'signing-in', category: 'Account and privacy' },
  { slug: 'terms-and-privacy', category: 'Account and privacy' },
  { slug: 'billing-and-cancellation', category: 'Billing' },
  { slug: 'changing-your-plan', category: 'Billing' },
  { slug: 'contacting-support', category: 'Support' },
  { slug: 'ai-support-assistant', category: 'Support' },
] as const;
