import { describe, expect, it } from 'vitest';
import { classifySegments } from './classify-segments';

const AUDIENCES = 'International and Specific Audiences';

describe('classifySegments: specific audiences', () => {
  it('does not read a place named in passing as an audience', () => {
    const [office, links] = classifySegments([
      'Our European office is at 10 Example Street, London, UK.',
      'For more information about interest-based ads in Europe, visit a European industry site.',
    ]);
    expect(office).not.toContain(AUDIENCES);
    expect(links).not.toContain(AUDIENCES);
  });

  it('reads the people of a place, or its data protection law, as an audience', () => {
    const results = classifySegments([
      'If you are located in the European Economic Area, you have additional rights described below.',
      'EU users may ask us for a copy of their data.',
      'Visitors from Canada may contact our Toronto office with questions.',
      'Under the GDPR, we rely on legitimate interests for this processing.',
    ]);
    for (const categories of results) expect(categories).toContain(AUDIENCES);
  });
});

describe('classifySegments on typographic text', () => {
  it('reads curly apostrophes as analyzeWithBuiltin does: the categories of the ASCII twin', () => {
    const straight = [
      "We don't track you across other websites.",
      "If you don't opt out, we'll share your information with our advertising partners.",
      "You can't opt out of the sale of your personal information.",
    ];
    const curly = straight.map((text) => text.replace(/'/g, '\u2019'));
    expect(classifySegments(straight)[0]).toContain('Do Not Track');
    expect(classifySegments(curly)).toEqual(classifySegments(straight));
  });
});
