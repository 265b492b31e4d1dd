import { describe, expect, it } from 'vitest';
import { getApiErrorMessage, readApiError } from './api-error';

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

describe('readApiError', () => {
  it('reads the status and the server message', () => {
    expect(readApiError(new Error('429: {"error":"Your Free plan includes 1 analysis per month."}'))).toEqual(
      {
        status: 429,
        message: 'Your Free plan includes 1 analysis per month.',
      },
    );
  });

  it('keeps the status but no message for a body that is not the JSON error shape', () => {
    expect(readApiError(new Error('502: <html>Bad gateway</html>'))).toEqual({ status: 502, message: null });
    expect(readApiError(new Error('400: {"message":"x"}'))).toEqual({ status: 400, message: null });
  });

  it('gives nothing for a network failure or a non-error', () => {
    expect(readApiError(new TypeError('Failed to fetch'))).toEqual({ status: null, message: null });
    expect(readApiError('boom')).toEqual({ status: null, message: null });
  });
});
