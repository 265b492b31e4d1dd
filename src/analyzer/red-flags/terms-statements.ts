import { joinAlternatives, joinItems, itemsFound, type Items, type Names } from '../statement-items';
import type { Around, Writer } from './statement-words';
import { POSTING_MAY_BE_ALL } from '../extract/restrictions';
import { CHANGE_ACCEPTED_BY_USE, TOLD_TO_LEAVE_UNLESS_YOU_AGREE } from './consent-by-use';

/** Statements of the flags about retention, deletion, consent, policy changes, disputes and liability, each written from its sentence (see red-flag-statements.ts). */

function ignoresDoNotTrack(names: Names): string {
  const refuses = names(
    /\b(?:do not|does not|don't|doesn't|not|unable to|cannot)\b (?:currently |yet |presently )?(?:\w+ ){0,2}(?:respond|honou?r|recogni[sz]e|support|acknowledge|react|alter|change|modify|act on|take (?:any )?action)/,
  );
  return refuses
    ? 'The service ignores your browser\'s "Do Not Track" signal, so turning it on does not protect you here.'
    : 'It does not promise to act on your browser\'s "Do Not Track" signal, since no standard is agreed, so turning it on may not protect you here.';
}

const AFTER_YOU_LEAVE: Items = [
  [/\b(?:request|ask)\w*\b[^.]{0,30}\b(?:delet|eras)|\berasure\b/, 'even after you ask for it to be deleted'],
  [
    /\bclos\w* (?:your |an |the )?account|\baccount (?:is |has been )?(?:closed|terminated|deleted|cancel+ed)|\bterminat|\bcancel/,
    'even after you close your account',
  ],
  [/\bdelet/, 'even after you delete it'],
  [
    /\bstop using|\bleave\b|\bno longer (?:a |an )?(?:user|member|customer)/,
    'even after you stop using the service',
  ],
];

function indefiniteRetention(names: Names): string {
  const period = names(
    /\b(?:as long as|for as long as) (?:we|it) (?:deem|consider|see fit|believe|think|determine)/,
  )
    ? 'for as long as the company sees fit'
    : names(/\bno (?:set|fixed|specific) (?:retention )?period\b/)
      ? 'with no set time limit'
      : names(/\bforever\b|\bin perpetuity\b|\bperpetual|\bindefinitely\b|\bpermanently\b/)
        ? 'indefinitely'
        : names(/\bcase[- ]by[- ]case\b/)
          ? 'for as long as the company decides, case by case'
          : 'with no time limit';
  const after = itemsFound(names, AFTER_YOU_LEAVE, 1)[0];
  return `Your data may be kept ${period}${after ? `, ${after}` : ''}, so the risk of a leak never ends.`;
}

function changesWithoutNotice(names: Names, around?: Around): string {
  const when = names(/\bat any time\b|\banytime\b/)
    ? ' at any time'
    : names(/\bfrom time to time\b/)
      ? ' from time to time'
      : '';
  const discretion = names(/\bdiscretion\b/) ? ' at its discretion' : '';
  const how = names(
    /\bwithout (?:(?:prior|advance|further|any|future|previous|additional)(?: or | and | )?)*(?:notice|notification|notifying|informing)\b/,
  )
    ? ' without notice to you'
    : // "We will notify you by posting the new policy or, at our option, by e-mail" (fix-aa).
      names(POSTING_MAY_BE_ALL) || around?.after(POSTING_MAY_BE_ALL)
      ? ', and the notice it promises may be only a posting of the new policy on its website'
      : names(
            /\bby posting\b|\b(?:posted|post|included|published|shown|displayed|appear)\w* (?:\w+ ){0,5}(?:on|to) (?:this|our|the) (?:\w+ )?(?:page|web ?site|site|policy)\b|\b(?:post|posted|posting) (?:those|any|the|such) changes here\b|\beffective (?:immediately )?(?:upon|on|after|when) (?:posting|posted|publication)\b/,
          )
        ? ', with changes only posted on its website'
        : names(
              /\b(?:check|review|visit) (?:this (?:page|policy) )?(?:periodically|regularly|frequently|often)\b/,
            )
          ? ', and you are expected to check for changes yourself'
          : ', with no promise here to tell you first';
  const agreeing = names(
    /\b(?:continued|continuing|further) (?:use|access)\b[^.]{0,80}\b(?:constitutes?|means|signifies|deemed|indicates)\b|\bby continuing to (?:use|access)\b/,
  )
    ? ', and continuing to use the service counts as agreeing'
    : '';
  return `The policy can change${when}${discretion}${how}${agreeing}.`;
}

