import { CONDITION_PREFIX } from '../extract/sharing-conditions';
import { contentRights } from './content-rights';
import { DATA_WRITERS } from './data-statements';
import { SHARING_WRITERS } from './sharing-statements';
import type { Names } from '../statement-items';
import { ALONE, type Around, type Writer } from './statement-words';
import { TERMS_WRITERS } from './terms-statements';

/**
 * Red-flag statements written from the sentence (issue 14): each names what the sentence names (the
 * recipients, the kinds of data, the events, the grounds) and claims a part of the practice only
 * when the sentence says it ("for their own purposes", "without telling you", "continuing to use
 * counts as agreeing"). A flag's fixed `statement` is the fallback, and it claims nothing any
 * sentence that raises the flag may lack. A writer that returns undefined says the sentence does not
 * show the flag's point at all (sensitive data that names no sensitive kind): the report then quotes
 * another sentence for the flag, or none.
 */

const WRITERS: Readonly<Record<string, Writer>> = {
  ...SHARING_WRITERS,
  ...DATA_WRITERS,
  ...TERMS_WRITERS,
  'content-license': contentRights,
};

/**
 * The flag's statement written from the sentence, its fixed statement for a flag without a writer,
 * or undefined when the sentence does not show the flag's point.
 */
export function writeRedFlagStatement(
  flag: { id: string; statement: string },
  names: Names,
  around: Around = ALONE,
): string | undefined {
  const writer = WRITERS[flag.id];
  return writer ? writer(names, around) : flag.statement;
}

/**
 * How each flag's statements begin (or what they always say): the fixed statement and every one its
 * writer can give. The flag counts (`npm run eval`) read which flags a merged statement states.
 */
const SAYS: Readonly<Record<string, RegExp>> = {
  'sells-data': /^Your personal data may be (?:sold|rented out) to /,
  'trains-ai': /^Your [^.]{0,60} may be used to (?:train AI models|develop its algorithms)/,
  'targeted-advertising':
    /^Your data is used to (?:choose|personalise) the ads you see|^Your data is shared with [^.]{0,80}, who can use it to aim ads at you|^Ads are served (?:here|across the web) by other companies/,
  'cross-site-tracking':
    /^You may be tracked |^[^.]{0,80} use their own [^.]{0,60} here, which they can also read on other/,
  'ads-on-other-sites': /^What you do here may be used to aim ads at you/,
  'ignores-do-not-track': /"Do Not Track" signal/,
  'indefinite-retention': /^Your data may be kept [^.]{0,100}, so the risk of a leak never ends/,
  'sensitive-data': /^Collects sensitive data \(|^The company may read or monitor /,
  'changes-without-notice': /^The policy can change/,
  'no-deletion': /^You may not be able to delete |may not be deleted even if you ask/,
  arbitration: /^Disputes must go to private binding arbitration|^You give up the right to a jury trial/,
  'class-action-waiver': /^You give up the right to join a class action/,
  'data-in-business-transfer': /^If the company /,
  'third-party-data-sources': /^Data about you is also gathered from /,
  'broad-third-party-sharing':
    /^Your personal data is shared with |^(?:If you \w+, y|Y)our (?:name and )?contact details may be (?:swapped|rented)|^If you join a loyalty programme run by another company/,
  'disclosure-without-notice': /^Your data may be given to /,
  'kept-after-deletion': /^Some data (?:may be|is) kept|^Old versions of your information are kept/,
  'kept-in-backups':
    /^(?:Deleted data|Copies of your data) may stay in |^Residual copies of your data may remain/,
  'assumed-consent': /^Your consent (?:to changes in the policy )?is taken for granted/,
  'opt-out-lapses': /^Your opt-out /,
  'many-service-providers': /^(?:Outside companies|Other companies of its group) \(/,
  'location-tracking': /^Your (?:precise |approximate )?location (?:\([^)]*\) )?is /,
  'automatic-device-tracking': /^Your device and activity are recorded automatically/,
  'international-transfer': /^Your data (?:may be moved to|is stored in) /,
  'marketing-use':
    /^Your data is used (?:to send you|for marketing)|^Your data may go to other companies for their own marketing|^Information about you may be used in its marketing materials|^What you send it \(such as feedback or stories\) may be used in its marketing|^If you win a prize, you may (?:have|be asked) to let it use information about you in its marketing materials/,
  'security-disclaimer': /^The company (?:says it is not responsible for|disclaims responsibility)/,
  'no-security-promise': /the policy describes no security measures/,
  'liability-disclaimer':
    /^The service is provided "as is"|at your own risk, so any loss is yours|^The company accepts no liability|^The company gives no warranty/,
  indemnification: /^You agree to (?:defend the company and )?pay its costs/,
  'termination-at-will':
    /^The company may (?:close your account|suspend or close your account|stop the service)/,
  'combined-profile': /^Information about you [^.]{0,80}is combined into one profile/,
  'other-companies-rules':
    /^Other companies [^.]{0,120}handle your data under their own privacy policies|^Where other companies [^.]{0,120}take part, (?:they handle your data under|this policy points to) their own privacy policies|^This policy points to the privacy policies of other companies|^Other companies involved in this service follow their own privacy policies/,
  'content-license': /^What you post or send\b[^.]*, so you lose control over how it is used\./,
};

/** The ids of the flags a red-flag statement states (a merged one states each flag in a sentence of its own). */
export function redFlagIdsOfStatement(statement: string): string[] {
  // A condition said in front ("If you enter a contest or sweepstakes, your personal data is shared ...") is read past.
  const sentences = statement.split(/(?<=\.) (?=[A-Z"])/).map((sentence) => {
    const bare = sentence.replace(CONDITION_PREFIX, '');
    return bare === sentence ? sentence : `${bare[0]?.toUpperCase() ?? ''}${bare.slice(1)}`;
  });
  return Object.keys(SAYS).filter((id) => sentences.some((sentence) => SAYS[id]?.test(sentence)));
}
