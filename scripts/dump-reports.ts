/**
 * Writes the built-in engine's report on every OPP-115 policy (and both samples) as one JSON file each,
 * for reading what a rule change changed: dump before and after, then `diff -r`. The policies marked
 * fresh in the reviewed set (src/analyzer/review/verdicts.json) are left out, so that a rule writer
 * never sees their reports; `--skip` leaves out more. The timing (`meta.durationMs`) is dropped so that
 * two dumps of the same engine are byte-identical.
 *
 *   npx tsx scripts/dump-reports.ts <out-dir> [--repo <worktree whose engine to run, default .>] [--skip 12,34]
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { VERDICTS_PATH, readReviewFixture } from './eval-review';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    repo: { type: 'string', default: '.' },
    skip: { type: 'string', default: '' },
    policies: {
      type: 'string',
      default: new URL('../../shared/data/opp115/policies', import.meta.url).pathname,
    },
  },
});
const [out] = positionals;
if (out === undefined) throw new Error('usage: dump-reports.ts <out-dir> [--repo <dir>] [--skip ids]');
const repo = resolve(values.repo);
const { analyzeWithBuiltin } = (await import(
  pathToFileURL(resolve(repo, 'src/analyzer/analyze-with-builtin.ts')).href
)) as { analyzeWithBuiltin: (text: string) => { meta?: { durationMs?: number } } };

const fresh = readReviewFixture(VERDICTS_PATH)
  .policies.filter((policy) => policy.fresh)
  .map((policy) => String(policy.id));
const skipped = new Set([...fresh, ...values.skip.split(',').filter(Boolean)]);
const files: [name: string, path: string][] = readdirSync(values.policies)
  .filter((file) => file.endsWith('.txt') && !skipped.has(file.replace(/\.txt$/, '')))
  .map((file) => [file.replace(/\.txt$/, ''), join(values.policies, file)]);
const samples = join(repo, 'src/analyzer/samples');
for (const file of readdirSync(samples).filter((name) => name.endsWith('.txt')))
  files.push([`sample-${file.replace(/\.txt$/, '')}`, join(samples, file)]);

mkdirSync(out, { recursive: true });
for (const [name, path] of files) {
  const report = analyzeWithBuiltin(readFileSync(path, 'utf8'));
  delete report.meta?.durationMs;
  writeFileSync(join(out, `${name}.json`), `${JSON.stringify(report, null, 1)}\n`);
}
console.log(
  `${files.length} reports in ${out} (${skipped.size} policies left out: the reviewed set's fresh ones and --skip)`,
);