function noDeletion(names: Names): string {
  const what = names(/\b(?:shared|disclosed|provided|given) (?:with|to)\b/)
    ? 'Data already passed to others'
    : names(/\b(?:post|posted|publish|published|public|contributions|comments|reviews)\b/)
      ? 'What you have posted'
      : names(/\baccounts?\b/)
        ? 'Your account or its data'
        : 'Your data';
  return `${what} may not be deleted even if you ask, so it can outlast your use of the service.`;
}

function arbitration(names: Names): string {
  return names(/\barbitrat/)
    ? 'Disputes must go to private binding arbitration, so you cannot take the company to court.'
    : 'You give up the right to a jury trial, so a judge alone would decide any claim.';
}

const KEPT_FOR: Items = [
  [
    /\blegal (?:obligations?|requirements?)|\bcomply with|\b(?:required|permitted) by (?:applicable )?law\b|\b(?:contractual|regulatory|statutory|tax|accounting)\b[^.]{0,30}\b(?:obligations?|requirements)|\blegal retention\b|\b(?:required|obliged|need|needs) to (?:retain|keep|store|preserve)\b|\brequire[sd]? us to\b/,
    'to meet legal obligations',
  ],
  [/\bdisputes\b/, 'to resolve disputes'],
  [/\bfraud\b/, 'to prevent fraud'],
  [/\benforce\b/, 'to enforce its agreements'],
  [/\blegitimate (?:business )?interests?\b|\bbusiness purposes\b/, 'for its own business purposes'],
  [/\bsecurity\b/, 'for security'],
];

/** Copies held by others, not the company: "employers who bought access may have retained a copy in their own files". */
const KEPT_BY_OTHERS =
  /\btheir own (?:files|databases?|records|systems|servers|copies)\b|\b(?:may|might|could) (?:already )?(?:have )?(?:retained|kept|stored|saved|made) (?:a )?cop(?:y|ies)\b/;
const HOLDERS: Items = [
  [/\bemployers?\b/, 'employers'],
  [/\brecruiters?\b|\bheadhunters?\b/, 'recruiters'],
  [/\bother users\b|\bother members\b/, 'other users'],
  [/\bpartners\b/, 'partners'],
  [/\badvertisers\b/, 'advertisers'],
  [/\bthird parties\b/, 'third parties'],
];

function keptAfterDeletion(names: Names): string {
  if (names(/\b(?:prior|previous|earlier|old) versions?\b/))
    return "Old versions of your information are kept after you update it, for the company's records.";
  if (names(KEPT_BY_OTHERS)) {
    const holders = itemsFound(names, HOLDERS, 3);
    const who = holders.length > 0 ? ` (${joinItems(holders)})` : '';
    return `Some data may be kept by others who have had access to it${who}, so deleting it here does not remove their copies.`;
  }
  const reasons = itemsFound(names, KEPT_FOR, 3);
  const why = reasons.length > 0 ? ` ${joinItems(reasons)}` : '';
  const after = itemsFound(names, AFTER_YOU_LEAVE, 1)[0]?.replace('even ', '');
  if (after) return `Some data is kept ${after}${why}.`;
  return `Some data may be kept${why || " for the company's own reasons"}, so deleting it may not remove everything.`;
}

function keptInBackups(names: Names): string {
  const where = [
    names(/\bback-?ups?\b|\bbacked[- ]up\b/) ? 'backups' : '',
    names(/\barchiv/) ? 'archives' : '',
    names(/\bcached copies\b|\bresidual\b/) ? 'residual copies' : '',
  ].filter(Boolean);
  const place = where.length > 0 ? joinAlternatives(where) : 'backups';
  return names(/\bdelet|\beras|\bremov|\bpurg/)
    ? `Deleted data may stay in ${place} with no stated time limit, so deleting it does not fully remove it.`
    : place === 'residual copies'
      ? 'Residual copies of your data may remain with no stated time limit, so deleting it may not fully remove it.'
      : `Copies of your data may stay in ${place} with no stated time limit, so deleting it may not fully remove it.`;
}

