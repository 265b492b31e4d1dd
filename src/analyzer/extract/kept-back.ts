/**
 * Data a sentence keeps back from what it gives (fix-y): "we may share your information with other
 * marketers, but not your e-mail address", "your contact details, except your e-mail address",
 * "(other than your e-mail address)", "but we will not share your e-mail address", "e-mail addresses
 * are never rented". A statement that names what is given reads the sentence without those parts, so
 * it never names the item kept back as given.
 */
const KEPT_BACK = new RegExp(
  [
    // "..., but not your e-mail address", "except your e-mail address", "(not including your e-mail)".
    String.raw`\b(?:but not|and not|except(?: for)?|excluding|other than|not including|apart from|with the exception of)\b[^,.;:)]*`,
    // "..., but we will not share your e-mail address (with them)": the rest of the clause.
    String.raw`\bbut (?:we |it |they )?(?:(?:do|does|will|would|shall|can)\s*(?:not|n['’]t)|never)\b[^.;]*`,
    // "e-mail addresses are not shared", "your e-mail address will never be rented".
    String.raw`(?:[\w-]+ ){1,4}(?:is|are|will|shall|would)(?: \w+)? (?:not|never) (?:be )?(?:shared|given|disclosed|provided|sold|rented|passed|released|exchanged|traded|transferred|made available)\b[^,.;]*`,
  ].join('|'),
  'g',
);

/** The sentence (normalised) with the parts that keep data back blanked, and those parts. */
export function splitKeptBack(normalized: string): { given: string; keptBack: string } {
  const kept: string[] = [];
  const given = normalized.replace(KEPT_BACK, (part) => {
    kept.push(part);
    return ' '.repeat(part.length);
  });
  return { given, keptBack: kept.join(' ; ') };
}
