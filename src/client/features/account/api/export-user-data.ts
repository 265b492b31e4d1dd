/**
 * GET /api/user/export answers with an attachment (policylens-data-<date>.json), so a plain link
 * downloads it with the session cookie: no script has to hold the whole file in memory.
 */
export const USER_DATA_EXPORT_URL = '/api/user/export';
