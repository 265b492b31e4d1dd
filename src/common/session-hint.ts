// No zod here: every page of the client reads this name.

/**
 * A cookie the page can read that says only "this browser has a session" (never the token). Without
 * it the client knows it is signed out and does not ask the server, so a visitor's page load makes no
 * request that can only answer 401.
 */
export const SESSION_HINT_COOKIE = 'policylens_signed_in';
