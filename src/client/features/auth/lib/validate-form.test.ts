import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, registerRequestSchema } from '../../../../common/auth';
import { validateForm } from './validate-form';

describe('validateForm', () => {
  it('gives one message per invalid field, from the shared contract', () => {
    const result = validateForm(registerRequestSchema, { email: 'nope', password: 'short', name: 'A' });
    expect(result).toEqual({
      isValid: false,
      errors: {
        email: AUTH_MESSAGES.invalidEmail,
        password: AUTH_MESSAGES.passwordTooShort,
        name: AUTH_MESSAGES.nameTooShort,
      },
    });
  });

  it('returns the parsed data, trimmed and lower-cased as the server would', () => {
    const result = validateForm(registerRequestSchema, {
      email: ' Ada@Example.com ',
      password: 'correct horse',
      name: ' Ada ',
    });
    expect(result).toEqual({
      isValid: true,
      data: { email: 'ada@example.com', password: 'correct horse', name: 'Ada' },
    });
  });
});
