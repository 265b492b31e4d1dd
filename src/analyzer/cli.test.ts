import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { analysisResultSchema } from '../common/analysis';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const SAMPLE = fileURLToPath(new URL('./samples/aggressive-policy.txt', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'policylens-cli-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Runs the CLI as `npm run analyze` does, with no provider configured (built-in engine). */
function run(args: string[], input?: string) {
  const env = { ...process.env, ANALYZER_PROVIDER: '' };
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { input, encoding: 'utf8', env });
}

describe('analyzer CLI', () => {
  it('prints a readable report with quotes', () => {
    const result = run([SAMPLE]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('## TL;DR');
    expect(result.stdout).toContain(
      '[BLOCKER] Your personal data may be sold to data brokers, advertisers and other companies, which can then use it under their own rules.',
    );
    expect(result.stdout).toMatch(/> "We sell your personal information/);
  });

  it('prints the AnalysisResult with --json', () => {
    const result = run([SAMPLE, '--json']);
    expect(result.status).toBe(0);
    expect(() => analysisResultSchema.parse(JSON.parse(result.stdout))).not.toThrow();
  });

  it("prints the policy's practices in OPP-115's vocabulary with --opp115", () => {
    const result = run(['--opp115', SAMPLE]);
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const { practices } = JSON.parse(lines[0] ?? '') as { practices: Record<string, string[]> };
    expect(Object.keys(practices)).toHaveLength(14);
    expect(practices['collect.type']).toContain('Contact');
    expect(practices['dnt.policy']).toEqual(['Not honored']);
  });

  it('classifies JSON lines in order with --classify', () => {
    const lines = [
      '{"text": "We do not respond to Do Not Track signals."}',
      '{"text": "Privacy Policy"}',
      '{"text": "You can unsubscribe from our emails at any time."}',
    ];
    const result = run(['--classify'], `${lines.join('\n')}\n`);
    expect(result.status).toBe(0);
    const outputs = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { categories: string[] });
    expect(outputs).toHaveLength(3);
    expect(outputs[0]?.categories).toContain('Do Not Track');
    expect(outputs[1]?.categories).toEqual(['Other']);
    expect(outputs[2]?.categories).toContain('User Choice/Control');
  });

  it('exits 1 with a message on unreadable --classify input', () => {
    const result = run(['--classify'], '{"text": "fine"}\nnot json\n');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Line 2 is not valid JSON');
  });

  it('exits 1 with a message on a bad file', () => {
    const fake = join(directory, 'broken.pdf');
    writeFileSync(fake, 'this is not a pdf');
    const result = run([fake]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is not a valid PDF file');
    expect(run([join(directory, 'nope.txt')]).stderr).toContain('File not found');
  });

  it('exits 1 with usage when no file is given', () => {
    const result = run([]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Usage');
  });
});
