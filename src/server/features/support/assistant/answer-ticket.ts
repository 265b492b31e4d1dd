import type { LlmProviderConfig } from '../../../../analyzer/llm/provider-config';
import type { HelpArticle } from '../../../../common/support';
import type { HelpLibrary } from '../../help/help-library';
import type {
  AssistantAnswer,
  CustomerContext,
  EscalationReason,
  TicketForAssistant,
} from './assistant-types';
import { classifyTicket } from './classify-ticket';
import { composeLlmReply, composeRetrievalReply } from './compose-reply';
import { AI_CONFIDENCE_THRESHOLD, confidenceFromCoverage } from './confidence';
import { answerWithLlm } from './llm-answer';

/** Help articles handed to the LLM: the few that the search ranks highest for the ticket. */
const LLM_ARTICLE_COUNT = 3;

function answerByRetrieval(options: {
  library: HelpLibrary;
  ticket: TicketForAssistant;
  fallbackReason: string | null;
}): AssistantAnswer {
  const { library, ticket } = options;
  const { category, escalationTopic } = classifyTicket(`${ticket.subject}\n${ticket.message}`);
  const match = library.findBestMatch(`${ticket.subject}\n${ticket.message}`);
  const confidence = match ? confidenceFromCoverage(match.coverage) : 0;
  const isConfident = confidence >= AI_CONFIDENCE_THRESHOLD;
  const escalationReason: EscalationReason | null =
    escalationTopic ?? (isConfident ? null : 'low_confidence');
  return {
    message: composeRetrievalReply({ match, isConfident, escalationTopic }),
    confidence,
    citedArticle: isConfident && match ? match.article.slug : null,
    category,
    escalationReason,
    source: 'retrieval',
    fallbackReason: options.fallbackReason,
  };
}

/**
 * Answers a new ticket: with the configured LLM when there is one (falling back to retrieval on any
 * failure), otherwise from the help articles by retrieval. Billing disputes, account deletion and
 * legal requests are always escalated, as is any answer under the confidence threshold.
 */
export async function answerTicket(options: {
  library: HelpLibrary;
  ticket: TicketForAssistant;
  llm: LlmProviderConfig | null;
  /** Only with Support Personalization on; null otherwise. */
  context: CustomerContext | null;
}): Promise<AssistantAnswer> {
  const { library, ticket, llm } = options;
  if (!llm) return answerByRetrieval({ library, ticket, fallbackReason: null });

  const question = `${ticket.subject}\n${ticket.message}`;
  const articles = library
    .search(question, LLM_ARTICLE_COUNT)
    .map((result) => library.get(result.slug))
    .filter((article): article is HelpArticle => article !== undefined);
  try {
    const answer = await answerWithLlm({ llm, ticket, articles, context: options.context });
    const { category, escalationTopic } = classifyTicket(question);
    const citedArticle = answer.citedArticle && library.get(answer.citedArticle) ? answer.citedArticle : null;
    const confidence = Math.round(answer.confidence * 100) / 100;
    const escalationReason: EscalationReason | null =
      escalationTopic ??
      (answer.needsHuman || confidence < AI_CONFIDENCE_THRESHOLD ? 'low_confidence' : null);
    return {
      message: composeLlmReply({
        answer: answer.answer,
        isEscalated: escalationReason !== null,
        escalationTopic,
      }),
      confidence,
      citedArticle,
      category,
      escalationReason,
      source: 'llm',
      fallbackReason: null,
    };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
    return answerByRetrieval({ library, ticket, fallbackReason: reason.slice(0, 300) });
  }
}
