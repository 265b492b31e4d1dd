import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { statementsIn } from '../testing/section-statements';

// Short passages written for these tests, in the wording policies use.
const collected = statementsIn('dataCollection');

describe('trackers that cookie controls do not reach', () => {
  it('reports Flash cookies and says when deleting cookies leaves them', () => {
    expect(
      collected(
        'We use Flash objects to recognise your device when you return to the site. Deleting cookies does not delete Flash objects.',
      ),
    ).toEqual(['Uses tracking technologies besides cookies (Flash cookies).']);
    expect(
      collected(
        'We use Flash objects to recognise your device, and deleting cookies does not delete Flash objects.',
      ),
    ).toEqual([
      'Uses tracking technologies besides cookies (Flash cookies), which deleting your cookies does not remove.',
    ]);
  });

  it('reports HTML5 local storage, cache tags and fingerprinting the site uses', () => {
    expect(
      collected('We may store information on your device using HTML5 local storage and application caches.'),
    ).toEqual(['Uses tracking technologies besides cookies (HTML5 local storage and application caches).']);
    expect(collected('We may use ETags and browser cache to recognise your browser.')).toEqual([
      'Uses tracking technologies besides cookies (browser cache tags).',
    ]);
    expect(collected('We may use device fingerprinting to identify your browser across visits.')).toEqual([
      'Uses tracking technologies besides cookies (device fingerprinting).',
    ]);
  });

  it('does not read the reader’s controls over them as their use (near miss)', () => {
    expect(
      collected(
        'You can disable or delete similar data used by browser add-ons, such as Flash cookies, by changing the add-on settings.',
      ),
    ).toEqual([]);
  });
});

describe('a definition of cookies is not the site using them', () => {
  it('reads no tracking and no device identifiers from a definition', () => {
    const text =
      'A cookie is a small amount of data, which often includes a unique identifier, that a website sends to your browser.';
    expect(analyzeWithBuiltin(text).findings).toEqual([]);
    expect(
      analyzeWithBuiltin('Cookies are small text files that a website stores on your computer.').findings,
    ).toEqual([]);
  });

  it('reads a definition that places them in the service itself as use', () => {
    expect(
      analyzeWithBuiltin(
        'A pixel tag (also known as a web beacon) is a piece of code embedded in the Services that collects information about engagement on the Services.',
      ).findings.map((finding) => finding.statement),
    ).toContain('Uses tracking technologies (web beacons and pixels).');
  });

  it('still reads the site saying it uses them (near miss)', () => {
    expect(collected('We use cookies, which are small text files, to remember your preferences.')).toEqual([
      'Uses tracking technologies (cookies).',
    ]);
  });
});

describe('signing in through another platform', () => {
  it('reports what the platform passes on, not a username and password', () => {
    const text =
      'If you log in with Facebook, we receive your name, profile picture and friends list from Facebook.';
    expect(collected(text)).toEqual([
      'Receives information from another platform you sign in or connect with (your name, your friends list and your profile picture).',
    ]);
    expect(analyzeWithBuiltin(text).tldrSummary).not.toMatch(/address book|login details/);
  });

  it('reads a token from a third-party service and not its password', () => {
    expect(
      collected(
        'You may be required to provide your login information for those services. If you login via a Third Party Service, we will receive an identifying token from that service.',
      ),
    ).toEqual([
      'Receives information from another platform you sign in or connect with (an identifier for your account).',
    ]);
  });

  it('reads the platform’s credentials or account, and a username from that service, as the platform’s', () => {
    for (const text of [
      'You may sign in using your Google account credentials.',
      'Members can log in with their Facebook credentials.',
      'If you connect through a third-party service, we may collect your username and profile details from that service.',
    ])
      expect(collected(text).join(' ')).not.toMatch(/account details|account or registration details/);
    expect(collected('You may sign in using your Google account credentials.')).toEqual([
      'Receives information from another platform you sign in or connect with.',
    ]);
  });

  it('keeps the company’s own account form (near miss)', () => {
    expect(collected('To register, we ask you for a username and password.')).toEqual([
      'Collects account details (username and password).',
    ]);
  });
});
