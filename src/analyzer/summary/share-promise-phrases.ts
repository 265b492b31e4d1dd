import {
  NO_SHARING,
  NO_SHARING_LEAD,
  NO_SHARING_RECIPIENTS as RECIPIENTS,
  ruleOfId,
} from '../extract/share-promises';
import { joinItems } from '../statement-items';
import type { RuleFinding } from './tldr-words';

/** What the TL;DR says of the promises not to pass data to outsiders (extract/share-promises.ts). */
export type NoSharingPromise = {
  /** "share your email address with other companies, except with your consent", or "". */
  phrase: string;
  /**
   * The promise covers all your personal data, with exceptions of its own: "it" can stand for the
   * data after it, and the TL;DR says it beside other sharing. A narrower one (some data, the cases
   * the policy lists) is said only where the TL;DR would otherwise call the policy silent.
   */
  general: boolean;
  /** Its exceptions name service providers (or a payment processor), consent, the law. */
  excepts: { serviceProviders: boolean; consent: boolean; law: boolean };
};

const SOME = 'some of your data';

/** Each no-sharing finding's data and exceptions, as its statement says them. */
function promiseParts(statement: string): { data: string; exceptions: string[] } {
  const body = statement.slice(NO_SHARING_LEAD.length).replace(/\.$/, '');
  const [data = '', rest = ''] = body.split(RECIPIENTS);
  const exceptions = rest
    .replace(/^, except /, '')
    .split(/, | and /)
    .filter((words) => words.length > 0);
  return { data, exceptions };
}

/**
 * The promise the TL;DR says: the general one if the policy makes it; else the narrower ones
 * together, each kind of data named ("some of your data (your email address and the data it collects
 * from donations)"), with every exception any of them makes, so the sentence never promises more
 * than one of them does.
 */
export function noSharingPromise(findings: readonly RuleFinding[]): NoSharingPromise {
  const promises = findings.filter(
    (finding) =>
      finding.id !== undefined &&
      ruleOfId(finding.id) === NO_SHARING &&
      finding.section === 'dataSharing' &&
      // Not one narrowed because the policy says elsewhere that data goes out (resolve-contradictions.ts).
      finding.statement.includes(RECIPIENTS),
  );
  const none = {
    phrase: '',
    general: false,
    excepts: { serviceProviders: false, consent: false, law: false },
  };
  if (promises.length === 0) return none;
  const general = promises.find((finding) => finding.id === NO_SHARING);
  const chosen = (general ? [general] : promises).map((finding) => promiseParts(finding.statement));
  const named = [...new Set(chosen.map((part) => part.data))];
  const specific = named.filter((data) => data !== SOME);
  const data =
    named.length === 1
      ? (named[0] ?? SOME)
      : `${SOME} (${specific.length < named.length ? 'such as ' : ''}${joinItems(specific)})`;
  const exceptions = [...new Set(chosen.flatMap((part) => part.exceptions))];
  const phrase = `share ${data}${RECIPIENTS}${exceptions.length > 0 ? `, except ${joinItems(exceptions)}` : ''}`;
  return {
    phrase,
    // "Except in the cases the policy lists" promises little the rest of the report does not say.
    general: data === 'your personal data' && !exceptions.includes('in the cases the policy lists'),
    excepts: {
      serviceProviders: exceptions.some((words) => /service providers|payment processor/.test(words)),
      consent: exceptions.includes('with your consent'),
      law: exceptions.includes('when the law requires'),
    },
  };
}

/** The data a promise not to share with advertisers covers ("your contact details"), or ''. */
export function advertisingPromiseData(findings: readonly RuleFinding[]): string {
  const promise = findings.find((finding) => finding.id === 'no-advertising-sharing');
  return promise
    ? (/^Says it does not share (.+) with advertisers\.$/.exec(promise.statement)?.[1] ?? '')
    : '';
}
