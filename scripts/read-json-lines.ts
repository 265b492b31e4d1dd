import { readFileSync } from 'node:fs';

/** The records of a JSON Lines file (blank lines skipped); a script that cannot read it stops with the reason. */
export function readJsonLines<T>(path: string): T[] {
  try {
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.trim().length > 0)
      .map((line) => JSON.parse(line) as T);
  } catch (error) {
    console.error(`Cannot read ${path}: ${String(error)}`);
    process.exit(1);
  }
}
