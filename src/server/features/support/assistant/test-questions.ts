/**
 * Held-out questions for the retrieval assistant's test, written as customers write tickets, each
 * with the help article that answers it (null: no article does, so the ticket must go to a person).
 * Written before the retrieval was tuned, and never used to tune it: the tuning set is
 * dev-questions.ts.
 */
export type LabelledQuestion = { subject: string; message: string; article: string | null };

export const ANSWERABLE_QUESTIONS: readonly LabelledQuestion[] = [
  {
    subject: 'How many policies can I check?',
    message: 'I am on the free plan. How many privacy policies can I analyse each month?',
    article: 'plans-and-limits',
  },
  {
    subject: 'Character limit on Premium',
    message: 'What is the maximum length of a policy on the Premium plan? Mine is about 18k characters.',
    article: 'plans-and-limits',
  },
  {
    subject: 'When does my quota come back',
    message: 'I used my one analysis already. When does the monthly limit reset, is it 30 days after signup?',
    article: 'monthly-usage-and-resets',
  },
  {
    subject: 'Does exporting use up an analysis?',
    message: 'If I download the same report again as a PDF does it count against my monthly analyses?',
    article: 'monthly-usage-and-resets',
  },
  {
    subject: 'Upload a PDF',
    message:
      'Can I upload a PDF file of the policy instead of pasting the text? What file types are supported?',
    article: 'uploading-files',
  },
  {
    subject: 'File too large error',
    message: 'I get "File too large" when I upload my 8 MB Word document. What is the size limit?',
    article: 'uploading-files',
  },
  {
    subject: 'Scanned document not working',
    message: 'My PDF is a scanned copy of a printed policy and the upload fails. Why?',
    article: 'uploading-files',
  },
  {
    subject: 'What does Not stated mean',
    message: 'In my report there is a card called Not stated. What does it mean?',
    article: 'reading-your-report',
  },
  {
    subject: 'Where does a finding come from',
    message: 'How can I see which sentence of the policy a finding in the data sharing section is based on?',
    article: 'reading-your-report',
  },
  {
    subject: 'No red flags in my report',
    message: 'My report does not show any red flags section. I am on Premium. Is something broken?',
    article: 'red-flags',
  },
  {
    subject: 'Red flag severity',
    message: 'What is the difference between a blocker and a high severity red flag?',
    article: 'red-flags',
  },
  {
    subject: 'Export to Word',
    message: 'Can I export my analysis as a Word DOCX file so I can edit it?',
    article: 'exporting-reports',
  },
  {
    subject: 'export failed',
    message: 'I keep getting export failed when I try to download the HTML version of my report',
    article: 'exporting-reports',
  },
  {
    subject: 'Find an old analysis',
    message: 'Where can I find the analysis I did last month? I want to open the report again.',
    article: 'history',
  },
  {
    subject: 'Is my policy sent to OpenAI?',
    message:
      'Which engine analyses my policy? Is the text sent to a large language model or another company?',
    article: 'how-the-analysis-works',
  },
  {
    subject: 'Invite a colleague',
    message: 'How do I invite a coworker to my team so we can share analyses?',
    article: 'teams',
  },
  {
    subject: 'Team roles',
    message: 'What can a team admin do compared to a normal member? Can an admin remove people?',
    article: 'teams',
  },
  {
    subject: 'Stop Google Analytics',
    message: 'I do not want Google Analytics tracking my visits. Where do I switch it off?',
    article: 'privacy-settings',
  },
  {
    subject: 'Marketing emails',
    message: 'I keep receiving product news and offers by email, how do I stop the marketing emails?',
    article: 'privacy-settings',
  },
  {
    subject: 'Download all my data',
    message:
      'I would like a copy of everything you store about me before I leave. How can I download my data?',
    article: 'deleting-your-account',
  },
  {
    subject: 'Forgot password',
    message: 'I forgot my password and cannot sign in. How do I reset it?',
    article: 'signing-in',
  },
  {
    subject: 'reset link expired',
    message: 'The password reset link from the email says it is invalid, how long is it valid for?',
    article: 'signing-in',
  },
  {
    subject: 'Cancel subscription',
    message: 'How do I cancel my Pro subscription? Will I lose access immediately?',
    article: 'billing-and-cancellation',
  },
  {
    subject: 'Who charges my card',
    message: 'My card statement shows a different company name than PolicyLens. Who processes the payments?',
    article: 'billing-and-cancellation',
  },
  {
    subject: 'Upgrade to Pro',
    message: 'I want to upgrade from Premium to Pro to get red flags. Where do I do that?',
    article: 'changing-your-plan',
  },
  {
    subject: 'Downgrade plan',
    message: 'Can I downgrade from Enterprise to a smaller plan?',
    article: 'changing-your-plan',
  },
  {
    subject: 'Governing law',
    message: 'Which law governs your terms of service and how are disputes with you resolved?',
    article: 'terms-and-privacy',
  },
  {
    subject: 'Terms popup',
    message:
      'A terms of service dialog keeps appearing when I sign in and I cannot close it. What should I do?',
    article: 'terms-and-privacy',
  },
  {
    subject: 'Support order',
    message: 'How is the support queue ordered? Do Enterprise customers get answered first?',
    article: 'contacting-support',
  },
  {
    subject: 'Ticket status resolved',
    message: 'My ticket was marked resolved but the problem is still there. Can I reopen it?',
    article: 'contacting-support',
  },
  {
    subject: 'Turn off the support bot',
    message: 'I would rather have a human answer my tickets. Can I turn off the AI assistant?',
    article: 'ai-support-assistant',
  },
  {
    subject: 'Analysis failed',
    message:
      'I pasted a policy and got Analysis Failed, something went wrong. Does it still count against my limit?',
    article: 'troubleshooting-analyses',
  },
  {
    subject: 'No text provided error',
    message: 'When I click Analyze Policy it says no text provided even though I thought I pasted it.',
    article: 'troubleshooting-analyses',
  },
  {
    subject: 'How to start',
    message: 'I just signed up. How do I analyze my first privacy policy? Is there a sample I can try?',
    article: 'getting-started',
  },
];

export const UNANSWERABLE_QUESTIONS: readonly LabelledQuestion[] = [
  {
    subject: 'iPhone app',
    message: 'Is there a PolicyLens app for iPhone or Android that I can install from the store?',
    article: null,
  },
  {
    subject: 'Slack integration',
    message: 'Does PolicyLens integrate with Slack or Microsoft Teams to post summaries in a channel?',
    article: null,
  },
  {
    subject: 'Change my email address',
    message: 'I changed jobs. How do I change the email address I log in with?',
    article: null,
  },
  {
    subject: 'Nonprofit discount',
    message: 'We are a registered charity. Do you offer a nonprofit or education discount?',
    article: null,
  },
  {
    subject: 'Spanish policies',
    message: 'Can PolicyLens analyse policies written in Spanish or German?',
    article: null,
  },
  {
    subject: 'Compare two policies',
    message: 'Is there a way to compare two versions of a policy side by side and see what changed?',
    article: null,
  },
  {
    subject: 'Browser extension',
    message: 'Do you have a Chrome extension that analyses the policy of the website I am visiting?',
    article: null,
  },
  {
    subject: 'Dark mode',
    message: 'The site is very bright at night. Is there a dark theme?',
    article: null,
  },
  {
    subject: 'SOC 2 report',
    message: 'Our security team needs your SOC 2 Type II report and a pen test summary.',
    article: null,
  },
  {
    subject: 'Weird characters',
    message: 'asdf qwerty zxcv lorem ipsum dolor',
    article: null,
  },
];
