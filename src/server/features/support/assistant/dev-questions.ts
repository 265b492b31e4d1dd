import type { LabelledQuestion } from './test-questions';

/**
 * The tuning set: the stop words, search options and the confidence threshold were chosen by
 * looking at the assistant's answers to these, never at test-questions.ts.
 */
export const DEV_QUESTIONS: readonly LabelledQuestion[] = [
  {
    subject: 'Price of Enterprise',
    message: 'How much does the Enterprise plan cost per month?',
    article: 'plans-and-limits',
  },
  {
    subject: 'Usage counter',
    message: 'What does 3/10 next to my plan badge mean?',
    article: 'monthly-usage-and-resets',
  },
  {
    subject: 'txt upload',
    message: 'Which file formats can I upload? Does .doc work?',
    article: 'uploading-files',
  },
  {
    subject: 'Evidence panel',
    message: 'Can I check the exact sentence behind a data collection item?',
    article: 'reading-your-report',
  },
  {
    subject: 'Selling data flag',
    message: 'Why was "your data may be sold" flagged in my report?',
    article: 'red-flags',
  },
  {
    subject: 'Print a report',
    message: 'What is the best format to print a report?',
    article: 'exporting-reports',
  },
  {
    subject: 'Older analyses',
    message: 'My history only shows ten analyses, where are the older ones?',
    article: 'history',
  },
  {
    subject: 'Legal advice?',
    message: 'Is the report legal advice? How accurate is the analysis?',
    article: 'how-the-analysis-works',
  },
  { subject: 'Create team', message: 'How do I create a team?', article: 'teams' },
  {
    subject: 'Personalisation',
    message: 'What does Support Personalization use?',
    article: 'privacy-settings',
  },
  {
    subject: 'Delete account',
    message: 'What gets removed when I delete my account? Can it be undone?',
    article: 'deleting-your-account',
  },
  {
    subject: 'Login attempts',
    message: 'Sign-in is paused after I typed my password wrong several times.',
    article: 'signing-in',
  },
  {
    subject: 'Billing cycle',
    message: 'Am I billed monthly in advance or at the end of the month?',
    article: 'billing-and-cancellation',
  },
  {
    subject: 'Already subscribed message',
    message: 'The pricing page says Already Subscribed when I pick a plan.',
    article: 'changing-your-plan',
  },
  { subject: 'Age limit', message: 'Can my 12 year old use PolicyLens?', article: 'terms-and-privacy' },
  {
    subject: 'Urgent priority',
    message: 'When should I mark a ticket as urgent priority?',
    article: 'contacting-support',
  },
  {
    subject: 'Confidence of AI answer',
    message: 'When does the AI assistant hand a ticket to a person?',
    article: 'ai-support-assistant',
  },
  {
    subject: 'Policy too long',
    message: 'It says my plan allows up to 5,000 characters but my policy contains more.',
    article: 'troubleshooting-analyses',
  },
  {
    subject: 'Linux support',
    message: 'Do you support single sign-on with SAML for our Linux desktops?',
    article: null,
  },
  { subject: 'Affiliate program', message: 'Do you have an affiliate or referral programme?', article: null },
  { subject: 'Phone number', message: 'What is your phone number? I want to call someone.', article: null },
  { subject: 'Office address', message: 'Where is your company headquartered?', article: null },
  {
    subject: 'Bulk import',
    message: 'Can I import 500 URLs at once and crawl the policies automatically?',
    article: null,
  },
  {
    subject: 'Custom domain',
    message: 'How do I set up a custom domain with SSL for our branded portal?',
    article: null,
  },
];
