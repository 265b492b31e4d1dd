import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';
import { statementsIn } from '../testing/section-statements';

// Short passages written for these tests, in the wording policies use.
const collected = statementsIn('dataCollection');

describe("children's data", () => {
  it('says a child’s message may be used without the parent, whichever way the consent is worded', () => {
    for (const text of [
      'Whenever our club receives a note from a child aged ten, staff may reply once without any consent from the guardians.',
      'Whenever our club receives a note from a child aged ten, staff may reply once without a parent’s consent.',
    ])
      expect(collected(text), text).toContain(
        "May collect or use personal data from children without a parent's consent.",
      );
    // Near miss: with the parent's consent.
    expect(
      collected(
        'Whenever our club receives a note from a child aged ten, staff reply only with consent from a parent.',
      ),
    ).toContain(
      "May collect personal data about children, given by their parents or with a parent's consent.",
    );
  });

  it('does not read a pointer to another policy on children’s data as collecting it', () => {
    const text =
      "For more about how our junior app gathers details from children, please see that app's own notice.";
    expect(collected(text).join(' ')).not.toContain('children');
    // Near miss: the same subject stated as this service's practice.
    expect(
      collected('Our games collect a first name and age from children to save a high score.').join(' '),
    ).toContain('children');
  });
});

describe('a place is not your location, a purpose is not a data type', () => {
  it('does not read a shop, a room in a building or a contact place as your location', () => {
    for (const text of [
      'We pass your party booking, with your phone number, to the franchised location that hosts it.',
      'Feedback about a particular location is sent on to that store, with the email you give.',
      'Unless you say no, the ward list shows your name and your location in our facility to visitors.',
      'Tell us if you would like letters sent to an alternative address or location.',
    ])
      expect(collected(text).join(' '), text).not.toMatch(/location/);
    // Near miss: where the reader is.
    expect(collected('Our app records your location while you search for shops nearby.').join(' ')).toMatch(
      /location/,
    );
  });

  it('does not read demographic statistics the company produces as demographics collected', () => {
    expect(
      collected('We use these records to compile broad statistical and demographic information.').join(' '),
    ).not.toMatch(/demographic/);
    // Near miss: demographic details asked of the reader.
    expect(
      collected('We collect demographic information from you, such as your age and gender.').join(' '),
    ).toMatch(/demographic/);
  });
});

describe("a shop's address book of delivery addresses is not your contacts", () => {
  it('reads the address book kept with orders and payment settings as saved delivery addresses', () => {
    const text =
      'We store your recent orders, your name and e-mail address, your address book, 1-Click settings and payment settings with your account.';
    expect(collected(text)).toEqual([
      'Collects contact details (name, email address and the delivery addresses you save).',
    ]);
    expect(analyzeWithBuiltin(text).tldrSummary).toContain('It collects contact details.');
  });

  it('keeps the address book on your phone as your contacts (near miss)', () => {
    const text =
      'With your permission, our app may access the address book on your phone so you can invite your friends.';
    expect(collected(text)).toEqual(['Collects your contacts or address book.']);
    expect(analyzeWithBuiltin(text).tldrSummary).toContain('It collects sensitive data (your address book).');
  });
});

describe('a definition of a kind of information collects none of the sensitive kinds it lists', () => {
  it('does not read ethnic origin or health from a definition', () => {
    const text =
      'Demographic information is information about population characteristics, such as your age, gender, race or ethnicity and occupation.';
    expect(collected(text)).toEqual(['Collects demographic details (age and gender).']);
    expect(analyzeWithBuiltin(text).tldrSummary).toContain('It collects demographic details.');
    expect(
      analyzeWithBuiltin(
        'Personal information refers to data such as your name, social security number and medical history.',
      ).findings,
    ).toEqual([]);
  });

  it('still reads them where the definition says the reader gives them (near miss)', () => {
    const text =
      'Demographic information is information you give us when you register, such as your age, gender and ethnic background.';
    expect(collected(text)).toEqual(['Collects demographic details (age, gender and ethnic background).']);
    expect(analyzeWithBuiltin(text).tldrSummary).toContain(
      'It collects sensitive data (ethnic background) as well as demographic details.',
    );
  });
});

