import { describe, expect, it } from 'vitest';
import type { Finding, Practice } from '../../common/analysis';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { findContradictions } from './contradictions';
import { resolveContradictions } from './resolve-contradictions';

const practicesOf = (text: string): Practice[] => analyzeWithBuiltin(text).practices;
const kinds = (text: string): string[] => practicesOf(text).map((practice) => practice.kind);

describe('practices read from sentences', () => {
  it('reads what is collected and why, with only the items the sentence names', () => {
    const [collect] = practicesOf(
      'We collect your email address and your IP address so that we can personalize the content you see.',
    ).filter((practice) => practice.kind === 'collect');
    expect(collect?.dataTypes).toEqual(expect.arrayContaining(['contact', 'device']));
    expect(collect?.dataTypes).not.toContain('location');
    expect(collect?.purposes).toContain('personalization');
  });

  it('reads who receives data and why, and a denial of sharing as a practice of its own', () => {
    const shared = practicesOf(
      'We may share your information with law enforcement agencies when we are required by law to do so.',
    ).find((practice) => practice.kind === 'share');
    expect(shared?.recipients).toContain('authorities');
    expect(shared?.purposes).toContain('legal');
    const denied = practicesOf(
      'We never share your personal information with third parties for their marketing.',
    );
    expect(denied.map((practice) => practice.kind)).toContain('not-share');
    expect(denied.map((practice) => practice.kind)).not.toContain('share');
  });

  it('does not count aggregate or anonymous data as personal data', () => {
    expect(
      kinds('We may share aggregated, anonymous statistics about our visitors with third parties.'),
    ).not.toContain('share');
  });

  it('does not call a disclosure of personal and anonymous data aggregate-only', () => {
    // Personal data named beside the anonymous kind, in one list: the sentence is about both.
    for (const text of [
      'We may have to disclose your personal and non-personal information to the police when a court orders it.',
      'We may disclose personal information or aggregate data to regulators when the law requires it.',
    ]) {
      const result = analyzeWithBuiltin(text);
      expect(result.dataSharing.join('\n'), text).toMatch(/authorities/);
      expect(result.dataSharing.join('\n'), text).not.toMatch(/only aggregate or anonymous/);
      expect(result.tldrSummary, text).not.toMatch(/only aggregate or anonymous data/);
      expect(kinds(text), text).toContain('share');
    }
    // Near miss: only the anonymous kind is named, or it describes the personal data.
    for (const text of [
      'We may disclose aggregate, non-personal information to the police when a court orders it.',
      'We may disclose aggregated personal information to regulators when the law requires it.',
    ]) {
      const result = analyzeWithBuiltin(text);
      expect(result.dataSharing.join('\n'), text).toMatch(/authorities.*only aggregate or anonymous data/);
      expect(kinds(text), text).not.toContain('share');
    }
  });

  it('reads aggregating your personal information and handing it over as sharing personal data', () => {
    // "Aggregate" as a verb on your data combines it; only an aggregate or de-identified output is anonymous.
    expect(kinds('We may aggregate your personal information and disclose it to advertisers.')).toContain(
      'share',
    );
    for (const text of [
      'We may aggregate your personal information with that of other customers and share only the aggregated results with advertisers.',
      'We may aggregate your personal information and disclose it to advertisers in a form that does not identify you.',
    ])
      expect(kinds(text), text).not.toContain('share');
  });

  it('says to whom a right applies', () => {
    const right = practicesOf(
      'If you are a California resident, you may request access to the personal information we hold about you.',
    ).find((practice) => practice.kind === 'right');
    expect(right).toMatchObject({ right: 'access', appliesTo: 'california-residents' });
    const parents = practicesOf(
      'Parents can review and delete the information collected from their child by contacting us.',
    ).filter((practice) => practice.kind === 'right');
    expect(parents.every((practice) => practice.appliesTo === 'parents')).toBe(true);
    expect(parents.length).toBeGreaterThan(0);
  });

  it("reads rights granted to residents of US states with privacy laws as theirs, not everyone's", () => {
    for (const text of [
      'If you live in a US state with a consumer privacy law, you may opt out of targeted advertising.',
      'Residents of Virginia, Colorado and California may request access to their personal information.',
    ]) {
      const rights = practicesOf(text).filter((practice) => practice.kind === 'right');
      expect(rights.length, text).toBeGreaterThan(0);
      expect(
        rights.every((practice) => practice.appliesTo === 'us-state-residents'),
        text,
      ).toBe(true);
    }
  });

  it('reads choices, retention, security, change notices, Do Not Track and audiences', () => {
    const text = [
      'You can opt out of interest-based advertising by visiting the opt-out page at www.aboutads.info.',
      'We keep your order history for seven years, and other data only as long as necessary.',
      'We use SSL encryption to protect your payment details while they are transmitted.',
      'If we make material changes to this policy, we will notify you by email.',
      'Our site does not respond to Do Not Track signals at this time.',
      'Our services are not directed to children under the age of 13.',
    ].join('\n\n');
    const practices = practicesOf(text);
    expect(practices).toContainEqual(expect.objectContaining({ kind: 'choice', choice: 'opt-out-link' }));
    expect(practices).toContainEqual(
      expect.objectContaining({ kind: 'retention', retention: 'stated-period', period: 'seven years' }),
    );
    expect(practices).toContainEqual(
      expect.objectContaining({ kind: 'security', measure: 'secure-transfer' }),
    );
    expect(practices).toContainEqual(expect.objectContaining({ kind: 'change-notice', notice: 'personal' }));
    expect(practices).toContainEqual(expect.objectContaining({ kind: 'dnt', dnt: 'not-honoured' }));
    expect(practices).toContainEqual(expect.objectContaining({ kind: 'audience', audience: 'children' }));
  });

  it('reads Do Not Track only where the company says what it does with the signal', () => {
    const dnt = (sentence: string): string[] =>
      practicesOf(sentence).flatMap((practice) => (practice.kind === 'dnt' ? [practice.dnt ?? ''] : []));
    expect(
      dnt('Several web browsers let you switch on a Do Not Track setting for the sites you visit.'),
    ).toEqual([]);
    expect(dnt('State law asks us to explain how we respond to Do Not Track requests.')).toEqual([]);
    expect(
      dnt(
        'We do not currently support browser Do Not Track settings, and we do not alter our practices for them.',
      ),
    ).toEqual(['not-honoured']);
    expect(dnt('At present we take no action when a browser sends a Do Not Track signal.')).toEqual([
      'not-honoured',
    ]);
    expect(dnt('Our servers may not respond to Do Not Track headers from every browser.')).toEqual([
      'unclear',
    ]);
    expect(
      dnt('When your browser sends a Do Not Track signal, we honor it and stop behavioral tracking.'),
    ).toEqual(['honoured']);
  });

  it('reads a retention period only where data is kept or deleted', () => {
    const retention = (sentence: string): Practice[] =>
      practicesOf(sentence).filter((practice) => practice.kind === 'retention' && practice.retention);
    expect(retention('Please keep in mind that answering your letter can take up to six weeks.')).toEqual([]);
    expect(retention('We answer every request to correct your details within 30 days.')).toEqual([]);
    expect(
      retention('A persistent cookie stays on your computer until it expires or you remove it.'),
    ).toEqual([]);
    expect(retention('When you edit your profile, we keep a copy of the earlier version.')).toEqual([]);
    expect(retention('We delete the server logs that hold your IP address after 90 days.')).toEqual([
      expect.objectContaining({ retention: 'stated-period', period: '90 days' }),
    ]);
    expect(retention('We store your messages until you close your account.')).toEqual([
      expect.objectContaining({ retention: 'limited' }),
    ]);
    expect(retention('Your donation records are kept indefinitely for our archives.')).toEqual([
      expect.objectContaining({ retention: 'indefinite' }),
    ]);
  });

  it('reads the data a company says it does not collect, and only that', () => {
    const notCollected = (sentence: string): string[] =>
      practicesOf(sentence).flatMap((practice) =>
        practice.kind === 'not-collect' ? (practice.dataTypes ?? []) : [],
      );
    expect(notCollected('We do not, however, collect the IP address of your computer.')).toContain('device');
    // Cookies are the instrument here, personal information what is not collected.
    expect(notCollected('Our website does not use cookies to collect personal information.')).toEqual([
      'generic',
    ]);
    expect(notCollected('We do not rent your email address to anyone.')).toEqual([]);
    expect(notCollected('We do not knowingly collect personal information from children under 13.')).toEqual(
      [],
    );
    expect(notCollected('Our advertising partners will not collect your name or phone number.')).toEqual([]);
    expect(
      notCollected('We do not collect personal information unless you choose to give it to us.'),
    ).toEqual([]);
    expect(notCollected('If you turn location services off, we will not collect your location.')).toEqual([]);
  });

  it('reads a choice only where the reader is offered one', () => {
    const choices = (sentence: string): string[] =>
      practicesOf(sentence).flatMap((practice) =>
        practice.kind === 'choice' ? [practice.choice ?? ''] : [],
      );
    expect(
      choices('If you have any questions about this policy, please contact us at help@example.org.'),
    ).toEqual([]);
    expect(choices('To stop receiving our newsletter, write to us at the address below.')).toContain(
      'contact-company',
    );
    expect(choices('You may choose to upload a photo to your public profile.')).not.toContain('stop-using');
    expect(choices('If you refuse cookies, you may not be able to use parts of the site.')).toContain(
      'stop-using',
    );
    expect(choices('Please read the privacy policies of any third-party sites before you use them.')).toEqual(
      [],
    );
    expect(choices('You can change Google’s ad settings to limit the ads it shows you.')).toContain(
      'third-party-controls',
    );
  });

  it('reads security measures only in sentences about protecting data', () => {
    const measures = (sentence: string): string[] =>
      practicesOf(sentence).flatMap((practice) =>
        practice.kind === 'security' ? [practice.measure ?? ''] : [],
      );
    expect(measures('When you write to us, include the user name and password of your account.')).toEqual([]);
    expect(measures('Firewalls and encryption protect the servers that hold your records.')).toEqual(
      expect.arrayContaining(['secure-storage', 'secure-transfer']),
    );
    expect(
      measures('Our safeguards are designed to prevent unauthorized access to your account data.'),
    ).toContain('access-limitation');
  });

  it('reads how changes are announced from the sentence, not from the mere right to change', () => {
    const notices = (sentence: string): string[] =>
      practicesOf(sentence).flatMap((practice) =>
        practice.kind === 'change-notice' && practice.notice ? [practice.notice] : [],
      );
    expect(notices('We reserve the right to change this privacy policy at any time.')).toEqual([]);
    expect(notices('Any such changes will be posted on this page.')).toEqual(['in-policy']);
    expect(notices('We will post the revised privacy policy on our website.')).toEqual(['on-website']);
    expect(notices('We will tell you about changes to this policy by posting them here.')).toEqual([
      'in-policy',
    ]);
    expect(notices('If this policy changes materially, we will send you an email.')).toEqual(['personal']);
  });

  it('reads survey answers and demographics as data, not the words "surveys" and "interests"', () => {
    const shared = (sentence: string): string[] =>
      practicesOf(sentence).flatMap((practice) =>
        practice.kind === 'share' ? (practice.dataTypes ?? []) : [],
      );
    expect(shared('We share your name with sponsors of the contests and surveys you enter.')).not.toContain(
      'survey',
    );
    expect(shared('We may share your survey responses with our business partners.')).toContain('survey');
    expect(
      shared('We share your email address with advertisers who show ads that match your interests.'),
    ).not.toContain('demographics');
  });

  it('reads a right only where the reader holds it', () => {
    const rights = (sentence: string): string[] =>
      practicesOf(sentence).flatMap((practice) => (practice.kind === 'right' ? [practice.right ?? ''] : []));
    expect(rights('We reserve the right to access and remove any content that breaks our rules.')).toEqual(
      [],
    );
    expect(rights('Anyone who uses your computer may be able to view your saved account details.')).toEqual(
      [],
    );
    expect(rights('You can switch off JavaScript in your browser and deactivate it again later.')).toEqual(
      [],
    );
    expect(rights('You can delete cookies in your browser at any time.')).not.toContain('delete');
    expect(rights('You may view and update the information in your profile at any time.')).toEqual(
      expect.arrayContaining(['access', 'edit']),
    );
    expect(rights('We will remove your data from our records if you request it by email.')).toContain(
      'delete',
    );
  });

  it('reads no sharing from a denial of another verb, and a request as no denial', () => {
    const sharing = (sentence: string): string[] =>
      practicesOf(sentence).flatMap((practice) =>
        ['share', 'not-share', 'sell', 'not-sell'].includes(practice.kind) ? [practice.kind] : [],
      );
    expect(sharing('We are not responsible for the privacy practices of third parties.')).toEqual([]);
    expect(sharing('We do not share your email address with third parties.')).toEqual(['not-share']);
    expect(
      sharing('You can ask that we not share your details with third parties for their marketing.'),
    ).not.toContain('not-share');
  });

  it('keeps the reasons for disclosure apart from the reasons for collection', () => {
    const practices = practicesOf(
      'We may disclose your name and email address to the police when required by law or to a buyer of our business.',
    );
    const collected = practices.filter((practice) => practice.kind === 'collect');
    expect(collected.flatMap((practice) => practice.purposes ?? [])).not.toContain('legal');
    expect(collected.flatMap((practice) => practice.purposes ?? [])).not.toContain('merger');
    expect(
      practices
        .filter((practice) => practice.kind === 'share')
        .flatMap((practice) => practice.purposes ?? []),
    ).toContain('legal');
    const ads = practicesOf(
      'We share your browsing history with advertisers to show you ads tailored to your interests.',
    );
    const purposes = ads.flatMap((practice) => practice.purposes ?? []);
    expect(purposes).toContain('advertising');
    expect(purposes).not.toContain('personalization');
  });

  it('points every practice at the sentence it was read from', () => {
    const text = 'About us.\n\nWe collect your phone number to confirm your orders. We do not sell it.';
    for (const practice of practicesOf(text)) {
      const sentence = text.slice(practice.start, practice.end);
      expect(sentence).toMatch(/^We .*\.$/);
    }
  });
});

