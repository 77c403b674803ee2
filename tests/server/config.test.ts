import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { configProblem } from './support/configProblem';
import { configTable, loadConfig } from '../../server/config';

// Configuration is read before any database exists: these tests need none.

const cwd = '/srv/arrakis';

const problemOf = (env: NodeJS.ProcessEnv): string => configProblem(env, cwd);

describe('loadConfig', () => {
  it('has working defaults with no variables set', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 3000,
      host: 'localhost',
      database: {
        kind: 'sqlite',
        file: '/srv/arrakis/var/arrakis.sqlite',
        readThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
      },
      dataDir: '/srv/arrakis/var',
      gameDataDir: '/srv/arrakis/data/game',
      clientDir: '/srv/arrakis/dist/client',
      logLevel: 'info',
      logFormat: 'auto',
      trustProxy: false,
      publicOrigin: null,
      siteOrigin: 'http://localhost:3000',
      rateLimitPerMinute: 600,
      linkRateLimitPerMinute: 20,
      previewRateLimitPerMinute: 60,
      thumbnailRateLimitPerMinute: 600,
      searchRateLimitPerMinute: 30,
      pageRateLimitPerMinute: 300,
      accounts: {
        smtpUrl: null,
        mailFrom: null,
        mailBudget: { perHour: 500, perDomainPerHour: 100 },
        altchaHmacKey: null,
        botCheckCost: 10_000,
        recaptcha: null,
      },
      seedExamples: true,
      thumbnailsAhead: true,
      feedbackTo: null,
      thirdPartyScripts: { analytics: null, ads: null },
      scale: {
        workers: 1,
        redisUrl: null,
        metricsToken: null,
        linkDailyCap: 500,
        maxEventLoopDelayMs: 1000,
        maxHeapUsedMb: 0,
      },
    });
  });

  it('reads FEEDBACK_TO as an email address', () => {
    expect(loadConfig({ FEEDBACK_TO: 'team@arrakis.example' }, '/srv/app').feedbackTo).toBe(
      'team@arrakis.example',
    );
    expect(() => loadConfig({ FEEDBACK_TO: 'team' }, '/srv/app')).toThrow(
      'FEEDBACK_TO must be an email address, like team@arrakis.example (got "team")',
    );
  });

  it('reads THUMBNAILS_AHEAD as true or false, true unless set', () => {
    expect(loadConfig({}, '/srv/app').thumbnailsAhead).toBe(true);
    expect(loadConfig({ THUMBNAILS_AHEAD: 'false' }, '/srv/app').thumbnailsAhead).toBe(false);
  });

  it('reads SEED_EXAMPLES as true or false', () => {
    expect(loadConfig({ SEED_EXAMPLES: 'false' }, '/srv/app').seedExamples).toBe(false);
    expect(loadConfig({ SEED_EXAMPLES: 'TRUE' }, '/srv/app').seedExamples).toBe(true);
    expect(problemOf({ SEED_EXAMPLES: 'no' })).toBe(
      'Invalid configuration: SEED_EXAMPLES must be true or false (got "no")',
    );
  });

  it('reads SQLITE_READ_THREADS from 0 to 16', () => {
    const threads = (env: NodeJS.ProcessEnv) => {
      const { database } = loadConfig(env, '/srv/app');
      return database.kind === 'sqlite' ? database.readThreads : undefined;
    };
    expect(threads({ SQLITE_READ_THREADS: '0' })).toBe(0);
    expect(threads({ SQLITE_READ_THREADS: '3' })).toBe(3);
    expect(threads({})).toBeGreaterThanOrEqual(1);
    expect(problemOf({ SQLITE_READ_THREADS: '17' })).toBe(
      'Invalid configuration: SQLITE_READ_THREADS must be a whole number from 0 to 16 (got "17")',
    );
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgresql://app:pw@db.internal:5432/arrakis',
        DATA_DIR: '/data',
        GAME_DATA_DIR: 'game',
        CLIENT_DIR: 'public-build',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        TRUST_PROXY: 'true',
        PUBLIC_ORIGIN: 'https://arrakis.example/',
        RATE_LIMIT_PER_MINUTE: '0',
        LINK_RATE_LIMIT_PER_MINUTE: '5',
        PREVIEW_RATE_LIMIT_PER_MINUTE: '7',
        THUMBNAIL_RATE_LIMIT_PER_MINUTE: '9',
        SEARCH_RATE_LIMIT_PER_MINUTE: '12',
        PAGE_RATE_LIMIT_PER_MINUTE: '0',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: {
        kind: 'postgres',
        url: 'postgresql://app:pw@db.internal:5432/arrakis',
        displayUrl: 'postgresql://app:***@db.internal:5432/arrakis',
      },
      dataDir: '/data',
      gameDataDir: '/srv/arrakis/game',
      clientDir: '/srv/arrakis/public-build',
      logLevel: 'warn',
      logFormat: 'json',
      trustProxy: true,
      publicOrigin: 'https://arrakis.example',
      siteOrigin: 'https://arrakis.example',
      rateLimitPerMinute: 0,
      linkRateLimitPerMinute: 5,
      previewRateLimitPerMinute: 7,
      thumbnailRateLimitPerMinute: 9,
      searchRateLimitPerMinute: 12,
      pageRateLimitPerMinute: 0,
    });
  });

  it('refuses a HOST beyond this machine without PUBLIC_ORIGIN, naming both', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'arrakis.example']) {
      expect(problemOf({ HOST: host })).toBe(
        `Invalid configuration: HOST=${host} accepts connections from other machines, so PUBLIC_ORIGIN must be set (the site's public URL, like https://arrakis.example): links and previews are never built from a request's Host header`,
      );
    }
    for (const host of ['localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]']) {
      expect(loadConfig({ HOST: host, PORT: '8080' }, cwd).siteOrigin).toBe(
        'http://localhost:8080',
      );
    }
    expect(
      loadConfig({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://a.example' }, cwd).siteOrigin,
    ).toBe('https://a.example');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, cwd)).toMatchObject({
      port: 3000,
      database: { kind: 'sqlite' },
    });
  });

  it('accepts a hop count or proxy addresses for TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }, cwd).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('names the bad variable and why', () => {
    expect(problemOf({ PORT: 'abc' })).toBe(
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
    );
    expect(problemOf({ PORT: '70000' })).toMatch(/^Invalid configuration: PORT must be/);
    expect(problemOf({ LOG_LEVEL: 'verbose' })).toBe(
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    );
    expect(problemOf({ LOG_FORMAT: 'colour' })).toBe(
      'Invalid configuration: LOG_FORMAT must be one of auto, json, pretty (got "colour")',
    );
    expect(problemOf({ TRUST_PROXY: 'yes please' })).toMatch(/^Invalid configuration: TRUST_PROXY/);
    expect(problemOf({ PUBLIC_ORIGIN: 'arrakis.example' })).toMatch(
      /^Invalid configuration: PUBLIC_ORIGIN must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(problemOf({ PUBLIC_ORIGIN: 'https://arrakis.example/app' })).toMatch(
      /PUBLIC_ORIGIN must be an origin only/,
    );
    expect(problemOf({ RATE_LIMIT_PER_MINUTE: '-5' })).toMatch(
      /^Invalid configuration: RATE_LIMIT_PER_MINUTE must be a whole number/,
    );
    expect(problemOf({ LINK_RATE_LIMIT_PER_MINUTE: 'lots' })).toMatch(
      /^Invalid configuration: LINK_RATE_LIMIT_PER_MINUTE must be a whole number/,
    );
    expect(problemOf({ HOST: 'local host' })).toMatch(/^Invalid configuration: HOST/);
  });

  it('refuses a database URL that is not PostgreSQL, without echoing it', () => {
    const message = problemOf({ DATABASE_URL: 'mysql://root:hunter2@db/arrakis' });
    expect(message).toBe(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL, or unset for SQLite (got a mysql:// URL)',
    );
    expect(message).not.toContain('hunter2');
    expect(problemOf({ DATABASE_URL: 'var/my.sqlite' })).toMatch(
      /^Invalid configuration: DATABASE_URL/,
    );
  });

  it('lists every problem at once', () => {
    const message = problemOf({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '- PORT must be a whole number from 1 to 65535 (got "x")',
      '- LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
  });

  it('documents every variable it reads in configTable', () => {
    expect(configTable.map((row) => row.name)).toEqual([
      'PORT',
      'HOST',
      'DATABASE_URL',
      'DATA_DIR',
      'GAME_DATA_DIR',
      'CLIENT_DIR',
      'LOG_LEVEL',
      'LOG_FORMAT',
      'TRUST_PROXY',
      'PUBLIC_ORIGIN',
      'RATE_LIMIT_PER_MINUTE',
      'LINK_RATE_LIMIT_PER_MINUTE',
      'PREVIEW_RATE_LIMIT_PER_MINUTE',
      'THUMBNAIL_RATE_LIMIT_PER_MINUTE',
      'SEARCH_RATE_LIMIT_PER_MINUTE',
      'PAGE_RATE_LIMIT_PER_MINUTE',
      'LINK_DAILY_CAP',
      'WORKERS',
      'REDIS_URL',
      'METRICS_TOKEN',
      'PRESSURE_MAX_EVENT_LOOP_DELAY_MS',
      'PRESSURE_MAX_HEAP_MB',
      'SMTP_URL',
      'MAIL_FROM',
      'MAIL_BUDGET_PER_HOUR',
      'MAIL_DOMAIN_BUDGET_PER_HOUR',
      'FEEDBACK_TO',
      'ALTCHA_HMAC_KEY',
      'BOT_CHECK_COST',
      'RECAPTCHA_SITE_KEY',
      'RECAPTCHA_SECRET',
      'RECAPTCHA_MIN_SCORE',
      'SEED_EXAMPLES',
      'THUMBNAILS_AHEAD',
      'ANALYTICS_SCRIPT_URL',
      'ANALYTICS_SITE_ID',
      'ADS_SCRIPT_URL',
    ]);
  });
});
