/**
 * PolicyLens analyzer CLI.
 *   npm run analyze -- <policy.txt|.pdf|.docx> [--json]
 *   npm run --silent analyze -- --classify   (JSON lines {"text": ...} on stdin -> {"categories": [...]})
 *   npm run --silent analyze -- --opp115 <policy>   (one line {"practices": {question: [values]}} in OPP-115's words)
 * Provider: ANALYZER_PROVIDER, ANALYZER_MODEL, ANALYZER_BASE_URL, ANALYZER_API_KEY, ANALYZER_TIMEOUT_MS.
 *
 * Each mode imports only what it needs: the AI SDK and the document readers take about 0.4 s to load,
 * which --classify (used for evaluation, often on a few hundred segments) must not pay.
 */
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE =
  'Usage: npm run analyze -- <policy.txt|.pdf|.docx> [--json]\n       npm run --silent analyze -- --classify < segments.jsonl\n       npm run --silent analyze -- --opp115 <policy.txt|.pdf|.docx>';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function analyzeFile(path: string, asJson: boolean): Promise<void> {
  const [{ analyzePolicy }, { formatReport }, { readPolicyFile }, { parseAnalyzerEnv }] = await Promise.all([
    import('./analyze-policy'),
    import('./cli/format-report'),
    import('./cli/read-policy-file'),
    import('./llm/parse-analyzer-env'),
  ]);
  const options = parseAnalyzerEnv(process.env);
  const text = await readPolicyFile(path);
  const result = await analyzePolicy(text, options);
  process.stdout.write(
    asJson ? `${JSON.stringify(result, null, 2)}\n` : `${formatReport(result, basename(path))}\n`,
  );
}

/** The built-in engine's practices in OPP-115's vocabulary, for evaluation against its annotations. */
async function printOpp115(path: string): Promise<void> {
  const [{ analyzeWithBuiltin }, { readPolicyFile }, { toOpp115 }] = await Promise.all([
    import('./analyze-with-builtin'),
    import('./cli/read-policy-file'),
    import('./opp115/to-opp115'),
  ]);
  const text = await readPolicyFile(path);
  process.stdout.write(
    `${JSON.stringify({ practices: toOpp115(analyzeWithBuiltin(text).practices, text) })}\n`,
  );
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        classify: { type: 'boolean' },
        opp115: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (values.classify) {
    const { runClassify } = await import('./cli/run-classify');
    await runClassify(process.stdin, process.stdout);
    return;
  }
  const [path] = positionals;
  if (!path || positionals.length > 1) fail(USAGE);
  if (values.opp115) {
    await printOpp115(path);
    return;
  }
  await analyzeFile(path, values.json === true);
}

// Every failure (bad file, bad input line, bad ANALYZER_* value) is a message and exit code 1, never a stack.
main().catch((error: unknown) => fail(`Error: ${error instanceof Error ? error.message : String(error)}`));
