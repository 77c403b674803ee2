/** Rows a migration created that live code finds by name (migrations 0003 and 0015). */

/** The system user that a deleted account's saved builds are given to. */
export const ANONYMOUS_USERNAME = 'anonymous';

/** The `server_secrets` row that holds the login key. */
export const LOGIN_KEY_NAME = 'login-key';
