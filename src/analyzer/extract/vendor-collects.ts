import type { Finding } from '../../common/analysis';

/**
 * An outside company that takes your card or payment details itself (fix-aa): "payments are processed
 * by our vendor, which collects your card number", "your credit card information is collected by our
 * third-party payment processor", "that provider collects your credit card number". The data types
 * read such a sentence as collection, and the finding says who collects: the vendor, not the company.
 */
const VENDOR_NOUN = String.raw`(?:processors?|vendors?|providers?|gateways?|paypal|stripe|braintree|payment (?:services?|compan(?:y|ies)|partners?))`;
const PAYMENT_DATA = String.raw`\b(?:(?:credit|debit|payment|bank) cards?|card (?:numbers?|details|information|data)|payment (?:information|details|data|methods?)|billing (?:information|address|details)|bank (?:account|details))\b`;
const VENDOR_TAKES_PAYMENT_DATA = new RegExp(
  String.raw`\b${VENDOR_NOUN}\b,?(?: (?:which|who|that))?(?: (?:will|may|then|also|directly))? (?:collects?|receives?|obtains?|takes?|captures?|gathers?|requests?|asks? (?:you )?for)\b(?![^.]{0,80}\bfrom us\b)[^.]{0,60}${PAYMENT_DATA}|${PAYMENT_DATA}[^.]{0,60}\b(?:is|are|will be|may be|gets?)\b (?:\w+ )?(?:collected|received|obtained|taken|captured|gathered|entered)\b (?:\w+ )?by (?:our |an? |the |its |one of our )?(?:[\w-]+ ){0,3}${VENDOR_NOUN}\b`,
);

/** The company's own getting of the data, beside the vendor's: "we collect your card number and pass it on". */
const COMPANY_GETS_IT =
  /\bwe (?:also |may |will |then )?(?:collect|receive|obtain|ask for|request|gather|capture|store|keep|retain)\b/;

/** Said directly, or that the company does not get or keep it: "not by us", "we do not store them". */
const NOT_THE_COMPANY =
  /\bdirectly\b|\bnot (?:by )?us\b|\bwe (?:do not|don['’]t|never|will not|won['’]t) (?:\w+ )?(?:see|receive|collect|store|keep|retain|have access|access|hold)\b/;

const PROCESSOR =
  /\b(?:processors?|gateways?|paypal|stripe|braintree|payment (?:services?|compan(?:y|ies)|providers?))\b/;

/** "Collects payment or purchase details (card details)." said of the vendor that takes them. */
export function asVendorCollection(finding: Finding): Finding {
  if (finding.section !== 'dataCollection' || !finding.statement.startsWith('Collects ')) return finding;
  const quote = finding.quote.toLowerCase();
  if (!VENDOR_TAKES_PAYMENT_DATA.test(quote) || COMPANY_GETS_IT.test(quote)) return finding;
  const who = PROCESSOR.test(quote)
    ? 'Its payment processor, an outside company,'
    : 'An outside vendor that handles its payments';
  const notItself = NOT_THE_COMPANY.test(quote) ? ', not the company itself' : '';
  const reword = (statement: string): string =>
    statement.startsWith('Collects ')
      ? `${who} collects ${statement.slice('Collects '.length).replace(/\.$/, '')}${notItself}.`
      : statement;
  return {
    ...finding,
    statement: reword(finding.statement),
    ...(finding.statementWithoutRedFlags
      ? { statementWithoutRedFlags: reword(finding.statementWithoutRedFlags) }
      : {}),
  };
}
