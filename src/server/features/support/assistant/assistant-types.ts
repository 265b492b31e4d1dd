import type { TicketCategory, TicketPriority } from '../../../../common/support';
import type { EscalationTopic } from './classify-ticket';

export type TicketForAssistant = { subject: string; message: string; priority: TicketPriority };

/** What the assistant may know about the customer, only with Support Personalization on. */
export type CustomerContext = {
  plan: string;
  analysesThisMonth: { used: number; limit: number | 'unlimited' };
  charactersPerPolicy: number | 'unlimited';
  recentAnalyses: { date: string; summary: string }[];
};

export type EscalationReason = 'low_confidence' | EscalationTopic;

export type AssistantAnswer = {
  message: string;
  /** 0 to 1; under AI_CONFIDENCE_THRESHOLD the answer does not answer the question. */
  confidence: number;
  citedArticle: string | null;
  category: TicketCategory;
  escalationReason: EscalationReason | null;
  source: 'retrieval' | 'llm';
  /** Why the LLM was not used although configured, e.g. its error. */
  fallbackReason: string | null;
};
