import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { DEFAULT_MODELS } from './provider-config';
import type { LlmProviderConfig } from './provider-config';

export function resolveModelId(config: LlmProviderConfig): string {
  const model = config.model ?? DEFAULT_MODELS[config.provider];
  if (!model) throw new Error(`ANALYZER_MODEL is required for the ${config.provider} provider`);
  return model;
}

export function createLanguageModel(config: LlmProviderConfig): LanguageModel {
  const modelId = resolveModelId(config);
  switch (config.provider) {
    case 'openai':
      // .chat(): the chat-completions API, which every OpenAI-compatible server also speaks.
      return createOpenAI({
        apiKey: config.apiKey,
        ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
      }).chat(modelId);
    case 'anthropic':
      return createAnthropic({
        apiKey: config.apiKey,
        ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
      })(modelId);
    case 'openai-compatible': {
      if (!config.baseUrl)
        throw new Error('ANALYZER_BASE_URL is required for the openai-compatible provider');
      // supportsStructuredOutputs sends our JSON schema as response_format, so the server constrains its answer.
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl,
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(modelId);
    }
  }
}
