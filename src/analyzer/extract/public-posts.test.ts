import { describe, expect, it } from 'vitest';
import { statementsIn } from '../testing/section-statements';

// Sentences written for these tests, in the wordings US policies use for public posting.
const sharing = statementsIn('dataSharing');

describe('what you post in public areas', () => {
  it('reads "will be publicly available" with no verb of sharing', () => {
    expect(
      sharing(
        'Keep in mind that anything you post or upload to our website will be publicly available to its visitors.',
      ),
    ).toEqual(['What you post on the service can be seen by anyone.']);
  });

  it('names the places, the onlookers and what they may do, as the sentence says', () => {
    expect(
      sharing(
        'If you write in our discussion boards or chat rooms, the personal details you submit there can be read, collected and used by other members and may lead to unwanted messages.',
      ),
    ).toEqual([
      'What you post in public areas (discussion boards and chat rooms) can be seen by other users, and others may collect and use it; it may bring unsolicited messages.',
    ]);
    expect(
      sharing('Reader comments left under our stories are public, and anyone may copy and reuse them.'),
    ).toEqual(['What you post in public areas (comments) can be seen by anyone, and others may copy it.']);
  });

  it('reads "becomes available to the public" and "is not private"', () => {
    expect(sharing('Any review you submit for a product becomes available to the public.')).toEqual([
      'What you post in public areas (reviews) can be seen by anyone.',
    ]);
    expect(sharing('Messages you post in our community are not private, even in small groups.')).toEqual([
      'What you post in public areas (community pages) can be seen by others.',
    ]);
  });

  it('says a public profile is seen, where the profile is all the sentence names', () => {
    expect(sharing('Your photo and city appear on your public profile, which other users can see.')).toEqual([
      'Your public profile can be seen by other users.',
    ]);
  });

  it('does not read the company collecting what you post as others collecting it', () => {
    expect(sharing('We collect information you post in a public space on our site.').join(' ')).not.toMatch(
      /others may collect/,
    );
  });

  // Near misses: the words of the rule about something else.
  it('reads no public posting in data got from public sources, a purpose or an uptime promise', () => {
    expect(
      sharing(
        'We may add publicly available information about you from other sources, such as property records.',
      ),
    ).toEqual([]);
    expect(
      sharing('We use your data for allowing you to participate in the public areas of the site.'),
    ).toEqual([]);
    expect(
      sharing(
        'We monitor traffic to spot attempts to upload harmful code so that the service remains available to all users.',
      ),
    ).toEqual([]);
    expect(sharing('Your email address will not be displayed publicly on the forums.')).toEqual([]);
  });
});
