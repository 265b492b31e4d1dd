import type { AnalysisSection, Opp115Category } from '../../common/analysis';
import type { Items, Names } from '../statement-items';

/**
 * A practice the engine looks for in each sentence: a data type collected, a party data goes to,
 * a right the user has, or a restriction. `requires` is the context a sentence must also have
 * (a collection verb, a sharing verb, a "you can"), so a passing mention does not count.
 */
export type PracticeDefinition = {
  id: string;
  section: Exclude<AnalysisSection, 'redFlags'>;
  category: Opp115Category;
  /** Plain-English statement shown to the user. */
  statement: string;
  /**
   * A statement written from what the sentence names, when it names any of these items: `lead`
   * then the items found, in the sentence's words ("Collects contact details (email address and
   * phone number)."). Without one, `statement`, which claims no example the sentence may lack.
   */
  items?: { lead: string; found: Items; tail?: string };
  /**
   * For statements that are not a list of items: written from what `names` finds in the sentence,
   * or from the words of `normalized` (the sentence lower-cased, as the patterns see it); `after`
   * asks the next sentence ("If you prefer that we not share it this way, write to us").
   */
  write?: (names: Names, normalized: string, after?: Names) => string;
  /** Short noun phrase for the TL;DR ("contact details"). */
  label: string;
  patterns: readonly RegExp[];
  requires?: RegExp;
  /**
   * A sentence matching any of these says the opposite ("we do not sell"), so the practice is not
   * claimed. A list, not one combined expression: shared ones (the denial) are cached per sentence.
   */
  unless?: readonly RegExp[];
  /**
   * The practice's verbs (collecting, sharing, selling): when the shared denial detector
   * (`practices/denial.ts`) finds every one of them denied or made conditional, the practice is not claimed.
   */
  deniedVerb?: RegExp;
  /**
   * A party data goes to (advertisers, the corporate group, social networks...): named only where
   * data comes from ("we collect information from companies we work with"), it receives none.
   */
  isRecipient?: boolean;
  /**
   * A promise not to do what this verb says ("we never share your data with third parties"): it
   * holds only where the shared denial detector finds every such verb denied or made conditional.
   */
  promiseVerb?: RegExp;
};

/** Verbs that make a sentence about collecting or using data. */
export const COLLECTION_CONTEXT =
  /\b(?:collect|gather|obtain|receive|record|log|process|store|use|uses|using|ask (?:you )?for|request|provide us|you provide|you give|supply|you enter|share\w* (?:\w+ ){0,3}with us|submit|access|capture|automatically|includ|such as|may include|we have)\w*/;
/** Verbs that make a sentence about data leaving the company; a "service provider" alone is not one. */
export const SHARING_CONTEXT =
  /\b(?:share|shares|shared|sharing|disclose|disclosed|disclosure|sell|sells|sold|sale|rent|transfer|transferred|provide(?!rs?\b)|make available|give|pass|send|release|reveal|allow|permit|work with|partner|third[- ]part|employ|engage|contract with|on (?:our|its) behalf)\w*/;
/**
 * Wording that grants the user a right or a control ("you may", "visitors may", not "other users may"). A request channel the reader is sent to ("if
 * you want your account closed, you should call customer service", "please e-mail our privacy
 * office") grants what it asks for, as "you can" does; a pointer to more information ("for more
 * details, please visit our help page") grants nothing.
 */
export const RIGHTS_CONTEXT =
  /\b(?:you (?:may|can|have|are entitled|will (?:be able|have)|could)|(?<!\bother )(?:visitors?|users?|members?|customers?|subscribers?) (?:may|can|are able to|have the (?:right|option|ability|choice))|your rights?|right to|request|contact us|(?<!\b(?:(?:more|further|additional) (?:information|details)|for information (?:about|on|regarding)|learn more)\b[^]*)(?:you should|you need to|you must|please|simply|just) (?:\w+ )?(?:call|phone|telephone|contact|e-?mail|write to|send|visit|click|go to|log in)(?![^]*\b(?:(?:more|further|additional) (?:information|details)|for information (?:about|on|regarding)|learn more)\b)|by (?:visiting|clicking|e-?mailing|writing|calling|contacting|sending)|(?:can|may) be (?:\w+ (?:or|and) )?(?:updated|corrected|changed|modified|amended|deleted|removed|reviewed|accessed) (?:\w+ ){0,3}by (?:you|calling|contacting|e-?mailing|writing|sending|visiting|logging)|(?:can|may) be (?:\w+,? ){0,3}(?:(?:and|or) )?(?:updated|corrected|changed|modified|amended|edited|deleted|removed|erased) (?:\w+ ){0,3}?at (?:your|the user['’]s|the member['’]s|their) (?:own )?(?:discretion|request|option)|opt[- ]?out|unsubscribe|settings|preferences|if you (?:do not|don't|no longer) (?:wish|want)|(?:tell|show)s? you how to|(?:give|gives|offer|offers|provide|provides) you (?:the|an) (?:opportunity|ability|option|choice)|by logging (?:in|into|on)|through your account)\b/;
