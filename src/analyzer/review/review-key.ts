import { createHash } from 'node:crypto';
import type { AnalysisSection, Finding, NotStatedItem } from '../../common/analysis';

/**
 * Keys that name a judged claim of a report without carrying any policy text (the reviewed policies
 * are research-licensed: their sentences must not enter the repository).
 *
 * A finding is `policy/section/start-end/hash`: the offsets say which sentence of the (unchanging)
 * policy file proves it, and the hash is of our own statement (with the severity, for red flags). So
 * an unrelated change to the engine keeps the key, while a reworded statement, a changed severity or
 * a different proving sentence gives a new key: a claim that changed is shown as not yet judged.
 */
export type ReviewedPart = AnalysisSection | 'tldr' | 'notStated';

const HASH_LENGTH = 8;

/** The first 8 hex digits of the SHA-256 of a text: enough to tell two statements apart. */
export function shortHash(text: string): string {
  return createHash('sha256').update(text.normalize('NFC')).digest('hex').slice(0, HASH_LENGTH);
}

export function findingKey(policyId: number, finding: Finding): string {
  const claim = finding.severity ? `${finding.severity}: ${finding.statement}` : finding.statement;
  return `${policyId}/${finding.section}/${finding.start}-${finding.end}/${shortHash(claim)}`;
}

/** The TL;DR is judged as a whole: any change to its wording makes it unjudged. */
export function tldrKey(policyId: number, tldrSummary: string): string {
  return `${policyId}/tldr/${shortHash(tldrSummary)}`;
}

/** A "not stated" item is a claim that the policy is silent on a topic. */
export function notStatedKey(policyId: number, item: NotStatedItem): string {
  return `${policyId}/notStated/${shortHash(`${item.topic}: ${item.explanation}`)}`;
}

export type ParsedKey = {
  policyId: number;
  part: ReviewedPart;
  /** Offsets of the quote, for findings only. */
  start?: number;
  end?: number;
  hash: string;
};

const FINDING_KEY =
  /^(\d+)\/(dataCollection|dataSharing|userRights|restrictions|redFlags)\/(\d+)-(\d+)\/([0-9a-f]{8})$/;
const WHOLE_KEY = /^(\d+)\/(tldr|notStated)\/([0-9a-f]{8})$/;

/** Splits a key into its parts, or returns undefined for a string that is not a key. */
export function parseKey(key: string): ParsedKey | undefined {
  const finding = FINDING_KEY.exec(key);
  if (finding) {
    const [, policyId, part, start, end, hash] = finding;
    return {
      policyId: Number(policyId),
      part: part as AnalysisSection,
      start: Number(start),
      end: Number(end),
      hash: hash ?? '',
    };
  }
  const whole = WHOLE_KEY.exec(key);
  if (whole) {
    const [, policyId, part, hash] = whole;
    return { policyId: Number(policyId), part: part as 'tldr' | 'notStated', hash: hash ?? '' };
  }
  return undefined;
}
