import { describe, expect, it } from 'vitest';
import { describeAnalysisJob, formatElapsed } from './describe-analysis-job';

describe('formatElapsed', () => {
  it('shows minutes and zero-padded seconds', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(7_900)).toBe('0:07');
    expect(formatElapsed(102_000)).toBe('1:42');
    expect(formatElapsed(-5)).toBe('0:00');
  });
});

describe('describeAnalysisJob', () => {
  it('tells a first wait from a retry, and counts attempts while analysing again', () => {
    expect(describeAnalysisJob({ status: 'queued', attempts: 0, maxAttempts: 3 }).label).toBe('Queued');
    expect(describeAnalysisJob({ status: 'queued', attempts: 1, maxAttempts: 3 })).toEqual({
      label: 'Retrying',
      detail: 'The last attempt did not finish; attempt 2 of 3 starts in a moment.',
    });
    expect(describeAnalysisJob({ status: 'running', attempts: 1, maxAttempts: 3 }).detail).toBe(
      'The AI model is reading your policy.',
    );
    expect(describeAnalysisJob({ status: 'running', attempts: 2, maxAttempts: 3 }).detail).toContain(
      'attempt 2 of 3',
    );
  });
});
