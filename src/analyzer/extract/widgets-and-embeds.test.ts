import { describe, expect, it } from 'vitest';
import { analyzeWithBuiltin } from '../analyze-with-builtin';

// Short passages written for these tests (fix-z, round (9) classes 6 and 7), in the wording policies use.
const inSection = (text: string, section: string): { statement: string; quote: string }[] =>
  analyzeWithBuiltin(text).findings.filter((finding) => finding.section === section);

const WIDGETS = [
  'Our site offers social sharing buttons, such as a Like button, and small programs from other companies.',
  'These features may collect your IP address and the page you are reading, and may set a cookie so that they work.',
  'The buttons and programs are hosted either by the other company or on our own site.',
].join(' ');

describe("other companies' widgets and embedded videos", () => {
  it('the social-widget finding quotes the sentence saying what the widgets collect', () => {
    const widgets = inSection(WIDGETS, 'dataSharing').filter((finding) =>
      finding.statement.startsWith("Social networks' buttons and widgets"),
    );
    expect(widgets).toHaveLength(1);
    expect(widgets[0]?.quote).toMatch(/^These features may collect/);
    expect(widgets[0]?.statement).toMatch(/can collect data about your visit themselves/);
  });

  it("what the widgets collect is not the company's own collection, nor its device logging", () => {
    const collected = inSection(WIDGETS, 'dataCollection').map((finding) => finding.quote);
    expect(collected.join(' ')).not.toMatch(/These features may collect/);
    const flags = inSection(WIDGETS, 'redFlags').map((finding) => finding.statement);
    expect(flags.join(' ')).not.toMatch(/recorded automatically/);
    // Near miss: the company's own verb.
    expect(
      inSection(
        'We use social plug-ins and cookies to collect your IP address and browser type.',
        'dataCollection',
      )
        .map((finding) => finding.statement)
        .join(' '),
    ).toMatch(/IP address/);
  });

  it('embedded videos are other companies seeing your visit, not service providers given your data', () => {
    const text = 'Our articles may contain embedded videos from YouTube, which may place their own cookies.';
    const result = analyzeWithBuiltin(text);
    const flags = inSection(text, 'redFlags').map((finding) => finding.statement);
    expect(flags).toContain(
      'Outside companies (YouTube) whose videos or other content are embedded in its pages see your visit and may set their own cookies.',
    );
    expect(result.tldrSummary).not.toMatch(/service providers/);
    // Near miss: service providers the company gives data to, beside a video host.
    const text2 = 'We share your information with service providers who host our embedded videos for us.';
    expect(inSection(text2, 'dataSharing').map((finding) => finding.statement)).toContain(
      'Shares data with service providers that work on its behalf.',
    );
    expect(analyzeWithBuiltin(text2).tldrSummary).toMatch(/shares your personal data with service providers/);
  });
});