const finding = (
  statement: string,
  practice: Omit<Practice, 'start' | 'end'>,
  confidence: number,
  start: number,
): Finding => ({
  section: 'dataSharing',
  statement,
  quote: 'x',
  start,
  end: start + 1,
  category: 'Third Party Sharing/Collection',
  confidence,
  practice: { ...practice, start, end: start + 1 },
});

describe('a report never holds a practice and its denial', () => {
  it('narrows a promise that the policy contradicts elsewhere', () => {
    const findings = [
      finding('Shares data with advertisers.', { kind: 'share', recipients: ['advertisers'] }, 0.9, 0),
      finding(
        'Says it does not share with advertisers.',
        { kind: 'not-share', recipients: ['advertisers'] },
        0.9,
        5,
      ),
    ];
    expect(findContradictions(findings)).toHaveLength(1);
    const resolved = resolveContradictions(findings);
    expect(findContradictions(resolved)).toHaveLength(0);
    expect(resolved).toHaveLength(2);
    expect(resolved[1]?.statement).toMatch(/^Says it does not share some of your data/);
  });

  it('keeps the more certain of two findings that cannot both hold', () => {
    const findings = [
      finding('Honours Do Not Track.', { kind: 'dnt', dnt: 'honoured' }, 0.6, 0),
      finding('Ignores Do Not Track.', { kind: 'dnt', dnt: 'not-honoured' }, 0.9, 5),
    ];
    expect(resolveContradictions(findings).map((kept) => kept.statement)).toEqual(['Ignores Do Not Track.']);
  });

  it('holds for a policy that both promises and breaks the promise', () => {
    const text = [
      'We do not share your personal information with advertisers.',
      'We share your browsing history with advertising networks so they can show you ads.',
    ].join('\n\n');
    expect(findContradictions(analyzeWithBuiltin(text).findings)).toEqual([]);
  });
});

describe('access and sources (fresh-review faults (3))', () => {
  it('does not read being locked out of your account as having no right of access', () => {
    const text =
      'If you cannot sign in or you do not have access to your account any more, please e-mail our support desk and include your nickname.';
    expect(practicesOf(text).filter((practice) => practice.right === 'access')).toEqual([]);
    // Near miss: a right of access denied.
    const denied = practicesOf('You may not access or review the records we keep about you.');
    expect(denied.some((practice) => practice.kind === 'no-right' && practice.right === 'access')).toBe(true);
  });

  it('does not read third-party sources as recipients', () => {
    const text =
      'To keep the service safe we combine personal details, collected online and offline, including information from third party sources.';
    expect(practicesOf(text).filter((practice) => practice.kind === 'share')).toEqual([]);
    // Near miss: the same sources, and data given to third parties.
    const shared = practicesOf(
      'We combine information from third party sources with your profile and share the result with third parties.',
    ).find((practice) => practice.kind === 'share');
    expect(shared?.recipients).toContain('third-parties');
  });
});
