/**
 * What the red-flag cross-validation scripts share: the five folds of the ToS;DR training services
 * (a hash salted so that it is independent of the held-out choice) and the per-flag choice of the
 * model-only threshold.
 */
import { createHash } from 'node:crypto';

export const FOLDS = 5;

/** The fold of a training service. */
export function foldOf(service: string): number {
  const digest = createHash('sha1').update(`cv:${service}`).digest();
  return (digest[0] ?? 0) % FOLDS;
}

export type Figures = { caught: number; alarms: number };

/** An alarm costs four catches (see scripts/cv-red-flags.ts for why). */
export const ALARM_COST = 4;
const CHOICES = [0.85, 0.8, 0.75, 0.7, Infinity];

/**
 * Picks, flag by flag in the order given (the others at their choice so far), the model-only
 * threshold among 0.7 to 0.85 and "rules only" that maximises points caught minus ALARM_COST times
 * false alarms, keeping 0.85 on a tie. Starts from 0.85 for every flag.
 */
export function chooseThresholds(
  flags: readonly string[],
  figures: (thresholdOf: (flag: string) => number) => Figures,
): Map<string, number> {
  const chosen = new Map(flags.map((flag) => [flag, 0.85]));
  const thresholdOf = (flag: string): number => chosen.get(flag) ?? 0.85;
  const worth = ({ caught, alarms }: Figures): number => caught - ALARM_COST * alarms;
  for (const flag of flags) {
    let best = thresholdOf(flag);
    let bestWorth = worth(figures(thresholdOf));
    for (const threshold of CHOICES) {
      chosen.set(flag, threshold);
      const candidate = worth(figures(thresholdOf));
      if (candidate > bestWorth) {
        best = threshold;
        bestWorth = candidate;
      }
    }
    chosen.set(flag, best);
  }
  return chosen;
}
