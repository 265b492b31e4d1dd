import { itemsFound, joinItems, type Items, type Names } from '../statement-items';
import type { PracticeDefinition } from './practice-definition';

/**
 * A US company's membership of a programme for personal data it receives from Europe: the US-EU and
 * US-Swiss Safe Harbor frameworks (to 2015), the Privacy Shield that followed, and the APEC
 * Cross-Border Privacy Rules. Policies say it without a verb of transfer ("X complies with the
 * U.S.-EU Safe Harbor Framework ... regarding the collection, use and retention of personal
 * information from European Union member countries"), so the transfer rule never read it. The data
 * comes into the United States from Europe: the statement says that direction, not data sent abroad.
 */
const PROGRAMME = String.raw`(?:safe harbou?r|privacy shield|cross[- ]border privacy rules|apec (?:cbpr|privacy))`;

/** Up to 80 characters within the sentence; a dot inside a word ("u.s.-eu") does not end it. */
const NEAR = String.raw`(?:[^.]|\.(?=\S)){0,80}`;

/** The company joining or following the programme; a pointer ("to learn more about the Safe Harbor program") is not one. */
const MEMBERSHIP = new RegExp(
  String.raw`\b(?:compl(?:y|ies|ied|iance)|adhere\w*|certif\w*|self-certif\w*|participa\w*|members?|subscribe\w*|abides?|registered|under)\b${NEAR}\b${PROGRAMME}\b|\b${PROGRAMME}\b${NEAR}\b(?:certif\w*|participa\w*|members?)\b(?<!\b(?:view|see|verify|check) (?:\w+ ){0,3}certif\w*)`,
);

/** "For more information about the Safe Harbor and to view our certification, visit ...": a pointer. */
const POINTER_ONLY =
  /^(?![^]*\b(?:we|it|has|have|is|are) (?:\w+ ){0,2}(?:compl|adher|certified|participa|self-certif)\w*)[^]*\b(?:learn more|more information|to view|questions about)\b/;

const ORIGINS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\beu\b|\be\.u\.|\beuropean (?:union|economic area)\b|\beea\b|\beurope\b/, 'the European Union'],
  [/\bswiss\b|\bswitzerland\b/, 'Switzerland'],
];

/** The legal means that protect a transfer out of Europe, named in the transfer's own sentence. */
const TRANSFER_SAFEGUARDS: Items = [
  [/\b(?:standard|model) contract(?:ual)? clauses\b|\bmodel clauses\b/, 'standard contractual clauses'],
  [/\bbinding corporate rules\b/, 'binding corporate rules'],
  [/\badequacy decisions?\b/, 'an adequacy decision'],
];

/** ", protected by standard contractual clauses": what the sentence names, or nothing. */
export function transferSafeguards(names: Names): string {
  const safeguards = itemsFound(names, TRANSFER_SAFEGUARDS);
  return safeguards.length > 0 ? `, protected by ${joinItems(safeguards)}` : '';
}

const APEC = /\bapec\b|\bcross[- ]border privacy rules\b/;

function transferFrameworkStatement(names: Names): string {
  if (names(APEC) && !names(/\bsafe harbou?r\b|\bprivacy shield\b/))
    return 'Says it follows the APEC Cross-Border Privacy Rules for personal data sent between countries.';
  const origins = itemsFound(names, ORIGINS);
  const from = origins.length > 0 ? joinItems(origins) : 'the European Union';
  const programme = names(/\bprivacy shield\b/) ? 'Privacy Shield' : 'Safe Harbor';
  const versions =
    origins.length === 2
      ? 'US-EU and US-Swiss '
      : origins[0] === 'Switzerland'
        ? 'US-Swiss '
        : origins.length > 0
          ? 'US-EU '
          : '';
  const plural = origins.length === 2 ? 'frameworks' : 'framework';
  const apec = names(APEC) ? ' and the APEC Cross-Border Privacy Rules' : '';
  const disputes = names(/\bindependent (?:dispute|recourse)|\bbbb\b|\btruste\b|\bdispute resolution\b/)
    ? ', with unresolved complaints referred to an independent dispute body'
    : '';
  const safeguards = itemsFound(names, TRANSFER_SAFEGUARDS);
  const also = safeguards.length > 0 ? `, and also uses ${joinItems(safeguards)}` : '';
  return `Says it follows the ${versions}${programme} ${plural}${apec} for personal data it receives in the United States from ${from}${also}${disputes}.`;
}

export const TRANSFER_FRAMEWORK: PracticeDefinition = {
  id: 'transfer-framework',
  label: 'a transfer framework',
  statement:
    'Says it follows the Safe Harbor framework for personal data it receives in the United States from the European Union.',
  section: 'restrictions',
  category: 'International and Specific Audiences',
  patterns: [MEMBERSHIP],
  // A COPPA safe harbor (an approved children's privacy programme) and a copyright safe harbor are other laws.
  unless: [POINTER_ONLY, /\bcoppa\b|\bchild|\bkidsafe\b|\bftc[- ]approved\b|\bcopyright\b|\bdmca\b/],
  write: transferFrameworkStatement,
};
