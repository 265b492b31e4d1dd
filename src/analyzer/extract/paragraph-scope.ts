import { NO_SHARING_LEAD, NO_SHARING_RECIPIENTS } from './share-promises';

/**
 * The activities a paragraph can gather data for, in the statements' words: a promise made in the
 * paragraph that asks for your data to join a mailing list or enter a contest is about that data
 * ("to join our mailing list you must give us your email address ... Your personal information will
 * not be passed to any other organisation"), not about everything the policy describes.
 */
const PARAGRAPH_ACTIVITIES: readonly (readonly [RegExp, string])[] = [
  [/\b(?:mailing lists?|newsletters?|e-?mail (?:updates|alerts|lists?))\b/, 'for its mailing lists'],
  [/\b(?:contests?|sweepstakes)\b/, 'from contests'],
  [/\bsurveys?\b/, 'from surveys'],
  [/\bjob applications?\b/, 'from job applications'],
  [/\bdonations?\b/, 'from donations'],
  [/\b(?:inquir|enquir)(?:y|ies)\b/, 'from inquiries'],
];
/**
 * The reader hands data over, or is asked for it: "users must submit", "you give us", "entrants are
 * asked for", "we collect". Not the company providing the reader "requested information".
 */
const ASKED_FOR_DATA =
  /\b(?:you|users|visitors|members|subscribers|entrants|participants|applicants|donors|customers)\b(?: \w+){0,2} (?:submit|provid|enter|giv|fill(?:ing|s|ed)? (?:in|out)|suppl)\w*\b|\b(?:asked|required) (?:to (?:submit|provide|give|enter|supply)|for)\b|\bwe (?:\w+ )?(?:ask|collect|gather|require|request|need)\w*\b/;
/** A promise that says it covers every kind of data ("any personal information", "all data we hold"). */
const EVERY_KIND = /\b(?:any|all)\b(?: \w+){0,3} (?:information|data|details)\b/;

/**
 * The no-sharing statement narrowed to the activity an earlier sentence of its paragraph gathers
 * data for, when the promise itself names no narrower data, makes no exception (an exception "for
 * the foregoing" points back at a paragraph of cases, not at one activity's data) and does not say
 * it covers all of it; otherwise the statement as written.
 */
export function scopedToParagraph(
  statement: string,
  normalized: string,
  earlier: () => readonly string[],
): string {
  if (
    statement !== `${NO_SHARING_LEAD}your personal data${NO_SHARING_RECIPIENTS}.` ||
    EVERY_KIND.test(normalized)
  )
    return statement;
  for (const sentence of earlier()) {
    if (!ASKED_FOR_DATA.test(sentence)) continue;
    const activity = PARAGRAPH_ACTIVITIES.find(([pattern]) => pattern.test(sentence))?.[1];
    if (activity) return statement.replace('your personal data', `the data it collects ${activity}`);
  }
  return statement;
}
