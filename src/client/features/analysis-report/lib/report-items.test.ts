import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../../common/analysis';
import { splitSeverityPrefix } from '../../../../common/analysis';
import { buildSectionItems } from './report-items';

function finding(overrides: Partial<Finding>): Finding {
  return {
    section: 'dataCollection',
    statement: 'Collects your email address.',
    quote: 'We collect your email.',
    start: 0,
    end: 22,
    category: 'First Party Collection/Use',
    confidence: 0.9,
    ...overrides,
  };
}

const empty = { dataCollection: [], dataSharing: [], userRights: [], restrictions: [], findings: [] };

describe('splitSeverityPrefix', () => {
  it('splits an upper-case severity prefix', () => {
    expect(splitSeverityPrefix('BLOCKER: Your data may be sold.')).toEqual({
      statement: 'Your data may be sold.',
      severity: 'blocker',
    });
  });

  it('leaves a statement without a prefix alone', () => {
    expect(splitSeverityPrefix('Note: something')).toEqual({ statement: 'Note: something' });
  });
});

describe('buildSectionItems', () => {
  it('ties every item to the findings with the same section and statement, in the policy order', () => {
    const later = finding({ start: 50, end: 70, quote: 'Second sentence here' });
    const earlier = finding({ start: 5, end: 20 });
    const other = finding({ statement: 'Collects your location.', start: 30, end: 40 });
    const sharing = finding({ section: 'dataSharing', start: 80, end: 90 });
    const items = buildSectionItems(
      {
        ...empty,
        dataCollection: ['Collects your email address.', 'Collects your location.'],
        findings: [later, other, earlier, sharing],
      },
      'dataCollection',
    );
    expect(items.map((item) => item.findings)).toEqual([[earlier, later], [other]]);
    expect(items.map((item) => item.id)).toEqual(['dataCollection-0', 'dataCollection-1']);
  });

  it('drops a second finding over the same span and keeps items without findings', () => {
    const items = buildSectionItems(
      {
        ...empty,
        userRights: ['You can delete your data.', 'You can object.'],
        findings: [
          finding({ section: 'userRights', statement: 'You can delete your data.' }),
          finding({ section: 'userRights', statement: 'You can delete your data.' }),
        ],
      },
      'userRights',
    );
    expect(items[0]?.findings).toHaveLength(1);
    expect(items[1]?.findings).toEqual([]);
  });

  it('matches red flags listed with a severity prefix to their bare findings', () => {
    const flag = finding({ section: 'redFlags', statement: 'Your data may be sold.', severity: 'blocker' });
    const items = buildSectionItems(
      { ...empty, redFlags: ['BLOCKER: Your data may be sold.', 'Ignores Do Not Track.'], findings: [flag] },
      'redFlags',
    );
    expect(items[0]).toMatchObject({
      statement: 'Your data may be sold.',
      severity: 'blocker',
      findings: [flag],
    });
    expect(items[1]).toMatchObject({ statement: 'Ignores Do Not Track.', findings: [] });
    expect(items[1]?.severity).toBeUndefined();
  });

  it('takes the severity from the findings when the line has no prefix', () => {
    const items = buildSectionItems(
      {
        ...empty,
        redFlags: ['Your data may be sold.'],
        findings: [
          finding({ section: 'redFlags', statement: 'Your data may be sold.', severity: 'medium', start: 1 }),
          finding({ section: 'redFlags', statement: 'Your data may be sold.', severity: 'high', start: 9 }),
        ],
      },
      'redFlags',
    );
    expect(items[0]?.severity).toBe('high');
  });

  it('returns nothing for red flags absent on lower plans', () => {
    expect(buildSectionItems(empty, 'redFlags')).toEqual([]);
  });
});
