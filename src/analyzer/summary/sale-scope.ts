import { splitKeptBack } from '../extract/kept-back';
import { OTHERS_MARKETING } from '../extract/others-marketing';
import { itemsFound, joinItems } from '../statement-items';
import type { Items } from '../statement-items';
import type { RuleFinding } from './tldr-words';

/*
 * How far a sale reaches, as its sentences say: the TL;DR's lead says "it may sell or rent out your
 * postal address if you subscribe to the magazine" where every sentence about selling names only
 * lists of contact details, and "it may sell your personal data" otherwise. Reviewers judged the
 * unqualified lead an overstatement where only subscribers' or members' mailing addresses are rented.
 */

/** Personal data in general, or more than contact details: the sale is said in full. */
const ANY_PERSONAL_DATA =
  /\b(?:personal(?:ly)?|identif\w*|your (?:information|data)|information about you|data about you|profiles?|histor(?:y|ies)|usage|activit(?:y|ies)|preferences|interests|cookies?)\b/i;
const CONTACT_ITEMS: Items = [
  [/\bnames?\b/i, 'name'],
  [/\be-?mail address(?:es)?\b/i, 'email address'],
  [/\b(?:phone|telephone) numbers?\b/i, 'phone number'],
  [
    /\b(?:postal|mailing|home|street) address(?:es)?\b|\bnames?,? (?:and )?(?:\w+ )?address(?:es)?\b/i,
    'postal address',
  ],
];
/** The condition a sentence opens with ("If you subscribe to our magazine, we may rent ..."). */
const OPENING_CONDITION = /^(?:if|when) you ([a-z][^,;:]{2,60}),/i;

/**
 * `to`: whom the sale's own sentences give the data, when every finding that other companies get it
 * for their own marketing comes from those sentences: the lead then says it once ("rent out your name
 * and postal address to other organisations for their own marketing"), not as a sale and again as a
 * hand-over.
 */
export type SaleScope = { verb: string; data: string; condition: string; to: string | undefined };

const inside = (finding: RuleFinding, within: readonly RuleFinding[]): boolean =>
  within.some((other) => finding.start >= other.start && finding.end <= other.end);

function recipientsInSale(
  findings: readonly RuleFinding[],
  sales: readonly RuleFinding[],
): string | undefined {
  const marketers = findings.filter((finding) => finding.id === OTHERS_MARKETING.id);
  if (marketers.length === 0 || !marketers.every((finding) => inside(finding, sales))) return undefined;
  const whom = marketers.every((finding) => /\bother organi[sz]ations\b/.test(finding.statement))
    ? 'other organisations for their own marketing'
    : OTHERS_MARKETING.label;
  // The opt-out its statement gives (from the same sentence or the next) goes with it.
  return marketers.every((finding) => /\byou can opt out\.$/.test(finding.statement))
    ? `${whom}, which you can opt out of`
    : whom;
}

/** The words of a sale limited to contact details, or undefined when any sale sentence says more. */
export function saleScope(findings: readonly RuleFinding[]): SaleScope | undefined {
  const sales = findings.filter((finding) => finding.id === 'sale' || finding.id === 'flag:sells-data');
  if (sales.length === 0 || sales.some((finding) => ANY_PERSONAL_DATA.test(finding.quote))) return undefined;
  const items = [
    ...new Set(
      sales.flatMap((finding) => {
        // Not what the sentence keeps back ("except your e-mail address").
        const { given } = splitKeptBack(finding.quote.toLowerCase());
        return itemsFound((pattern) => pattern.test(given), CONTACT_ITEMS);
      }),
    ),
  ];
  if (items.length === 0) return undefined;
  const rents = sales.some((finding) => /\brent(?:s|ed|ing)?\b/i.test(finding.quote));
  const sells = sales.some((finding) => /\b(?:sell|sells|sold|selling)\b/i.test(finding.quote));
  const conditions = sales.map((finding) => OPENING_CONDITION.exec(finding.quote.trim())?.[1]);
  const condition = conditions.every((words) => words !== undefined) && new Set(conditions).size === 1;
  return {
    verb: rents && !sells ? 'rent out' : rents ? 'sell or rent out' : 'sell',
    data: `your ${joinItems(items)}`,
    condition: condition ? ` if you ${conditions[0] ?? ''}` : '',
    to: recipientsInSale(findings, sales),
  };
}
