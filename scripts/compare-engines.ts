/**
 * Is one build of the analysis engine faster than another? `npm run bench` reads one build at a time,
 * and on a shared 2-core host the load moves more than a few per cent between runs, so a change is
 * judged by alternated pairs: each pair runs the bench policy (100,000 characters, as `npm run bench`
 * builds it) in a fresh process of each build, in swapped order every other pair, one warm-up and
 * `--runs` timed analyses each, and the ratio B / A of their median CPU and wall times is taken per pair.
 *
 *   git worktree add /tmp/engine-before <commit>   # the build to compare against (node_modules linked)
 *   npx tsx scripts/compare-engines.ts /tmp/engine-before . [--pairs 10] [--runs 21]
 *
 * Prints every pair and the median ratios; below 1 means the second build is faster. A process
 * reading one build is `--one <repo>`, used by the pairs.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pairs: { type: 'string', default: '10' },
    runs: { type: 'string', default: '21' },
    one: { type: 'string' },
  },
});

type Timing = { wall: number; cpu: number };
const median = (numbers: readonly number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

if (values.one !== undefined) {
  const repo = resolve(values.one);
  const load = async <T>(path: string): Promise<T> =>
    (await import(pathToFileURL(resolve(repo, path)).href)) as T;
  const { analyzeWithBuiltin } = await load<{ analyzeWithBuiltin: (text: string) => unknown }>(
    'src/analyzer/analyze-with-builtin.ts',
  );
  // The bench policy of THIS repository, so that both builds read the same text.
  const { buildLongPolicy } = await import('./bench-analyzer');
  const policy = buildLongPolicy();
  analyzeWithBuiltin(policy);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    const started = performance.now();
    const usage = process.cpuUsage();
    analyzeWithBuiltin(policy);
    const used = process.cpuUsage(usage);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(JSON.stringify({ wall: median(wall), cpu: median(cpu) } satisfies Timing));
} else {
  const [first, second] = positionals;
  if (first === undefined || second === undefined)
    throw new Error('usage: compare-engines.ts <repo A> <repo B> [--pairs N] [--runs N]');
  const measure = (repo: string): Timing =>
    JSON.parse(
      execFileSync(
        process.execPath,
        ['--import', 'tsx', import.meta.filename, '--one', repo, '--runs', values.runs],
        {
          encoding: 'utf8',
        },
      ),
    ) as Timing;
  const cpuRatios: number[] = [];
  const wallRatios: number[] = [];
  for (let pair = 1; pair <= Number(values.pairs); pair += 1) {
    const swapped = pair % 2 === 0;
    const timings = new Map<string, Timing>();
    for (const repo of swapped ? [second, first] : [first, second]) timings.set(repo, measure(repo));
    const a = timings.get(first);
    const b = timings.get(second);
    if (a === undefined || b === undefined) throw new Error('a build was not measured');
    cpuRatios.push(b.cpu / a.cpu);
    wallRatios.push(b.wall / a.wall);
    console.log(
      `pair ${pair}${swapped ? ' (B first)' : ''}: A ${a.cpu.toFixed(1)} ms CPU ${a.wall.toFixed(1)} ms wall, B ${b.cpu.toFixed(1)} / ${b.wall.toFixed(1)}, load ${execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ')[0]}`,
    );
  }
  console.log(
    `B / A over ${cpuRatios.length} pairs: CPU median ${median(cpuRatios).toFixed(3)} (${Math.min(...cpuRatios).toFixed(2)}-${Math.max(...cpuRatios).toFixed(2)}, ${cpuRatios.filter((ratio) => ratio < 1).length} below 1), wall median ${median(wallRatios).toFixed(3)}`,
  );
}
