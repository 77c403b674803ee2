/** The settings zod 4 reads (`globalConfig` of zod/v4/core), as far as this module sets them. */
interface ZodGlobalConfig {
  jitless?: boolean;
}

/** zod 4 keeps its settings on globalThis, so every copy of zod on a page shares them. */
const zodHost = globalThis as { __zod_globalConfig?: ZodGlobalConfig };

/**
 * Makes zod validate without generated code. Zod 4 probes `new Function('')` to decide whether
 * it may compile fast object parsers; under the site's CSP (no 'unsafe-eval') the probe fails
 * as intended but the browser still reports a `script-src eval` violation on every page. Called
 * once at start, before any schema is built; the interpreted parser is plenty fast for API
 * answers and forms.
 *
 * It writes zod's shared settings object (`globalThis.__zod_globalConfig`, which zod creates
 * only when missing) instead of calling zod's `config()`: importing that pulled zod's core
 * utilities (3.5 kB gzip) into the entry chunk, and no schema is built before a page's chunk
 * loads. tests/components/api/zodWithoutEval.test.ts checks that zod still reads it.
 */
export function validateWithoutEval(): void {
  const settings = zodHost.__zod_globalConfig ?? {};
  settings.jitless = true;
  zodHost.__zod_globalConfig = settings;
}
