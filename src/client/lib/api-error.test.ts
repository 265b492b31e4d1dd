import { describe, expect, it } from 'vitest';
import { getApiErrorMessage } from './get-api-error-message';

describe('getApiErrorMessage', () => {
  it("reads the server's error sentence", () => {
    expect(getApiErrorMessage(new Error('401: {"error":"Invalid email or password"}'), 'x')).toBe(
      'Invalid email or password',
    );
  });

  it.each([
    [new Error('502: Bad Gateway')],
    [new Error('Failed to fetch')],
    [new Error('500: {"error":""}')],
    ['not an error'],
  ])('falls back for %s', (error) => {
    expect(getApiErrorMessage(error, 'Please try again.')).toBe('Please try again.');
  });
});
