/**
 * The reviewed policies are research-licensed: the fixture may hold our own words only. This finds
 * runs of `runLength` or more consecutive words that a note shares with a policy, so that an
 * accidental copy (a reason that quotes the policy instead of paraphrasing it) is caught.
 */
const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];

export function findCopiedText(note: string, policy: string, runLength = 6): string[] {
  const noteWords = words(note);
  if (noteWords.length < runLength) return [];
  const policyRuns = new Set<string>();
  const policyWords = words(policy);
  for (let index = 0; index + runLength <= policyWords.length; index += 1)
    policyRuns.add(policyWords.slice(index, index + runLength).join(' '));
  const copied: string[] = [];
  for (let index = 0; index + runLength <= noteWords.length; index += 1) {
    const run = noteWords.slice(index, index + runLength).join(' ');
    if (policyRuns.has(run)) copied.push(run);
  }
  return copied;
}
