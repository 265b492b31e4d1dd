import type { AnalysisSection } from '../../common/analysis';
import type { SentenceContext } from '../sentence-context';

/**
 * A sentence that sends the reader elsewhere ("For more information about cookies, see ...") names
 * a topic without stating the practice, so it is weak proof of it.
 */
const POINTER =
  /\b(?:for (?:more|further|additional|detailed) information|to learn more|learn more|please (?:read|review|see|visit|refer to|consult)|(?:read|see|review) our\b[^.]{0,40}\b(?:policy|notice|page|guidelines|section)|click here)/;

/** "We (may) collect", "our servers record", "you provide us": the service itself gathers the data. */
const FIRST_PARTY_COLLECTION =
  /\b(?:we|our (?:servers|systems|apps?|websites?|sites?))\s+(?:[\w,]+\s+){0,3}(?:collect|receive|obtain|gather|record|log|store|ask|request|process|keep|capture)\w*|\byou (?:\w+\s+){0,2}(?:provide|give|submit|enter|supply|share)\w*\b[^.]{0,20}\b(?:us|with us|to us)\b|\bwe (?:\w+\s+){0,2}use\b/;
/** "Service providers process your card payments": someone else holds the data, or only might. */
const OTHERS_COLLECT =
  /\b(?:service providers?|vendors?|processors?|third[- ]part(?:y|ies)|partners|other companies|advertisers|they)\s+(?:\w+\s+){0,2}(?:collect|process|handle|receive|have access|set|use)\w*|\bexamples include\b|\bin your (?:request|notice|complaint)\b|\byou (?:can|may) (?:access|update|review|correct|edit|change|delete)\b/;
/** The party is the receiver: "share ... with", "disclose ... to", "provide ... to". */
const PARTY_RECEIVES =
  /\b(?:share|disclose|provide|transfer|sell|rent|give|make available|pass|send|release)\w*\b[^.]{0,120}\b(?:with|to)\b/;
/** The reader is the subject of the right: "you can", "you have the right". */
const USER_ACTS = /\byou (?:can|may|have|are entitled|will be able|could)\b|\bright (?:to|of)\b/;

/**
 * How good a sentence is as the proof shown under a statement, as an adjustment to the model's
 * confidence (about -0.4 to +0.1). Used only to choose between sentences that state the same
 * practice: prefer a complete, specific sentence of ordinary length in which the practice is the
 * point (the service collects the data, the party receives it, you hold the right) to a list
 * fragment, a list introduction ending in a colon, a pointer to another page, or a long list line.
 */
export function rankEvidence(sentence: SentenceContext, section: AnalysisSection): number {
  const { text } = sentence;
  let score = 0;
  if (sentence.test(POINTER)) score -= 0.15;
  // A fragment cut out of a list ("and financial information, including ...") or a list introduction.
  const opening = /^[-•*\s"'(]*([A-Za-z])/.exec(text)?.[1] ?? 'A';
  if (opening !== opening.toUpperCase()) score -= 0.08;
  const trimmed = text.trimEnd();
  if (trimmed.endsWith(':')) score -= 0.1;
  else if (!/[.!?]["')\]]?$/.test(trimmed)) score -= 0.05;
  if (text.length > 250) score -= 0.05;
  if (text.length > 400) score -= 0.05;
  switch (section) {
    case 'dataCollection':
      // A sentence without the service as collector only mentions the data ("if device identifiers are disabled").
      score += sentence.test(FIRST_PARTY_COLLECTION) ? 0.08 : -0.05;
      if (sentence.test(OTHERS_COLLECT)) score -= 0.12;
      break;
    case 'dataSharing':
      if (sentence.test(PARTY_RECEIVES)) score += 0.06;
      break;
    case 'userRights':
      if (sentence.test(USER_ACTS)) score += 0.05;
      break;
    case 'restrictions':
    case 'redFlags':
      break;
  }
  return score;
}
