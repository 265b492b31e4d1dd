import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPP115_CATEGORIES } from '../../common/analysis';
import { RED_FLAGS } from '../red-flags/red-flag-taxonomy';
import { loadModels, readModelsFromDisk, WEIGHTS_URL } from './load-model';

describe('the committed weights', () => {
  it('stay under 5 MB', () => {
    expect(statSync(WEIGHTS_URL).size).toBeLessThan(5 * 1024 * 1024);
  });

  it('match the current features and label sets', () => {
    const models = readModelsFromDisk();
    expect(models.categories.labels).toEqual([...OPP115_CATEGORIES]);
    expect(models.redFlags.labels).toEqual(RED_FLAGS.map((flag) => flag.id));
  });

  it('are loaded once per process', () => {
    expect(loadModels()).toBe(loadModels());
  });
});
