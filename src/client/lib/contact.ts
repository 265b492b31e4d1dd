/** Public mailboxes named on the legal and support pages. */
export const PRIVACY_EMAIL = 'privacy@policylens.app';
export const SUPPORT_EMAIL = 'support@policylens.app';
