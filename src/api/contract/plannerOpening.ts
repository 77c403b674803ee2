/**
 * Where the planner finds a build to open besides its own (spec §3 "Client-stored data", §4
 * "Build sharing"), named once for the browser's code and for the server's gate on the planner's
 * page (server/http/plannerGate.ts), which must see the same builds the planner will open.
 */

/** The address fragment's key for a share code: `#build=<code>`. */
export const SHARE_CODE_FRAGMENT_KEY = 'build';

/** The local-storage key of a build handed to the planner by another page or tab. */
export const LOAD_BUILD_KEY = 'load-build';