function assumedConsent(names: Names): string {
  // "Your continued use after a change means you accept it": the consent taken is to the change.
  if (names(CHANGE_ACCEPTED_BY_USE) && !names(/\bby (?:using|accessing|visiting)\b/))
    return 'Your consent to changes in the policy is taken for granted: continuing to use the service after a change counts as accepting it.';
  // "If you do not agree to this policy, do not use the site": staying is taken as agreeing.
  if (names(TOLD_TO_LEAVE_UNLESS_YOU_AGREE) && !names(/\bby (?:using|accessing|visiting)\b/))
    return 'Your consent is taken for granted from simply using the service: if you do not accept the policy, you are told to stop using it.';
  const how = [
    // "By registering for and using the app you consent ...": signing up is no more a request for consent.
    names(/\bby (?:registering|signing up|subscribing)\b[^.]{0,30}\b(?:and|or) using\b/)
      ? 'from simply signing up for and using the service'
      : names(
            /\bby (?:using|accessing|visiting|continuing to (?:use|browse)|browsing|navigating|remaining on|staying on)\b|\b(?:continued|continuing|further) (?:use|browsing)\b|\byour (?:use of|access to|visit to|registration (?:with|on))\b|\b(?:each|every) time you (?:visit|use|access)\b/,
          )
        ? 'from simply using the service'
        : '',
    names(/\bpre-?(?:ticked|checked|selected)\b|\bby default\b/)
      ? 'with a setting chosen for you in advance'
      : '',
    names(/\bif you (?:do not|don't|fail to) (?:opt[- ]?out|object|disable|reject|decline|change)\b/)
      ? 'unless you object'
      : '',
  ].filter(Boolean);
  const when = how.length > 0 ? ` ${how.join(' or ')}` : '';
  return `Your consent is taken for granted${when} instead of being asked for.`;
}

function optOutLapses(names: Names): string {
  if (
    names(
      /\b(?:delet|clear|remov|eras|block|reset)\w*\b[^.]{0,60}\bcookies?\b|\bcookies?\b[^.]{0,60}\b(?:delet|clear|remov|eras|block|reset)/,
    )
  )
    return 'Your opt-out may not last: it can be lost when you clear your cookies, and you must opt out again.';
  if (names(/\b(?:browser|device|computer)\b/))
    return 'Your opt-out holds only on the browser or device you set it on, so you must opt out again on each one.';
  return 'Your opt-out may not last: it can expire, and you must opt out again.';
}

function securityDisclaimer(names: Names): string {
  const what = itemsFound(
    names,
    [
      [/\bunauthori[sz]ed (?:access|use|disclosure)/, 'unauthorised access to it'],
      [/\bbreach/, 'breaches'],
      [/\binterception|\bintercept/, 'interception'],
      [/\bhack/, 'hacking'],
    ],
    2,
  );
  // Only what you send it by e-mail, or data on its way over the internet: the disclaimer says so.
  const data = names(/\be-?mail/)
    ? 'the e-mails you send it'
    : names(
          /\b(?:transmit\w*|transmission|sent|send|sending|travel\w*|in transit)\b[^.]{0,40}\b(?:via|over|through|across|on) the internet\b/,
        )
      ? 'your data while it travels over the internet'
      : 'your data';
  return what.length > 0
    ? `The company says it is not responsible for ${joinAlternatives(what)} of ${data}, which may leave you without a remedy.`.replace(
        'unauthorised access to it of ',
        'unauthorised access to ',
      )
    : `The company disclaims responsibility for the security of ${data}, which may leave you without a remedy.`;
}

function noSecurityPromise(names: Names): string {
  return names(/\bown risk\b/)
    ? 'You send your data at your own risk, and the policy describes no security measures to protect it.'
    : 'It warns that the safety of your data cannot be guaranteed, and the policy describes no security measures to protect it.';
}

/** Linked websites: "if you visit these linked sites", "through our links". */
const LINKED_SITES = /\blinked (?:web ?sites?|sites?|pages)\b|\blinks?\b/;

/**
 * An own-risk warning about other companies' services or sites only: "your use of those vendors'
 * services is at your own risk", "you access third-party websites at your own risk". Not the service's own.
 */
const OTHERS_SERVICES_AT_RISK = new RegExp(
  String.raw`\b(?:(?:those|these|such|their|its|our|the|any) )?(?:(?:outside|third[- ]party|external|other companies['’]?|unaffiliated) (?:\w+ )?(?:vendors?|partners?|merchants?|providers?|services?|web ?sites?|sites?|products|offers)|vendors['’]|partners['’]|merchants['’]|providers['’]|linked (?:web ?sites?|sites?|pages))(?!\w)[^.]{0,100}\b(?:own|sole) risk\b|\b(?:own|sole) risk\b[^.]{0,20}\b(?:when|if) you (?:visit|use|access|click|follow|go to|leave)\b[^.]{0,40}\b(?:linked|third[- ]party|other|outside|external|vendors?['’]?)\b`,
);

function liabilityDisclaimer(names: Names): string {
  if (names(/\bas is\b|\bas available\b/))
    return 'The service is provided "as is", so the company accepts no responsibility for your losses.';
  if (
    names(/\b(?:own|sole) risk\b|\byou (?:accept|assume|bear) (?:all|the|any) (?:risks?|responsibility)\b/)
  ) {
    // The risk of other companies' services or linked sites only, not of the whole service (fix-aa).
    if (names(OTHERS_SERVICES_AT_RISK))
      return names(LINKED_SITES)
        ? "You visit other companies' linked websites at your own risk, so any loss is yours to bear (this is about those sites, not the service itself)."
        : "You use other companies' services or websites at your own risk, so any loss is yours to bear (this is about them, not the service itself).";
    return names(/\bprovide (?:your |any )?(?:personal )?(?:information|data)\b/)
      ? 'You provide your data at your own risk, so any loss is yours to bear.'
      : 'You use the service at your own risk, so any loss is yours to bear.';
  }
  if (names(/\bliable\b|\bliability\b|\bharmless\b/)) {
    const data = names(/\b(?:lost|loss of|losing) (?:your )?(?:data|information|content)\b|\bdata loss\b/)
      ? ', lost data included'
      : '';
    return `The company accepts no liability for your losses${data}.`;
  }
  return 'The company gives no warranty that the service works correctly, so the risk of errors is yours.';
}

/** "You agree to defend and pay ...": what the reader takes on, as the sentence puts it. */
function indemnification(names: Names): string {
  const defend = names(/\bdefend\b/) ? 'defend the company and ' : '';
  return `You agree to ${defend}pay its costs, damages and legal fees if anyone makes a claim over your use of the service, so a dispute can cost you money.`;
}

/** What the company may end, and on what terms, as far as the sentence says. */
function terminationAtWill(names: Names): string {
  const account = names(/\baccounts?\b|\bmembership\b|\bsubscription\b|\byour (?:access|use)\b/);
  const service = names(
    /\bservices?\b|\bfeatures\b|\bplatform\b|\bwebsite\b|\bsite\b|\bapp\b|\bproducts\b|\bexistence\b|\bavailability\b/,
  );
  const what =
    account && service
      ? 'close your account or stop the service'
      : account
        ? 'suspend or close your account'
        : 'stop the service or parts of it';
  const terms = [
    names(/\bat any time\b/) ? 'at any time' : '',
    names(/\bfor any (?:or no )?reason\b|\bwithout (?:a |any )?(?:reason|cause|explanation)\b/)
      ? 'for any reason'
      : '',
    names(/\bwithout (?:prior |advance |any )?(?:notice|notification|warning)\b/) ? 'without notice' : '',
    names(/\bdiscretion\b/) ? 'at its discretion' : '',
  ].filter(Boolean);
  return `The company may ${what}${terms.length > 0 ? ` ${joinItems(terms)}` : ''}, so you can lose access to it and to what you keep there.`;
}

export const TERMS_WRITERS: Readonly<Record<string, Writer>> = {
  'ignores-do-not-track': ignoresDoNotTrack,
  'indefinite-retention': indefiniteRetention,
  'changes-without-notice': changesWithoutNotice,
  'no-deletion': noDeletion,
  arbitration,
  'kept-after-deletion': keptAfterDeletion,
  'kept-in-backups': keptInBackups,
  'assumed-consent': assumedConsent,
  'opt-out-lapses': optOutLapses,
  'security-disclaimer': securityDisclaimer,
  'no-security-promise': noSecurityPromise,
  'liability-disclaimer': liabilityDisclaimer,
  indemnification,
  'termination-at-will': terminationAtWill,
};
