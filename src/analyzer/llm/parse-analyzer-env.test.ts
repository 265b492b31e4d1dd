import { describe, expect, it } from 'vitest';
import { parseAnalyzerEnv } from './parse-analyzer-env';

describe('parseAnalyzerEnv', () => {
  it('defaults to the built-in engine, treating empty strings as missing', () => {
    expect(parseAnalyzerEnv({})).toEqual({ provider: 'builtin' });
    expect(parseAnalyzerEnv({ ANALYZER_PROVIDER: '' })).toEqual({ provider: 'builtin' });
  });

  it('reads an OpenAI-compatible configuration', () => {
    expect(
      parseAnalyzerEnv({
        ANALYZER_PROVIDER: 'openai-compatible',
        ANALYZER_BASE_URL: 'http://127.0.0.1:11434/v1',
        ANALYZER_MODEL: 'llama3.1',
        ANALYZER_TIMEOUT_MS: '30000',
      }),
    ).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      timeoutMs: 30_000,
    });
  });

  it('falls back to the provider key variables', () => {
    expect(parseAnalyzerEnv({ ANALYZER_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' })).toEqual({
      provider: 'openai',
      apiKey: 'sk-test',
    });
    expect(
      parseAnalyzerEnv({ ANALYZER_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'a', ANALYZER_API_KEY: 'b' }),
    ).toEqual({ provider: 'anthropic', apiKey: 'b' });
  });

  it('names the variable that is wrong', () => {
    expect(() => parseAnalyzerEnv({ ANALYZER_PROVIDER: 'gemini' })).toThrow(/ANALYZER_PROVIDER/);
    expect(() => parseAnalyzerEnv({ ANALYZER_PROVIDER: 'openai', ANALYZER_TIMEOUT_MS: 'soon' })).toThrow(
      /ANALYZER_TIMEOUT_MS/,
    );
    expect(() => parseAnalyzerEnv({ ANALYZER_PROVIDER: 'openai-compatible', ANALYZER_MODEL: 'x' })).toThrow(
      /ANALYZER_BASE_URL/,
    );
  });
});