describe('cookies whose only stated purpose is your session or sign-in', () => {
  const cookieStatements = (text: string): string[] =>
    analyzeWithBuiltin(text)
      .findings.filter((finding) => finding.section === 'dataCollection' && /cookies/.test(finding.statement))
      .map((finding) => finding.statement);

  it('says what they do instead of calling them tracking', () => {
    expect(
      cookieStatements(
        'The Society uses cookies for the purpose of maintaining your session when you fill in our online forms.',
      ),
    ).toEqual(['Uses cookies to keep your session or sign-in while you use the site.']);
    expect(cookieStatements('We use session cookies to keep you logged in while you use the site.')).toEqual([
      'Uses cookies to keep your session or sign-in while you use the site.',
    ]);
  });

  it('still says tracking when the sentence names another purpose or only the kind (near misses)', () => {
    expect(cookieStatements('We use cookies for analytics and to maintain your session.')).toEqual([
      'Uses tracking technologies (cookies).',
    ]);
    expect(cookieStatements('We use cookies to remember your preferences and keep you logged in.')).toEqual([
      'Uses tracking technologies (cookies).',
    ]);
    expect(cookieStatements('Session cookies we use only collect non-personally identifiable data.')).toEqual(
      ['Uses tracking technologies (cookies).'],
    );
  });
});

describe('a bare geographic item in a list', () => {
  it('is location data', () => {
    expect(
      collected('We collect your name, email address, geographical information and order history.').join(' '),
    ).toMatch(/location/);
    expect(collected('Our logs hold your browser type and geographic region.').join(' ')).toMatch(/location/);
  });
});

describe('data named in a sentence about something else is not collection', () => {
  it('does not read a warning about public posts as collecting what is posted', () => {
    for (const text of [
      'Please remember that anything you post in our forums, such as your name or email address, can be read by other users.',
      'Information such as your name and email address that you include in a public post may be seen by anyone.',
    ])
      expect(collected(text).join(' '), text).not.toMatch(/contact details/);
    // Near miss: the company asks for the name that is then shown.
    expect(
      collected(
        'When you register we ask for your name and email address; your name is visible to other users.',
      ).join(' '),
    ).toMatch(/contact details/);
  });

  it('does not read a reason for using cookies as collecting the data it names', () => {
    expect(
      collected(
        'We use cookies so that you do not have to enter your username and password each time you visit.',
      ),
    ).toEqual(['Uses tracking technologies (cookies).']);
    // Near miss: the sentence says the company collects the data.
    expect(
      collected(
        'We collect your username and password, and we use cookies so you do not have to re-enter them.',
      ).join(' '),
    ).toMatch(/account details/);
  });

  it('does not read what pooled statistics contain as collection', () => {
    for (const text of [
      'Our aggregate statistics may include demographic information such as the age and gender of our visitors.',
      'Aggregated reports may include data such as IP address, browser type and pages visited.',
    ])
      expect(collected(text), text).toEqual([]);
    expect(collected('We collect your age and gender and publish aggregate statistics.').join(' ')).toMatch(
      /demographic/,
    );
  });

  it('says data used to choose ads as that use', () => {
    expect(
      collected('We use information such as your zip code and gender to choose which ads to show you.'),
    ).toEqual(['Uses demographic details (gender and postcode) to choose the ads you see.']);
  });

  it('does not read a place a document is imported from or saved to as your location', () => {
    for (const text of [
      'You can import a document from another location, such as your cloud storage account.',
      'You can upload files from your computer or from another storage location such as Dropbox.',
      'Choose a location to save your document, such as your Google Drive account.',
    ])
      expect(collected(text).join(' '), text).not.toMatch(/location/);
  });
});
