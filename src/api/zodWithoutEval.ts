/** The settings zod 4 reads (`globalConfig` of zod/v4/core), as far as this module sets them. */
interface ZodGlobalConfig {
  jitless?: boolean;
}

/** zod 4 keeps its settings on globalThis, so every copy of zod on a page shares them. */
const zodHost = globalThis as { __zod_globalConfig?: ZodGlobalConfig };

/**
 * Makes zod validate without generated code, whose `new Function` probe the CSP reports on every
 * page. Sets zod's global settings itself: importing `config()` put zod's core in the entry chunk.
 */
export function validateWithoutEval(): void {
  const settings = zodHost.__zod_globalConfig ?? {};
  settings.jitless = true;
  zodHost.__zod_globalConfig = settings;
}
