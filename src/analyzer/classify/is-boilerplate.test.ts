import { describe, expect, it } from 'vitest';
import { isBoilerplate } from './is-boilerplate';

describe('isBoilerplate', () => {
  it('treats an overview of the policy questions as boilerplate', () => {
    expect(
      isBoilerplate(
        'This notice answers the following questions: - What do we collect about you? - How do we use it? - Who do we share it with? - How can you change it?',
      ),
    ).toBe(true);
    expect(isBoilerplate('What we collect\nHow we use it\nWho we share it with\nHow to reach us')).toBe(true);
  });

  it('keeps passages that describe practices', () => {
    expect(
      isBoilerplate(
        'We collect your email address when you sign up. We use it to send receipts. You can ask us what we hold, how we use it and who receives it.',
      ),
    ).toBe(false);
    expect(
      isBoilerplate(
        'This policy explains how we collect your name and address when you order, and we keep order records for seven years.',
      ),
    ).toBe(false);
  });
});
