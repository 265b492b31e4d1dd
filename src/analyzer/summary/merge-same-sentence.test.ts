import { describe, expect, it } from 'vitest';
import type { Finding, Practice } from '../../common/analysis';
import { AGGRESSIVE_SAMPLE_POLICY, CAREFUL_SAMPLE_POLICY } from '../../common/sample-policies';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { toOpp115 } from '../opp115/to-opp115';
import { countRequotes, findSubsumedFlags, joinStatements, mergeSameSentence } from './merge-same-sentence';

const SENTENCE = 'When you order, we record your phone number and the GPS position of your phone.';

type RuleFinding = Finding & { id: string };

function finding(
  id: string,
  section: Finding['section'],
  statement: string,
  practice: Omit<Practice, 'start' | 'end'>,
  confidence = 0.8,
): RuleFinding {
  return {
    id,
    section,
    statement,
    quote: SENTENCE,
    start: 0,
    end: SENTENCE.length,
    category: 'First Party Collection/Use',
    confidence,
    practice: { ...practice, start: 0, end: SENTENCE.length },
  };
}

const collects = (statement: string, dataType: 'contact' | 'location', confidence: number): RuleFinding =>
  finding(dataType, 'dataCollection', statement, { kind: 'collect', dataTypes: [dataType] }, confidence);
const shares = (id: string, statement: string, recipient: 'advertisers' | 'analytics'): RuleFinding =>
  finding(id, 'dataSharing', statement, { kind: 'share', recipients: [recipient] });
const right = (id: string, statement: string, kind: 'access' | 'edit' | 'delete' | 'opt-out'): RuleFinding =>
  finding(id, 'userRights', statement, { kind: 'right', right: kind });
const flag = (
  id: string,
  statement: string,
  severity: Finding['severity'],
  confidence = 0.8,
): RuleFinding => ({
  ...finding(`flag:${id}`, 'redFlags', statement, { kind: 'dispute' }, confidence),
  severity,
});

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
    expect(merged[0]).not.toHaveProperty('id');
  });

  it('leaves findings of other sentences and other sections apart', () => {
    const other = { ...collects('Collects your location (GPS).', 'location', 0.9), start: 100, end: 180 };
    const tracked = flag('location-tracking', 'Tracks your precise location.', 'high');
    const findings = [collects('Collects contact details (phone number).', 'contact', 0.8), other, tracked];
    expect(mergeSameSentence(findings)).toEqual(findings.map(({ id: _id, ...rest }) => rest));
  });

  it('names every recipient of one sentence in one sharing finding', () => {
    const [merged, ...rest] = mergeSameSentence([
      shares('advertisers', 'Shares data with advertisers or advertising networks.', 'advertisers'),
      shares(
        'analytics',
        'Shares data with analytics providers that measure how the service is used.',
        'analytics',
      ),
    ]);
    expect(rest).toEqual([]);
    expect(merged?.statement).toBe(
      'Shares data with advertisers or advertising networks and analytics providers that measure how the service is used.',
    );
    expect(merged?.practice?.recipients).toEqual(['advertisers', 'analytics']);
  });

  it('says once that the data shared is only aggregate, after all its recipients', () => {
    const aggregate = (id: string, who: string, recipient: 'advertisers' | 'analytics'): RuleFinding =>
      shares(
        id,
        `Shares data with ${who}, but only aggregate or anonymous data, not data about you personally, it says.`,
        recipient,
      );
    const [merged] = mergeSameSentence([
      aggregate('aggregate:analytics', 'analytics providers', 'analytics'),
      finding('no-sale', 'dataSharing', 'Says it does not sell your personal data.', { kind: 'not-sell' }),
      aggregate('aggregate:advertisers', 'advertisers or advertising networks', 'advertisers'),
    ]);
    expect(merged?.statement).toBe(
      'Says it does not sell your personal data. Shares data with analytics providers and advertisers or advertising networks, but only aggregate or anonymous data, not data about you personally, it says.',
    );
  });

  it('grants every right of one sentence in one "You can", naming the data once', () => {
    const [merged] = mergeSameSentence([
      right('access', 'You can ask to see (access) the personal data it holds about you.', 'access'),
      right('deletion', 'You can ask for your personal data or account to be deleted.', 'delete'),
      right('correction', 'You can correct or update your personal data.', 'edit'),
      right('opt-out-marketing', 'You can unsubscribe from marketing emails and messages.', 'opt-out'),
    ]);
    expect(merged?.statement).toBe(
      'You can ask to see (access) the personal data it holds about you, correct or update it, ask for it or your account to be deleted and unsubscribe from marketing emails and messages.',
    );
  });

  it('says once to whom the rights of one sentence belong', () => {
    const [merged] = mergeSameSentence([
      right(
        'correction',
        'You can correct or update your personal data. Only California residents have this right.',
        'edit',
      ),
      right(
        'deletion',
        'You can ask for your personal data or account to be deleted. Only California residents have this right.',
        'delete',
      ),
    ]);
    expect(merged?.statement).toBe(
      'You can correct or update your personal data and ask for it or your account to be deleted. Only California residents have these rights.',
    );
  });

  it('keeps a security promise and its caveat in one restriction', () => {
    const [merged] = mergeSameSentence([
      finding('security', 'restrictions', 'Says it protects data with security measures (encryption).', {
        kind: 'security',
      }),
      finding(
        'no-security-guarantee',
        'restrictions',
        'Warns that no security is perfect, so it cannot guarantee your data is safe.',
        { kind: 'security' },
      ),
    ]);
    expect(merged?.statement).toBe(
      'Says it protects data with security measures (encryption), but warns that no security is perfect, so it cannot guarantee your data is safe.',
    );
  });

  it('keeps each red flag of a sentence as a sentence of its own, the worst first, at the worst severity', () => {
    const [merged] = mergeSameSentence([
      flag('marketing-use', 'Your data is used to send you marketing.', 'low', 0.95),
      flag('cross-site-tracking', 'You may be tracked across other websites.', 'high', 0.7),
    ]);
    expect(merged?.statement).toBe(
      'You may be tracked across other websites. Your data is used to send you marketing.',
    );
    expect(merged?.severity).toBe('high');
    expect(merged?.confidence).toBe(0.95);
  });
});

