import { describe, expect, it } from 'vitest';
import {
  POLICY_PROMISES_NOTICE_BEFORE_DISCLOSURE,
  policyPromisesNoticeBeforeDisclosure,
} from './legal-grounds';

// Texts written for these tests: the stretch-by-stretch scan must answer as the whole-text pattern does.
const TEXTS = [
  'we may release your data to law enforcement. we will notify you before we disclose it.',
  'we may release your data to law enforcement; we will notify you before we disclose it, unless barred.',
  'before we answer a subpoena we will notify you first so you can object.',
  'we will tell you in advance. a court may ask us for records.',
  'we will not notify you first when a court orders us to release your data.',
  'we may share data with the government without notice to you before disclosing it.',
  'we inform you of changes. we tell our partners first, and the legal team warns them beforehand about court orders.',
  'our legal department will warn you, notify you before responding to any subpoena',
  'e.g. a court order. we will notify you prior to any disclosure of data to authorities.',
  'nothing here about notice at all',
  '',
];

describe('policyPromisesNoticeBeforeDisclosure', () => {
  it('answers as the pattern tested on the whole text', () => {
    for (const text of TEXTS)
      expect(policyPromisesNoticeBeforeDisclosure(text), text).toBe(
        POLICY_PROMISES_NOTICE_BEFORE_DISCLOSURE.test(text),
      );
  });

  it('finds the promise in a later stretch after an opening that does not hold', () => {
    const text = 'we tell you first about offers. we will notify you before we disclose data to a court.';
    expect(policyPromisesNoticeBeforeDisclosure(text)).toBe(true);
  });
});
