import { describe, expect, it } from 'vitest';
import { CATEGORY_EXAMPLES_FOLDER, parseExampleLines, readExampleFolder } from './example-lines';

describe('hand-written training lines', () => {
  it('reads codes and text, skipping comments and blank lines', () => {
    expect(parseExampleLines('# note\n\nF T | We share your email with our mailer.\n')).toEqual([
      {
        text: 'We share your email with our mailer.',
        labels: ['First Party Collection/Use', 'Third Party Sharing/Collection'],
      },
    ]);
  });

  it('refuses an unknown code or a line without a separator instead of training a wrong label', () => {
    expect(() => parseExampleLines('X | Some sentence.')).toThrow(/Unknown category code "X"/);
    expect(() => parseExampleLines('F Some sentence.')).toThrow(/without " \| "/);
  });

  it('parses every committed example file, each example with text', () => {
    const examples = readExampleFolder(CATEGORY_EXAMPLES_FOLDER);
    expect(examples.length).toBeGreaterThan(500);
    for (const example of examples) expect(example.text.length).toBeGreaterThan(0);
  });
});
