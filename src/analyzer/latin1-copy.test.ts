import { describe, expect, it } from 'vitest';
import { STAND_IN, latin1Copy } from './latin1-copy';

const standIn = String.fromCharCode(STAND_IN);

describe('latin1Copy', () => {
  it('returns a Latin-1 text itself', () => {
    const text = 'We collect your name.\n\n- Résumés and « quotes » stay as\u00a0they are.';
    expect(latin1Copy(text)).toBe(text);
    expect(latin1Copy('')).toBe('');
  });

  it('keeps the length and every unit at or below U+00FF', () => {
    const text = `We don’t sell “your data” – ever… ™ 😀 Łódź\u200b\u2028${'x'.repeat(20_000)}’`;
    const copy = latin1Copy(text);
    expect(copy).toHaveLength(text.length);
    expect([...copy].every((char) => char.charCodeAt(0) <= 0xff)).toBe(true);
    expect(copy.endsWith("x'")).toBe(true);
  });

  it('turns typographic quotes, apostrophes and dashes into the ASCII ones', () => {
    expect(latin1Copy('We don’t share ‘your’ “data” „here‟ – or — here ‐ there ‑ − 5')).toBe(
      `We don't share 'your' "data" "here" - or - here - there - - 5`,
    );
  });

  it('turns the bullets the list marker knows into bullets it treats the same way', () => {
    expect(latin1Copy('• one\n▪ two\n◦ three\n‣ four\n● five\n○ six\n■ seven\n□ eight')).toBe(
      '* one\n· two\n· three\n· four\n· five\n· six\n· seven\n· eight',
    );
  });

  it('keeps white space white space, and line separators line terminators', () => {
    const copy = latin1Copy('a\u2009b\u202fc\u3000d\ufeffe\u2028f\u2029g');
    expect(copy).toBe('a\u00a0b\u00a0c\u00a0d\u00a0e\rf\rg');
    expect(/^(?:\w\s)+\w$/.test(copy)).toBe(true);
  });

  it('replaces anything else with one stand-in that is neither a word character nor a space', () => {
    expect(latin1Copy('Acme™ … ok\u200b 😀 Ł')).toBe(
      `Acme${standIn} ${standIn} ok${standIn} ${standIn}${standIn} ${standIn}`,
    );
    expect(/[\w\s]/.test(standIn)).toBe(false);
    expect(standIn.toLowerCase()).toBe(standIn);
    expect(/\bok\b/.test(latin1Copy('ok\u200b'))).toBe(true);
  });
});
