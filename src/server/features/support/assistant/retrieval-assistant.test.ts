import { describe, expect, it } from 'vitest';
import { loadHelpLibrary } from '../../help/help-library';
import { answerTicket } from './answer-ticket';
import { AI_CONFIDENCE_THRESHOLD } from './confidence';
import { ANSWERABLE_QUESTIONS, UNANSWERABLE_QUESTIONS, type LabelledQuestion } from './test-questions';

const library = loadHelpLibrary();

async function answer(question: LabelledQuestion) {
  return answerTicket({
    library,
    llm: null,
    context: null,
    ticket: { subject: question.subject, message: question.message, priority: 'normal' },
  });
}

describe('the retrieval assistant on held-out questions', () => {
  it('cites the right article for at least 80% of answerable questions', async () => {
    expect(ANSWERABLE_QUESTIONS.length).toBeGreaterThanOrEqual(30);
    const misses: string[] = [];
    for (const question of ANSWERABLE_QUESTIONS) {
      const reply = await answer(question);
      if (reply.citedArticle !== question.article)
        misses.push(`${question.subject}: cited ${reply.citedArticle ?? 'nothing'} (${reply.confidence})`);
      else expect(reply.message).toContain(`](/help/${question.article})`);
    }
    const rate = (ANSWERABLE_QUESTIONS.length - misses.length) / ANSWERABLE_QUESTIONS.length;
    console.info(
      `retrieval assistant: right article for ${ANSWERABLE_QUESTIONS.length - misses.length}/${ANSWERABLE_QUESTIONS.length} answerable questions (${(rate * 100).toFixed(1)}%)\n  ${misses.join('\n  ')}`,
    );
    expect(rate).toBeGreaterThanOrEqual(0.8);
  });

  it('escalates at least 80% of the questions no article answers, telling the customer a person will reply', async () => {
    let escalated = 0;
    for (const question of UNANSWERABLE_QUESTIONS) {
      const reply = await answer(question);
      if (reply.escalationReason !== null) {
        escalated += 1;
        expect(reply.confidence).toBeLessThan(AI_CONFIDENCE_THRESHOLD);
        expect(reply.citedArticle).toBeNull();
        expect(reply.message).toMatch(/member of our support team will answer this ticket personally/);
      }
    }
    console.info(
      `retrieval assistant: escalated ${escalated}/${UNANSWERABLE_QUESTIONS.length} unanswerable questions (${((escalated / UNANSWERABLE_QUESTIONS.length) * 100).toFixed(1)}%)`,
    );
    expect(escalated / UNANSWERABLE_QUESTIONS.length).toBeGreaterThanOrEqual(0.8);
  });

  it('introduces the best passage in plain words and links its article', async () => {
    const reply = await answer({
      subject: 'Forgot password',
      message: 'I forgot my password and cannot sign in. How do I reset it?',
      article: 'signing-in',
    });
    expect(reply.message).toMatch(/^Hi, I'm the PolicyLens assistant\. This looks like a question about/);
    expect(reply.message).toContain('Our help article "Signing in and resetting your password" answers it');
    expect(reply.message).toContain('> 1. On the sign-in page choose Forgot password.');
    expect(reply.message).toContain('[Signing in and resetting your password](/help/signing-in)');
    expect(reply.escalationReason).toBeNull();
  });

  it('escalates billing disputes, account deletion and legal requests even when an article matches', async () => {
    const cases: [LabelledQuestion, string][] = [
      [
        {
          subject: 'Refund please',
          message: 'I was charged twice for Pro this month. Please refund one payment.',
          article: null,
        },
        'billing_dispute',
      ],
      [
        {
          subject: 'Close my account',
          message: 'Please delete my account and everything you store.',
          article: null,
        },
        'account_deletion',
      ],
      [
        {
          subject: 'Court order',
          message: 'We have a court order for records about one of your users.',
          article: null,
        },
        'legal_request',
      ],
    ];
    for (const [question, reason] of cases) {
      const reply = await answer(question);
      expect(reply.escalationReason).toBe(reason);
      expect(reply.message).toMatch(/member of our support team will answer this ticket personally/);
    }
  });
});
