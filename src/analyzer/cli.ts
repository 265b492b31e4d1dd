/**
 * PolicyLens analyzer CLI.
 *   npm run analyze -- <policy.txt|.pdf|.docx> [--json]
 *   npm run --silent analyze -- --classify   (JSON lines {"text": ...} on stdin -> {"categories": [...]})
 * Provider: ANALYZER_PROVIDER, ANALYZER_MODEL, ANALYZER_BASE_URL, ANALYZER_API_KEY, ANALYZER_TIMEOUT_MS.
 */
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { analyzePolicy } from './analyze-policy';
import { formatReport } from './cli/format-report';
import { runClassify } from './cli/run-classify';
import { PolicyFileError, readPolicyFile } from './cli/read-policy-file';
import { parseAnalyzerEnv } from './llm/parse-analyzer-env';

const USAGE = 'Usage: npm run analyze -- <policy.txt|.pdf|.docx> [--json]\n       npm run --silent analyze -- --classify < segments.jsonl';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean' }, classify: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (values.classify) {
    await runClassify(process.stdin, process.stdout);
    return;
  }
  const [path] = positionals;
  if (!path || positionals.length > 1) fail(USAGE);
  const options = parseAnalyzerEnv(process.env);
  const text = await readPolicyFile(path);
  const result = await analyzePolicy(text, options);
  process.stdout.write(values.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatReport(result, basename(path))}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof PolicyFileError) fail(`Error: ${error.message}`);
  fail(`Error: ${error instanceof Error ? error.message : String(error)}`);
});
