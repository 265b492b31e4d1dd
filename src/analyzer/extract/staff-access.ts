import { itemsFound, type Items, type Names } from '../statement-items';
import type { PracticeDefinition } from './practice-definition';

/**
 * The organisational side of security: only the staff who need your data may reach it, they are
 * trained, they are bound to keep it confidential. Policies say it apart from encryption and
 * "reasonable measures", often in the same section, and the security finding shows one sentence;
 * this one says who inside the company can see your data. The staff must be named: "you can restrict
 * access to your profile" is the reader's control, "access to some pages is limited to members" is
 * not about your data.
 */
const STAFF = String.raw`(?:employees|staff|personnel|agents|contractors|associates|team members|workers|those (?:who|with))`;

const ACCESS_LIMITED = new RegExp(
  String.raw`\b(?:limit|limits|limited|restrict|restricts|restricted)\b (?:\w+ ){0,8}?access\b[^.]{0,120}\b${STAFF}|\baccess\b[^.]{0,80}\b(?:is|are|be) (?:strictly |only )?(?:limited|restricted)\b[^.]{0,40}\b${STAFF}|\b${STAFF}\b[^.]{0,120}\bneed[- ]to[- ]know\b|\bon a need[- ]to[- ]know\b`,
);
const TRAINED = new RegExp(
  String.raw`\b${STAFF}\b[^.]{0,80}\b(?:train\w*|educat\w*)\b[^.]{0,60}\b(?:privacy|security|confidential\w*|practices|data protection)|\btrain\w* (?:our |its |all )?${STAFF}\b`,
);
/** Bound by a contract: "requires employees to sign confidentiality contracts", "staff subject to confidentiality obligations". */
const CONFIDENTIAL = new RegExp(
  String.raw`\b${STAFF}\b[^.]{0,100}\b(?:sign\w*|bound by|subject to|enter\w* into|agree\w* to|execut\w*) (?:\w+ ){0,3}(?:confidentiality|non-?disclosure)(?: and security)? (?:agreements?|contracts?|obligations?|undertakings)\b`,
);

const PARTS: Items = [
  [ACCESS_LIMITED, 'only staff who need your data can access it'],
  [TRAINED, 'its staff are trained in privacy or security'],
  [CONFIDENTIAL, 'staff who handle your data are bound to keep it confidential'],
];

function staffAccessStatement(names: Names): string {
  const parts = itemsFound(names, PARTS);
  const said = parts.length > 0 ? parts : ['only staff who need your data can access it'];
  return `Says ${said.length > 1 ? `${said.slice(0, -1).join(', ')}, and ${said.at(-1) ?? ''}` : said.join('')}.`;
}

export const STAFF_ACCESS: PracticeDefinition = {
  id: 'staff-access',
  label: 'staff access limits',
  statement: 'Says only staff who need your data can access it.',
  section: 'restrictions',
  category: 'Data Security',
  patterns: [ACCESS_LIMITED, TRAINED, CONFIDENTIAL],
  // "We are not responsible for the employees of other companies" limits nothing.
  unless: [
    /\bnot (?:be )?responsible\b|\b(?:other|third[- ]party|linked) (?:organi[sz]ations?|web ?sites?|sites|companies)\b/,
  ],
  write: staffAccessStatement,
};
