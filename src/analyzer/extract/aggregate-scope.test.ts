import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';

// Short passages written for these tests (fix-z, round (10) class 3), in the wording policies use.
const sharing = (text: string): string =>
  analyzeWithBuiltin(text)
    .findings.filter((finding) => finding.section === 'dataSharing')
    .map((finding) => finding.statement)
    .join(' ');
const AGGREGATE_ONLY = /but only aggregate or anonymous data/;

describe('the aggregate-only qualifier follows the sentence', () => {
  it('is said when the sentence gives only pooled or aggregate data', () => {
    for (const text of [
      'We provide our advertisers with pooled information about our audience.',
      'We may share demographic information in aggregate with our business partners.',
      'We may share information about our users with advertisers on an aggregate basis.',
      'We may share this data with our business partners in aggregate only.',
    ]) {
      expect(sharing(text)).toMatch(AGGREGATE_ONLY);
    }
  });

  it('is not said when aggregate data is not what is given', () => {
    for (const text of [
      // Your data combined with aggregate data, then given.
      'We may combine your information with aggregate data from other sources and share it with our business partners.',
      // The recipients pool it after receiving it.
      'We may share your information with advertisers, who may use it in aggregate with data from others.',
      'We may share the information we collect with our business partners to compile aggregate statistics.',
    ]) {
      const said = sharing(text);
      expect(said).toMatch(/^Shares data with/);
      expect(said).not.toMatch(AGGREGATE_ONLY);
    }
  });

  it('near misses: personal data named beside the aggregate kind, and plain sharing', () => {
    expect(
      sharing('We may share your personal information and aggregate data with our business partners.'),
    ).not.toMatch(AGGREGATE_ONLY);
    expect(sharing('We may share your information with our business partners.')).not.toMatch(AGGREGATE_ONLY);
  });
});
