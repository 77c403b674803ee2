import { config } from 'zod/v4/core';

/**
 * Makes zod validate without generated code. Zod 4 probes `new Function('')` to decide whether
 * it may compile fast object parsers; under the site's CSP (no 'unsafe-eval') the probe fails
 * as intended but the browser still reports a `script-src eval` violation on every page. Called
 * once at start, before any schema runs; the interpreted parser is plenty fast for API answers
 * and forms.
 */
export function validateWithoutEval(): void {
  config({ jitless: true });
}
