import type { Items } from '../statement-items';
import { COMPILE_ONCE } from '../compile-once';

/*
 * Tracking that a browser's cookie controls do not reach: Flash cookies (local shared objects),
 * HTML5 local storage, browser cache tags (ETags) and device fingerprinting. Read as the site's own
 * practice (data-types.ts gives them the collection context), not where the reader is told how to
 * clear them.
 */

/** The technologies, in the wording policies use. */
export const PERSISTENT_TRACKERS =
  /\b(?:flash (?:cookies?|objects?|local shared objects?|lsos?|technolog(?:y|ies))|local shared objects?|lsos?|html ?5 (?:local )?storage|(?:local|web|browser web) storage|application (?:data )?caches?|e-?tags?|browser cache|cache (?:tags?|headers?)|(?:device|browser|canvas) fingerprint\w*|fingerprinting)\b/;

/**
 * "You can delete Flash cookies in the add-on's settings", "to manage Flash cookies, visit...",
 * "learn more about Flash objects": the reader's control or a pointer, not the site using them.
 */
export const READER_CLEARS_TRACKERS =
  /\byou (?:can|may|could|are able to|might) (?:\w+ ){0,3}(?:disable|delete|remove|clear|block|refuse|manage|control|adjust|change|set|learn|choose|opt|turn off|prevent|stop|avoid)\b|\bto (?:manage|control|disable|delete|remove|clear|learn (?:more )?about) (?:\w+ ){0,2}(?:flash|local|html|lsos?)\b|\bif you (?:\w+ ){0,3}(?:disable|delete|remove|block|refuse|set)\b/;

/** What the statement names, in the sentence's words. */
export const PERSISTENT_TRACKER_ITEMS: Items = [
  [/\bflash\b|\blocal shared objects?\b|\blsos?\b/, 'Flash cookies'],
  [/\bhtml ?5\b|\b(?:local|web) storage\b/, 'HTML5 local storage'],
  [/\bapplication (?:data )?caches?\b/, 'application caches'],
  [/\be-?tags?\b|\bbrowser cache\b|\bcache (?:tags?|headers?)\b/, 'browser cache tags'],
  [/\bfingerprint\w*/, 'device fingerprinting'],
];

/** "Deleting cookies does not delete Flash objects": they outlast the reader's cookie controls. */
export const OUTLASTS_COOKIE_CONTROLS =
  /\b(?:(?:deleting|clearing|removing|disabling|blocking) (?:your )?(?:browser )?cookies (?:does|will) not (?:delete|remove|clear|affect|disable|block)|(?:browser|cookie) (?:settings|controls|management tools?|options)\b[^.]{0,60}\b(?:will not|won['’]t|do not|does not|cannot|may not)\b|(?:may not|cannot|can['’]t) be (?:managed|controlled|deleted|removed|cleared|disabled) (?:\w+ ){0,3}(?:browser|cookie)|(?:re-?create|restore|re-?spawn|regenerate|re-?set)\w* (?:\w+ ){0,3}(?:deleted |removed |cleared )?cookies)\b/;

/**
 * "Cookies are small text files that a website stores on your computer", "a cookie often includes a
 * unique identifier", "a website can send its own cookie to your browser": what cookies and their
 * kin are, in general, with no word that this company uses them. Names data, states no practice. A
 * definition that places them in the company's own service ("a piece of code embedded in the Services",
 * "a small file used on this site") says that it uses them, so it is not one; "your experience on our
 * website" beside a definition does not.
 */
export const TRACKER_DEFINITION = new RegExp(
  String.raw`^(?![^]*\b(?:we|us|our (?:\w+ )?(?:sites?|web ?sites?|services?|company|pages?))\b (?:\w+ ){0,3}${COMPILE_ONCE}(?:use|uses|used|using|set|sets|place|places|employ|serve|store|collect|rely|may|will|can)\b)(?![^]*\b(?:embedded|placed|included|installed|used|set|served|found|located|contained) (?:in|on|within|into|through) (?:the|our|this) (?:(?!a\b|an\b)\w+ )?${COMPILE_ONCE}(?:services?|sites?|web ?sites?|apps?|platform|pages?|emails?|newsletters?)\b)\W*(?:(?:a|an|the|what (?:is|are)(?: an?)?) )?["“']?(?:(?:browser|http|html|persistent|session|flash|web|tracking) )?${COMPILE_ONCE}(?:cookies?|web beacons?|pixel tags?|pixels|clear gifs?|local shared objects?)["”']?(?: \([^)]*\))?,? (?:is|are|means|refers? to)\b (?!(?:\w+ ){0,2}(?:used|set|placed|employed|deployed|stored|dropped|collected|utili[sz]ed|served|sent)\b)(?:\w+ ){0,4}(?:files?|text|data|pieces?|bits?|strings?|amounts?|technolog\w*|images?|graphics?|tools?|identifiers?|codes?|information)\b|^\W*(?:a|any|most|many|some) (?:web ?sites?|sites?) (?:can|may|will|could) (?:only )?${COMPILE_ONCE}(?:send|set|place|read|access)\b`,
);
