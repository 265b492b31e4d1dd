import type { HelpMatch } from '../../help/help-library';
import { ESCALATION_TOPIC_WORDS, type EscalationTopic } from './classify-ticket';

const INTRO = "Hi, I'm the PolicyLens assistant.";
const HANDOVER =
  'A member of our support team will answer this ticket personally. You will get an email when they reply, and you can add details here in the meantime.';
const FOLLOW_UP =
  "If this doesn't answer your question, reply to this ticket and a member of our support team will pick it up.";

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');
}

/** The retrieval answer: the best passage, introduced in plain words, with a link to its article. */
export function composeRetrievalReply(options: {
  match: HelpMatch | null;
  isConfident: boolean;
  escalationTopic: EscalationTopic | null;
}): string {
  const { match, isConfident, escalationTopic } = options;
  if (!match || !isConfident) {
    const reason = escalationTopic
      ? `Your ticket is about ${ESCALATION_TOPIC_WORDS[escalationTopic]}, which our team handles in person.`
      : "I couldn't find an answer to this in our help articles, so I have passed your ticket to our support team.";
    return `${INTRO} ${reason}\n\n${HANDOVER}`;
  }
  const { article, passage } = match;
  const where = passage.heading ? ` in the section "${passage.heading}"` : '';
  const passageBlock = `${quote(passage.text)}\n\nRead the full article: [${article.title}](/help/${article.slug})`;
  if (escalationTopic) {
    return [
      `${INTRO} Your ticket is about ${ESCALATION_TOPIC_WORDS[escalationTopic]}, which our team handles in person. ${HANDOVER}`,
      `Meanwhile, our help article "${article.title}" explains this${where}:`,
      passageBlock,
    ].join('\n\n');
  }
  return [
    `${INTRO} This looks like a question about ${article.title.charAt(0).toLowerCase()}${article.title.slice(1)}. Our help article "${article.title}" answers it${where}:`,
    passageBlock,
    FOLLOW_UP,
  ].join('\n\n');
}

/** The LLM's answer, with our own handover sentence when a person takes over. */
export function composeLlmReply(options: {
  answer: string;
  isEscalated: boolean;
  escalationTopic: EscalationTopic | null;
}): string {
  const { answer, isEscalated, escalationTopic } = options;
  if (!isEscalated) return `${answer.trim()}\n\n${FOLLOW_UP}`;
  const reason = escalationTopic
    ? `Because your ticket is about ${ESCALATION_TOPIC_WORDS[escalationTopic]}, our team will handle it in person.`
    : 'I am not sure this fully answers your question, so I have passed your ticket to our support team.';
  return `${answer.trim()}\n\n${reason} ${HANDOVER}`;
}
