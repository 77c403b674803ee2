import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../src/api/contract/siteConfig';
import { ConfigError, loadConfig } from '../../server/config';
import { APP_CSP_DIRECTIVES } from '../../server/http/securityHeaders';
import {
  createTestDatabase,
  databaseKinds,
  removeTempDirs,
  startApp,
  type TestDatabase,
} from './helpers';

/**
 * The optional analytics and ads scripts: the CSP allows exactly their configured origins for
 * scripts and calls, and nothing when they are not configured; `/api/site-config` tells the client
 * what is configured; the variables are validated. Both databases.
 */

const ANALYTICS = 'https://stats.arrakis.example/js/script.js';
const ADS = 'https://ads.spice.example/tag.js';

/** The CSP's directives by name, e.g. `script-src` → ["'self'", …]. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe.each(databaseKinds)('third-party scripts and the CSP (%s)', (kind) => {
  let db: TestDatabase;
  let plain: FastifyInstance;
  let configured: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    plain = await startApp(db);
    configured = await startApp(db, {
      ANALYTICS_SCRIPT_URL: ANALYTICS,
      ANALYTICS_SITE_ID: 'arrakis.example',
      ADS_SCRIPT_URL: ADS,
    });
  });
  afterAll(async () => {
    await plain.close();
    await configured.close();
    await db.drop();
    removeTempDirs();
  });

  const csp = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/site-config' });
    return directives(String(response.headers['content-security-policy']));
  };

  it('allows no third-party origin when none is configured', async () => {
    const policy = await csp(plain);
    expect(policy['script-src']).toEqual(APP_CSP_DIRECTIVES.scriptSrc);
    expect(policy['connect-src']).toEqual(APP_CSP_DIRECTIVES.connectSrc);
    const response = await plain.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    expect(siteConfigSchema.parse(response.json())).toEqual({ analytics: null, ads: null });
  });

  it('allows exactly the configured origins for scripts and calls', async () => {
    const policy = await csp(configured);
    const origins = ['https://stats.arrakis.example', 'https://ads.spice.example'];
    expect(policy['script-src']).toEqual([...APP_CSP_DIRECTIVES.scriptSrc, ...origins]);
    expect(policy['connect-src']).toEqual([...APP_CSP_DIRECTIVES.connectSrc, ...origins]);
    // Nothing else widens: no frames, no new defaults.
    expect(policy['frame-src']).toEqual(APP_CSP_DIRECTIVES.frameSrc);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('tells the client which scripts are configured', async () => {
    const response = await configured.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(siteConfigSchema.parse(response.json())).toEqual({
      analytics: { scriptUrl: ANALYTICS, siteId: 'arrakis.example' },
      ads: { scriptUrl: ADS },
    });
  });
});

describe('third-party script variables', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('accepts https URLs, and plain http only on this machine', () => {
    expect(loadConfig({ ANALYTICS_SCRIPT_URL: ANALYTICS }).thirdPartyScripts).toEqual({
      analytics: { scriptUrl: ANALYTICS, siteId: null },
      ads: null,
    });
    expect(
      loadConfig({ ADS_SCRIPT_URL: 'http://127.0.0.1:4100/ads.js' }).thirdPartyScripts.ads,
    ).toEqual({ scriptUrl: 'http://127.0.0.1:4100/ads.js' });
    expect(loadConfig({}).thirdPartyScripts).toEqual({ analytics: null, ads: null });
  });

  it('refuses other URLs and a site id without its script', () => {
    expect(problems({ ANALYTICS_SCRIPT_URL: 'http://stats.example/script.js' })).toEqual([
      'ANALYTICS_SCRIPT_URL must be an https:// URL (http:// only on localhost) (got "http://stats.example/script.js")',
    ]);
    expect(problems({ ADS_SCRIPT_URL: 'javascript:alert(1)' })[0]).toMatch(/^ADS_SCRIPT_URL/);
    expect(problems({ ADS_SCRIPT_URL: 'https://u:p@ads.example/a.js' })[0]).toMatch(
      /user name or password/,
    );
    expect(problems({ ANALYTICS_SITE_ID: 'arrakis.example' })).toEqual([
      'ANALYTICS_SITE_ID needs ANALYTICS_SCRIPT_URL (the script it is for)',
    ]);
    expect(
      problems({ ANALYTICS_SCRIPT_URL: ANALYTICS, ANALYTICS_SITE_ID: '"><script>' })[0],
    ).toMatch(/^ANALYTICS_SITE_ID/);
  });
});
