import { DENIAL, SHARING_CONTEXT } from './practice-definition';
import type { PracticeDefinition } from './practice-definition';

const sharedWith = (
  id: string,
  label: string,
  statement: string,
  patterns: readonly RegExp[],
  unless: RegExp = NOT_REGULAR_SHARING,
): PracticeDefinition => ({
  id,
  label,
  statement,
  patterns,
  section: 'dataSharing',
  category: 'Third Party Sharing/Collection',
  requires: SHARING_CONTEXT,
  unless,
});

/** "If our assets are sold, your data goes with them" is a business transfer, not a sale of data. */
const NOT_A_SALE = new RegExp(
  `${DENIAL.source}|\\b(?:merger|acquisition|acquired|bankruptcy|assets|successor)\\b`,
);

/**
 * "We may provide links to third-party sites" sends the reader away; it gives them nothing.
 * "We might sell or buy subsidiaries" or "if we merge with another company" describes a business
 * transfer (its own practice), not regular sharing with affiliates, partners or social networks.
 */
const NOT_REGULAR_SHARING = new RegExp(
  `${DENIAL.source}|\\b(?:merger|acquisition|acquired|bankruptcy|insolvency|successor|business units|(?:sell|buy) (?:or (?:sell|buy) )?(?:stores|subsidiaries|assets)|provide (?:\\w+ ){0,2}links)\\b`,
);

/** The parties a policy can say it gives data to, and its promises not to. */
export const PARTIES: readonly PracticeDefinition[] = [
  sharedWith(
    'sale',
    'buyers of your data (a "sale")',
    'Sells personal data, or shares it in a way the law counts as a sale.',
    [
      /\b(?:sell|sells|sold|rent|rents)\b[^.]{0,60}\b(?:information|data|lists?)\b/,
      /\bsale of (?:your )?(?:personal )?(?:information|data)\b/,
    ],
    NOT_A_SALE,
  ),
  sharedWith('advertisers', 'advertisers', 'Shares data with advertisers or advertising networks.', [
    /\b(?:advertisers?|advertising (?:partners|networks?|companies|providers)|ad networks?|ad (?:partners|tech)|marketing partners)\b/,
  ]),
  sharedWith(
    'analytics',
    'analytics companies',
    'Shares data with analytics providers that measure how the service is used.',
    [
      /\b(?:analytics (?:providers?|partners|companies|services|tools)|google analytics|measurement (?:partners|companies)|mixpanel|amplitude)\b/,
    ],
  ),
  sharedWith(
    'service-providers',
    'service providers',
    'Shares data with service providers (hosting, payments, support) that work on its behalf.',
    [
      /\b(?:service providers?|vendors?|contractors|processors|suppliers|hosting providers?|payment processors?|agents)\b/,
    ],
  ),
  sharedWith(
    'affiliates',
    'its corporate group',
    'Shares data with affiliated companies in its corporate group.',
    [
      /\b(?:affiliates?|affiliated (?:companies|entities)|subsidiar(?:y|ies)|parent company|corporate (?:family|group)|family of companies|sister companies)\b/,
    ],
  ),
  sharedWith(
    'partners',
    'business partners',
    'Shares data with business partners, for example co-branded offers or promotions.',
    [
      /\b(?:business partners?|(?:trusted|selected|carefully selected|third[- ]party) partners|sponsors|co-branded|joint marketing)\b/,
    ],
  ),
  sharedWith(
    'social',
    'social networks',
    'Shares data with social networks, for example through share buttons or logins.',
    [
      // The network must receive something: a policy by Instagram names Instagram everywhere.
      // The name is matched first and the preposition looked up behind it: "to", "on" and "with" are in every sentence.
      /\b(?:social (?:media|networks?|networking)|facebook|twitter|linkedin|instagram|tiktok)\b(?<=\b(?:with|to|via|through|on|from|into) (?:\w+ ){0,3}(?:social (?:media|networks?|networking)|facebook|twitter|linkedin|instagram|tiktok))|\b(?:social (?:media|network(?:ing)?)|facebook|twitter|linkedin|instagram|tiktok) (?:\w+ )?(?:plug-?ins?|buttons?|widgets?|log-?ins?|connect|features?|accounts?|services?|platforms?|sites?)\b/,
    ],
  ),
  sharedWith(
    'law-enforcement',
    'the authorities',
    'Gives data to law enforcement or authorities when it believes the law requires it.',
    [
      /\b(?:law enforcement|government (?:authorities|agencies|officials|requests)|public authorities|police|regulators|subpoenas?|court orders?|legal process|warrants?)\b/,
    ],
  ),
  sharedWith(
    'business-transfer',
    'a buyer if the company is sold',
    'Would hand data over to a buyer in a merger, acquisition or bankruptcy.',
    [
      /\b(?:merger|acquisition|bankruptcy|insolvency|sale of (?:all|some|substantially all|(?:our|the) (?:company|business|assets))|reorgani[sz]ation|change of control|successor)\b/,
    ],
    DENIAL,
  ),
  sharedWith('data-brokers', 'data brokers', 'Shares data with data brokers.', [
    /\bdata brokers?\b|\bdata (?:resellers|aggregators)\b/,
  ]),
  sharedWith('public', 'the public', 'Some of your information may be visible publicly or to other users.', [
    /\b(?:publicly (?:visible|displayed|accessible|posted)|public (?:profile|areas?|forums?|posts?)|visible to (?:other users|others|anyone|the public))\b/,
  ]),
  {
    id: 'no-sale',
    label: 'no sale of data',
    section: 'dataSharing',
    category: 'Third Party Sharing/Collection',
    statement: 'Says it does not sell your personal data.',
    patterns: [
      /\b(?:(?:do|does|will)\s*(?:not|n't)|dont|doesnt|wont|never)\s+(?:\w+\s+){0,2}(?:sell|rent|trade)\b[^.]{0,80}\b(?:information|data|details|lists?|e-?mails?)\b|\b(?:information|data)\b[^.]{0,40}\bnot (?:be )?sold\b|\bnot in the business of (?:selling|renting)\b/,
    ],
  },
  {
    id: 'no-advertising-sharing',
    label: 'no sharing for ads',
    section: 'dataSharing',
    category: 'Third Party Sharing/Collection',
    statement: 'Says it does not share your personal data with advertisers.',
    patterns: [
      /\b(?:do|does|will)\s*(?:not|n't)\s+(?:\w+\s+){0,3}(?:share|disclose|provide)\b[^.]{0,60}\b(?:advertis|marketing|third parties for their own)/,
    ],
  },
];