describe('findSubsumedFlags', () => {
  it('finds a flag another flag on its sentence already says, and only on that sentence', () => {
    const sale = flag('sells-data', 'Your data may be sold.', 'blocker');
    const sharing = flag('broad-third-party-sharing', 'Your data is shared for their own use.', 'medium');
    const sharingElsewhere = { ...sharing, start: 200, end: 260 };
    // Ads aimed at you on other websites do not say the ads here are personalised: both stay.
    const targeted = flag('targeted-advertising', 'Ads are personalised.', 'high');
    const elsewhere = flag('ads-on-other-sites', 'Ads follow you on other websites.', 'high');
    expect(findSubsumedFlags([sale, sharing, targeted, elsewhere])).toEqual(new Set([sharing]));
    expect(findSubsumedFlags([sale, sharingElsewhere])).toEqual(new Set());
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

  it('lists cookies and the trackers besides them once, unless deleting cookies is said to leave them', () => {
    expect(
      joinStatements([
        'Uses tracking technologies (cookies and web beacons).',
        'Uses tracking technologies besides cookies (Flash cookies and HTML5 local storage).',
      ]),
    ).toBe('Uses tracking technologies (cookies, web beacons, Flash cookies and HTML5 local storage).');
    expect(
      joinStatements([
        'Uses tracking technologies (cookies).',
        'Uses tracking technologies besides cookies (Flash cookies), which deleting your cookies does not remove.',
      ]),
    ).toBe(
      'Uses tracking technologies (cookies). Uses tracking technologies besides cookies (Flash cookies), which deleting your cookies does not remove.',
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

  it('quotes each sentence once per section in every sample policy', () => {
    const policies = [policy, AGGRESSIVE_SAMPLE_POLICY, CAREFUL_SAMPLE_POLICY];
    for (const text of policies)
      expect(countRequotes(analyzeWithBuiltin(text).findings)).toEqual({
        dataCollection: 0,
        dataSharing: 0,
        userRights: 0,
        restrictions: 0,
        redFlags: 0,
      });
  });

  it('merges the recipients and rights one sentence names, and keeps every one as a practice', () => {
    const text = [
      'Privacy notice of the Example Bakery app.',
      'We may share your purchase history with advertising networks and analytics providers.',
      'You may access, correct or delete your personal information at any time in your account settings.',
    ].join('\n\n');
    const result = analyzeWithBuiltin(text);
    const sharing = result.findings.filter((finding) => finding.section === 'dataSharing');
    expect(sharing).toHaveLength(1);
    expect(sharing[0]?.statement).toMatch(/^Shares data with advertisers .* and analytics providers/);
    const rights = result.findings.filter((finding) => finding.section === 'userRights');
    expect(rights).toHaveLength(1);
    expect(rights[0]?.statement).toMatch(
      /^You can ask to see \(access\) .*, correct or update it and ask for it/,
    );
    const granted = result.practices
      .filter((practice) => practice.kind === 'right')
      .map((practice) => practice.right);
    expect(granted).toEqual(expect.arrayContaining(['access', 'edit', 'delete']));
    const recipients = result.practices.flatMap((practice) =>
      practice.kind === 'share' ? (practice.recipients ?? []) : [],
    );
    expect(recipients).toEqual(expect.arrayContaining(['advertisers', 'analytics']));
  });
});
