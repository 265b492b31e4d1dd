/** A short policy and what a model answers about it, for tests that go through a loopback LLM server. */
export const LLM_TEST_POLICY = [
  'Example Co Privacy Policy',
  '',
  'We collect your name and email address when you create an account.',
  'We sell your personal information to data brokers.',
].join('\n');

export const LLM_TEST_ANSWER = {
  tldrSummary: 'Example Co collects your name and email.',
  findings: [
    {
      section: 'dataCollection',
      statement: 'Collects your name and email.',
      quote: 'We collect your name and email address when you create an account.',
      category: 'First Party Collection/Use',
      severity: null,
    },
    {
      section: 'redFlags',
      statement: 'Sells your personal data.',
      quote: 'We sell your personal information to data brokers.',
      category: 'Third Party Sharing/Collection',
      severity: 'blocker',
    },
  ],
  notStated: [],
};
