import { describe, expect, it } from 'vitest';
import type { Finding } from '../../common/analysis';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { toOpp115 } from '../opp115/to-opp115';
import { joinStatements, mergeSameSentence } from './merge-same-sentence';

const SENTENCE = 'When you order, we record your phone number and the GPS position of your phone.';

function collects(statement: string, dataType: 'contact' | 'location', confidence: number): Finding {
  return {
    section: 'dataCollection',
    statement,
    quote: SENTENCE,
    start: 0,
    end: SENTENCE.length,
    category: 'First Party Collection/Use',
    confidence,
    practice: { kind: 'collect', dataTypes: [dataType], start: 0, end: SENTENCE.length },
  };
}

describe('mergeSameSentence', () => {
  it('makes one finding of the data types one sentence names, with every type and the best confidence', () => {
    const merged = mergeSameSentence([
      collects('Collects contact details (phone number).', 'contact', 0.8),
      collects('Collects your location (GPS).', 'location', 0.9),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.statement).toBe('Collects contact details (phone number) and your location (GPS).');
    expect(merged[0]?.practice?.dataTypes).toEqual(['contact', 'location']);
    expect(merged[0]?.confidence).toBe(0.9);
    expect(merged[0]?.quote).toBe(SENTENCE);
  });

  it('leaves findings of other sentences and other sections apart', () => {
    const other = { ...collects('Collects your location (GPS).', 'location', 0.9), start: 100, end: 180 };
    const flag: Finding = {
      ...collects('Tracks your precise location.', 'location', 0.9),
      section: 'redFlags',
      severity: 'high',
    };
    const findings = [collects('Collects contact details (phone number).', 'contact', 0.8), other, flag];
    expect(mergeSameSentence(findings)).toEqual(findings);
  });
});

describe('joinStatements', () => {
  it('keeps a statement of another verb, or with a clause of its own, as a sentence of its own', () => {
    expect(
      joinStatements([
        'Uses tracking technologies (cookies).',
        'Collects contact details (email address).',
        'Collects biometric data (fingerprints), which is highly sensitive.',
        'Collects technical data from your device (IP address).',
      ]),
    ).toBe(
      'Collects contact details (email address) and technical data from your device (IP address). Uses tracking technologies (cookies). Collects biometric data (fingerprints), which is highly sensitive.',
    );
  });
});

describe('the built-in engine', () => {
  const policy = [
    'Privacy notice of the Example Bakery app.',
    'When you order a cake we collect your name, your e-mail address, your date of birth and your gender.',
    'We keep order records for two years and then delete them.',
  ].join('\n\n');

  it('quotes a sentence that names several data types once, and still reads every type as a practice', () => {
    const result = analyzeWithBuiltin(policy);
    const collection = result.findings.filter((finding) => finding.section === 'dataCollection');
    const starts = collection.map((finding) => finding.start);
    expect(new Set(starts).size).toBe(starts.length);
    const merged = collection.find((finding) => finding.quote.includes('gender'));
    expect(merged?.statement).toMatch(/contact details \(.*email address.*\)/);
    expect(merged?.statement).toMatch(/demographic details \(date of birth and gender\)/);
    expect(merged?.practice?.dataTypes).toEqual(expect.arrayContaining(['contact', 'demographics']));
    for (const finding of result.findings)
      expect(policy.slice(finding.start, finding.end)).toBe(finding.quote);
    // The OPP-115 adapter reads every data type of the merged finding's practice.
    const fromFinding = toOpp115(merged?.practice ? [merged.practice] : [], policy);
    expect(fromFinding['collect.type']).toEqual(expect.arrayContaining(['Contact', 'Demographic']));
    expect(toOpp115(result.practices, policy)['collect.type']).toEqual(
      expect.arrayContaining(['Contact', 'Demographic']),
    );
  });
});
