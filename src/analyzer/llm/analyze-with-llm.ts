import { generateText, Output } from 'ai';
import type { AnalysisResult, Finding, NotStatedItem } from '../../common/analysis';
import { buildResultLists } from '../summary/build-result-lists';
import { buildUserPrompt, SYSTEM_PROMPT } from './build-prompt';
import { chunkPolicy } from './chunk-policy';
import { createLanguageModel, resolveModelId } from './create-language-model';
import { locateQuote, normalizeInput } from './locate-quote';
import { llmAnalysisSchema } from './llm-output-schema';
import type { LlmAnalysis } from './llm-output-schema';
import {
  DEFAULT_CHUNK_CHARACTERS,
  DEFAULT_MAX_RETRIES,
  DEFAULT_RETRY_BASE_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
} from './provider-config';
import type { LlmProviderConfig } from './provider-config';
import { withRetries } from './with-retries';
import { buildRedFlagSentence } from '../summary/build-tldr';

/** Confidence given to a model finding whose quote we verified; models do not report their own. */
const VERIFIED_CONFIDENCE = 0.8;

function mergeNotStated(answers: readonly LlmAnalysis[]): NotStatedItem[] {
  // A topic is missing from the policy only if every part of it is silent on that topic.
  const [first, ...rest] = answers;
  if (!first) return [];
  return first.notStated.filter((item) =>
    rest.every((answer) =>
      answer.notStated.some((other) => other.topic.toLowerCase() === item.topic.toLowerCase()),
    ),
  );
}

function mergeTldr(answers: readonly LlmAnalysis[]): string {
  if (answers.length === 1) return answers[0]?.tldrSummary ?? '';
  const sentences = answers.flatMap(
    (answer) => answer.tldrSummary.match(/[^.!?]+[.!?]+/g) ?? [answer.tldrSummary],
  );
  return sentences
    .slice(0, 4)
    .map((sentence) => sentence.trim())
    .join(' ');
}

/**
 * Analyses with an LLM. Throws on failure (timeout, HTTP errors after retries, invalid output);
 * `analyzePolicy` turns that into a fall-back to the built-in engine.
 */
export async function analyzeWithLlm(text: string, config: LlmProviderConfig): Promise<AnalysisResult> {
  const started = performance.now();
  const model = createLanguageModel(config);
  const signal = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const chunks = chunkPolicy(text, config.chunkCharacters ?? DEFAULT_CHUNK_CHARACTERS);
  const retry = {
    maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES,
    baseDelayMs: config.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS,
    signal,
  };

  const answers = await Promise.all(
    chunks.map((chunk, index) =>
      withRetries(async () => {
        const result = await generateText({
          model,
          system: SYSTEM_PROMPT,
          prompt: buildUserPrompt(chunk, index + 1, chunks.length),
          output: Output.object({ schema: llmAnalysisSchema }),
          maxRetries: 0,
          temperature: 0,
          abortSignal: signal,
        });
        return result.output;
      }, retry),
    ),
  );

  const input = normalizeInput(text);
  const findings: Finding[] = [];
  const seen = new Set<string>();
  let droppedFindings = 0;
  for (const finding of answers.flatMap((answer) => answer.findings)) {
    const located = locateQuote(input, finding.quote);
    if (!located) {
      droppedFindings += 1;
      continue;
    }
    const key = `${finding.section}:${located.start}:${finding.statement.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push({
      section: finding.section,
      statement: finding.statement,
      quote: text.slice(located.start, located.end),
      start: located.start,
      end: located.end,
      category: finding.category,
      ...(finding.section === 'redFlags' ? { severity: finding.severity ?? 'medium' } : {}),
      confidence: VERIFIED_CONFIDENCE,
    });
  }
  findings.sort((left, right) => left.start - right.start);
  // The model writes the overview; the red-flag sentence comes from the verified findings, as in the
  // built-in engine, so plans without red flags can be given the overview alone.
  const overview = mergeTldr(answers);
  return {
    tldrSummary: `${overview} ${buildRedFlagSentence(findings)}`,
    tldrOverview: overview,
    ...buildResultLists(findings),
    findings,
    notStated: mergeNotStated(answers),
    // Practices are read by the built-in engine's rules; the model is not asked for them.
    practices: [],
    meta: {
      engine: config.provider,
      model: resolveModelId(config),
      durationMs: Math.round(performance.now() - started),
      droppedFindings,
    },
  };
}
