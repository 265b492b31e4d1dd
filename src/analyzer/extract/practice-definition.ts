import type { AnalysisSection, Opp115Category } from '../../common/analysis';

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
  /** Short noun phrase for the TL;DR ("contact details"). */
  label: string;
  patterns: readonly RegExp[];
  requires?: RegExp;
  /**
   * A sentence matching any of these says the opposite ("we do not sell"), so the practice is not
   * claimed. A list, not one combined expression: shared ones (the denial) are cached per sentence.
   */
  unless?: readonly RegExp[];
};

/** Verbs that make a sentence about collecting or using data. */
export const COLLECTION_CONTEXT =
  /\b(?:collect|gather|obtain|receive|record|log|process|store|use|uses|using|ask (?:you )?for|request|provide us|you provide|you give|supply|you enter|share\w* (?:\w+ ){0,3}with us|submit|access|capture|automatically|includ|such as|may include|we have)\w*/;
/** Verbs that make a sentence about data leaving the company; a "service provider" alone is not one. */
export const SHARING_CONTEXT =
  /\b(?:share|shares|shared|sharing|disclose|disclosed|disclosure|sell|sells|sold|sale|rent|transfer|transferred|provide(?!rs?\b)|make available|give|pass|send|release|reveal|allow|permit|work with|partner|third[- ]part|employ|engage|contract with|on (?:our|its) behalf)\w*/;
/** Wording that grants the user a right or a control. */
export const RIGHTS_CONTEXT =
  /\b(?:you (?:may|can|have|are entitled|will (?:be able|have)|could)|your rights?|right to|request|contact us|by (?:visiting|clicking|e-?mailing|writing|calling|contacting|sending)|(?:can|may) be (?:\w+ (?:or|and) )?(?:updated|corrected|changed|modified|amended|deleted|removed|reviewed|accessed) (?:\w+ ){0,3}by (?:you|calling|contacting|e-?mailing|writing|sending|visiting|logging)|opt[- ]?out|unsubscribe|settings|preferences|if you (?:do not|don't|no longer) (?:wish|want)|(?:tell|show)s? you how to|(?:give|gives|offer|offers|provide|provides) you (?:the|an) (?:opportunity|ability|option|choice)|by logging (?:in|into|on)|through your account)\b/;
/**
 * A plain denial by the company: "we do not collect", "we will not sell, rent or lease", "never",
 * "not in the business of selling"; also "dont" and "wont" from texts that lost their apostrophes.
 * The denied verb may come a few words later ("will not connect to ..., share"), but not after a
 * "but" or "except", which start what the company does do. "If you do not want to receive" is the
 * reader's choice, not a denial.
 */
export const DENIAL =
  /\b(?:is|are|will) not (?:be )?used\b|(?:\b(?:do|does|did|will|shall)(?<!\b(?:you|if we) \w+)\s*(?:not|n't)|\b(?:dont|doesnt|wont|never))\b(?:(?!\b(?:but|except|unless|however|other than|only)\b)[^.;:]){0,60}?\b(?:collect|sell|share|rent|lease|disclose|use|store|track|knowingly|handle|have access|receive|obtain|gather|ask for|request|retain|contain)|\bnot in the business of\b/;
