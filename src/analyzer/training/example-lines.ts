import { readFileSync, readdirSync } from 'node:fs';
import type { Opp115Category } from '../../common/analysis';
import type { TrainingExample } from '../model/train-linear-model';

/**
 * Category codes of our hand-written training lines: F first-party collection/use, T third-party
 * sharing/collection, C user choice/control, A access/edit/deletion, R retention, S security,
 * P policy change, D do not track, I international and specific audiences, O other.
 */
export const CATEGORY_CODES: Record<string, Opp115Category> = {
  F: 'First Party Collection/Use',
  T: 'Third Party Sharing/Collection',
  C: 'User Choice/Control',
  A: 'User Access, Edit and Deletion',
  R: 'Data Retention',
  S: 'Data Security',
  P: 'Policy Change',
  D: 'Do Not Track',
  I: 'International and Specific Audiences',
  O: 'Other',
};

/**
 * Parses lines of the form `F T | text`: one example per line, codes separated by spaces. Blank
 * lines and lines starting with `#` are skipped. An unknown code is a mistake in our own data, so
 * it throws instead of quietly training a wrong label.
 */
export function parseExampleLines(lines: string): TrainingExample[] {
  return lines
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((line) => {
      const separator = line.indexOf(' | ');
      if (separator < 0) throw new Error(`Training line without " | ": ${line}`);
      const codes = line.slice(0, separator).trim().split(/\s+/);
      const labels = codes.map((code) => {
        const category = CATEGORY_CODES[code];
        if (!category) throw new Error(`Unknown category code "${code}" in: ${line}`);
        return category;
      });
      return { text: line.slice(separator + 3).trim(), labels };
    });
}

/** Every `*.txt` file of a folder of example lines, in file-name order (training only). */
export function readExampleFolder(folder: URL): TrainingExample[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .flatMap((name) => parseExampleLines(readFileSync(new URL(name, folder), 'utf8')));
}

export const CATEGORY_EXAMPLES_FOLDER = new URL('./category-examples/', import.meta.url);
