import { COMPILE_ONCE } from '../compile-once';

/*
 * Signing in through another platform ("log in with Facebook", "connect your Twitter account",
 * "if you login via a third party service"): the company receives what that platform passes on,
 * a profile, a friends list, a token, not a username and password of its own account form.
 */

/**
 * A platform named, or a third-party or social service. Each pattern reaches it after optional words,
 * so it starts with COMPILE_ONCE, and so does the kind of service after its optional article.
 */
const PLATFORM = String.raw`${COMPILE_ONCE}(?:facebook|twitter|google|linkedin|apple|yahoo|instagram|microsoft|amazon|disqus|openid|(?:a |an |your |the )?${COMPILE_ONCE}(?:third[- ]party|social (?:media|network(?:ing)?)|external) (?:services?|accounts?|sites?|platforms?|networks?|log-?ins?|sign-?ins?|providers?|credentials))`;

/** The reader signs in, registers or connects through another platform. */
export const SIGN_IN_WITH_PLATFORM = new RegExp(
  String.raw`\b(?:log(?:ging)?[- ]?in|login|sign(?:ing)?[- ]?(?:in|up|on)|register(?:ing|s)?|connect(?:ing|s)?|link(?:ing|s)? (?:your |an? )?(?:\w+ )?accounts?|authenticat(?:e|ing))\b (?:\w+ ){0,3}(?:with|via|using|through) (?:your |a |an |the )?(?:\w+ )?${PLATFORM}|\b(?:facebook|twitter|google|linkedin|apple) (?:connect|log-?in|sign-?in)\b`,
);

/**
 * The platform's own login details ("you may need your login information for those services",
 * "we do not receive passwords from your third party service", "sign in using your Google account
 * credentials", "log in with your Facebook credentials"): not the company's account form.
 */
export const PLATFORM_CREDENTIALS = new RegExp(
  String.raw`\b(?:log-?in|sign-?in|account) (?:information|details|credentials)\b (?:for|from|of|on|with) (?:those|these|that|the|your|such|each) (?:\w+ )?(?:services?|sites?|platforms?|networks?|accounts?)\b|\b(?:usernames?|passwords?|log-?in (?:information|details|credentials))\b (?:\w+ ){0,2}(?:for|from|of|on|with) (?:your |the |a )?${PLATFORM}|\b${PLATFORM}['’]?s? (?:\w+ )?(?:usernames?|passwords?|log-?in (?:information|details|credentials))\b` +
    // "Sign in using your Google account credentials": signing in through it makes the account the
    // platform's (a policy of the platform itself names its own account so without signing in through it).
    String.raw`|\b(?:log(?:ging)?[- ]?in|login|sign(?:ing)?[- ]?(?:in|up|on)|connect(?:ing|s)?|register(?:ing|s)?)\b (?:\w+ ){0,3}(?:with|via|using|through) (?:your |a |an |the )?(?:\w+ )?${PLATFORM}['’]?s? (?:\w+ )?(?:credentials|account (?:information|details|credentials))\b` +
    // "We may collect your username and profile information from that service": the platform's.
    String.raw`|\b(?:usernames?|user names?|passwords?)\b[^.;]{0,40}\bfrom (?:that|this|the|those|these|such|your) (?:\w+ )?(?:services?|sites?|platforms?|networks?|accounts?)\b`,
);

/** What the company receives from the platform, in the sentence's words. */
export const FROM_PLATFORM_ITEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bnames?\b/, 'your name'],
  [/\b(?:public )?profile(?! (?:photos?|pictures?))(?: information| data| details)?\b/, 'your profile'],
  [
    /\bfriends?(?:['’])? lists?\b|\b(?:list of )?(?:your )?friends\b|\bconnections\b|\bfollowers\b/,
    'your friends list',
  ],
  [/\b(?:profile )?(?:photo|picture)s?\b/, 'your profile picture'],
  [/\be-?mail address\b/, 'your email address'],
  [
    /\b(?:identifying |access )?tokens?\b|\b(?:user|network|account) ids?\b/,
    'an identifier for your account',
  ],
];
