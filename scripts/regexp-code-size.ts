/**
 * How much machine code the engine's regular expressions compile to. V8 compiles each expression
 * separately, and past about 16 MB of code in a process it stops optimising new expressions, so
 * every unchanged scan slows down (docs/analyzer.md, "Speed and memory": speed-h, speed-j, speed-k).
 * Runs the bench policy through the engine three times in a child process with V8's code log on,
 * then sums the log's RegExp code-creation entries, in all and per expression source.
 *
 *   npx tsx scripts/regexp-code-size.ts [repo, default .] [--top 25]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' }, analyse: { type: 'string' } },
});

if (values.analyse !== undefined) {
  const { analyzeWithBuiltin } = (await import(
    pathToFileURL(resolve(values.analyse, 'src/analyzer/analyze-with-builtin.ts')).href
  )) as { analyzeWithBuiltin: (text: string) => unknown };
  const { buildLongPolicy } = await import('./bench-analyzer');
  const policy = buildLongPolicy();
  for (let run = 0; run < 3; run += 1) analyzeWithBuiltin(policy);
} else {
  const repo = resolve(positionals[0] ?? '.');
  const directory = mkdtempSync(join(tmpdir(), 'regexp-code-'));
  const log = join(directory, 'code.log');
  try {
    execFileSync(
      process.execPath,
      [
        '--log-code',
        '--no-logfile-per-isolate',
        `--logfile=${log}`,
        '--import',
        'tsx',
        import.meta.filename,
        '--analyse',
        repo,
      ],
      { stdio: 'inherit' },
    );
    let total = 0;
    let compiles = 0;
    const bySource = new Map<string, { size: number; compiles: number }>();
    for (const line of readFileSync(log, 'utf8').split('\n')) {
      if (!line.startsWith('code-creation,RegExp,')) continue;
      // code-creation,RegExp,<tier>,<timestamp>,<address>,<size>,<source...>
      const fields = line.split(',');
      const size = Number(fields[5]);
      const source = fields.slice(6).join(',');
      total += size;
      compiles += 1;
      const entry = bySource.get(source) ?? { size: 0, compiles: 0 };
      entry.size += size;
      entry.compiles += 1;
      bySource.set(source, entry);
    }
    console.log(
      `Expression code after three analyses of the bench policy: ${(total / 1024 / 1024).toFixed(2)} MB in ${compiles} compiles of ${bySource.size} expressions`,
    );
    for (const [source, entry] of [...bySource]
      .sort((a, b) => b[1].size - a[1].size)
      .slice(0, Number(values.top)))
      console.log(
        `${(entry.size / 1024).toFixed(1).padStart(8)} KB x${entry.compiles} ${source.slice(0, 140)}`,
      );
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
