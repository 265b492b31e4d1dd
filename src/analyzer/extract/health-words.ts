/**
 * A prescription named as data about you ("your prescriptions", "prescription history", "the
 * prescriptions you fill"), not as what a pharmacy sends you ("prescription reminders", "refill
 * notifications"): a message about prescriptions names no health data the company collects. One
 * source for the health rules of the findings, the practices and the sensitive-data flag.
 */
export const PRESCRIPTION_DATA = String.raw`\bprescriptions?\b(?! (?:refill )?(?:reminders?|notifications?|alerts?|messages?|texts?|calls?|e-?mails?|communications?|notices?)\b)`;
