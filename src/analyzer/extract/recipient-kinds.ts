import { itemsFound, joinItems, type Items, type Names } from '../statement-items';

/*
 * Recipients beyond the usual list, named where a sentence says the company shares with them: the
 * companies that deliver orders or move payments for it (named within the service providers), the
 * sellers a shop's buyers deal with, and the employers and recruiters who search a CV database.
 */

/** Companies that carry or fulfil orders, named as such: "shipping companies", "couriers", "fulfilment partners". */
// Not "fulfilment partners" who send you quotes (dealers, lenders): fulfilment named as a service. Not an
// email delivery provider, nor a newspaper called the Courier.
const DELIVERY_COMPANIES = String.raw`\b(?<!\be-?mail )(?:shipping|delivery|courier|logistics|freight|parcel) (?:companies|carriers?|services?|partners|providers?|vendors?|agents|firms)\b|\bfulfil?l?ment (?:companies|services?|providers?|vendors?|centers?|centres?|houses?)\b|\bcouriers\b|\b(?:fedex|usps|dhl)\b`;
/** Card networks and banks that a payment passes through: "card associations", "financial institutions involved in processing the transaction". */
const CARD_NETWORKS = String.raw`\b(?:credit |debit )?card (?:networks?|associations?|organi[sz]ations?|issuers?|brands|schemes?)\b|\b(?:visa|mastercard|american express)\b`;
const BANKS_IN_PAYMENTS = String.raw`\b(?:banks?|financial institutions?)\b[^.]{0,80}\b(?:process\w*|transactions?|payments?|card)\b`;
const PAYMENT_PROCESSORS = String.raw`\b(?:payment|card|credit card|payment card) (?:processors?|processing (?:companies|firms|services?|partners|providers?))\b|\bpayment (?:service providers?|providers?|gateways?(?: providers?)?)\b`;
/** Payment companies by name: named in the statement, but a sentence naming them may only say what they send the company. */
const PAYMENT_COMPANIES = String.raw`\b(?:stripe|paypal|braintree)\b`;

/** Outside companies the service-provider rule reads besides its own words ("vendors", "contractors"). */
export const DELIVERY_OR_PAYMENT_COMPANIES = new RegExp(
  [DELIVERY_COMPANIES, CARD_NETWORKS, BANKS_IN_PAYMENTS, PAYMENT_PROCESSORS].join('|'),
);

/** The kinds of service provider a sentence names, in our words. */
const PROVIDER_KINDS: Items = [
  [
    new RegExp(
      `${DELIVERY_COMPANIES}|\\b(?:fulfil?l?(?:ing)?|ship(?:ping)?|deliver(?:ing)?) (?:your |customer )?(?:orders|packages|parcels|shipments)\\b|\\border fulfil?l?ment\\b`,
    ),
    'delivery companies',
  ],
  [
    new RegExp(
      `${PAYMENT_PROCESSORS}|${PAYMENT_COMPANIES}|\\bprocess(?:ing)? (?:your )?(?:payments?|(?:credit )?card (?:payments|transactions)|transactions)\\b`,
    ),
    'payment processors',
  ],
  [new RegExp(CARD_NETWORKS), 'card networks'],
  [new RegExp(BANKS_IN_PAYMENTS), 'banks'],
];

/** The kinds that are part of a payment, not contractors of the company. */
const PAYMENT_NETWORKS = new Set(['card networks', 'banks']);

/** "Shares data with service providers that work on its behalf (delivery companies and payment processors)." */
export function serviceProvidersStatement(names: Names): string {
  const kinds = itemsFound(names, PROVIDER_KINDS, 4);
  // Banks and card networks a payment passes through take part in it; they do not work for the company.
  if (kinds.length > 0 && kinds.every((kind) => PAYMENT_NETWORKS.has(kind)))
    return `Shares data with the ${joinItems(kinds)} that take part in processing payments.`;
  return `Shares data with service providers that work on its behalf${kinds.length > 0 ? ` (${joinItems(kinds)})` : ''}.`;
}

/**
 * The sellers the reader buys from through the company: marketplace or third-party sellers and
 * merchants, or "the third party involved in your transaction". Not a best-seller list, nor the
 * company's own customers of a payment business ("our merchants").
 */
export const SELLERS =
  /\b(?:marketplace|third[- ]party|participating|independent|outside|other) (?:sellers?|merchants?|retailers?|vendors? (?:who|that) sell)|\bparticipating vendors?\b|\b(?:sellers?|merchants?|retailers?) (?:from whom|(?:that|who|which) )?you (?:buy|purchase|order)\b|\bthird[- ]part(?:y|ies)\b (?:\w+ ){0,3}involved in (?:\w+ ){0,2}(?:transactions?|purchases?|orders?)\b/;

/** The employers, recruiters and others with access to a CV database, as the sentence names them. */
const SEARCHERS: Items = [
  [/\bemployers?\b/, 'employers'],
  [/\brecruiters?\b|\bheadhunters?\b|\bhiring managers?\b/, 'recruiters'],
];

/** A CV or resume database that others search or may access. */
export const CV_DATABASE =
  /\b(?:resumes?|résumés?|cvs?|curriculum vitae|candidate profiles?)\b[^.]{0,80}\b(?:search\w*|access\w*|view\w*|available to)\b|\b(?:search\w*|access\w*) (?:\w+ ){0,3}(?:resume|cv|candidate) (?:database|bank|search)\b/;

/** Who may search a CV database, named: the recipients of the employers rule. */
export const CV_SEARCHERS =
  /\b(?:employers?|recruiters?|headhunters?|hiring managers?|(?:parties|companies|third parties|others|anyone) (?:with|who (?:have|gain)) access)\b/;

/** The verbs that give others a CV database: searching and access, as well as sharing. */
export const CV_ACCESS_VERB = /\b(?:search\w*|access\w*|view\w*|shar\w*|disclos\w*|provid\w*|available)\b/;

/** "Shares your CV with employers and recruiters who search its CV database." */
export function cvDatabaseStatement(names: Names): string {
  const who = itemsFound(names, SEARCHERS, 2);
  return `Shares your CV with ${who.length > 0 ? joinItems(who) : 'others'} who search its CV database.`;
}
