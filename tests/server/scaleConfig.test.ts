import { describe, expect, it } from 'vitest';
import { configProblem } from './support/configProblem';
import { loadConfig } from '../../server/config';

// The settings for running at scale; no database needed.

const cwd = '/srv/arrakis';
const POSTGRES = 'postgres://arrakis:secret@db.internal:5432/arrakis';
const TOKEN = 'metrics-token-0123456789';

const problemOf = (env: NodeJS.ProcessEnv): string => configProblem(env, cwd);

describe('loadConfig: running at scale', () => {
  it('reads WORKERS, METRICS_TOKEN, LINK_DAILY_CAP and the pressure limits', () => {
    const config = loadConfig(
      {
        DATABASE_URL: POSTGRES,
        WORKERS: '4',
        METRICS_TOKEN: TOKEN,
        LINK_DAILY_CAP: '0',
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '250',
        PRESSURE_MAX_HEAP_MB: '900',
      },
      cwd,
    );
    expect(config.scale).toEqual({
      workers: 4,
      redisUrl: null,
      metricsToken: TOKEN,
      linkDailyCap: 0,
      maxEventLoopDelayMs: 250,
      maxHeapUsedMb: 900,
    });
  });

  it('refuses WORKERS above 1 on SQLite, saying SQLite is one process only', () => {
    expect(problemOf({ WORKERS: '2' })).toBe(
      'Invalid configuration: WORKERS=2 needs PostgreSQL (set DATABASE_URL): SQLite is one process only, as its single writer and the file lock belong to one process',
    );
    expect(loadConfig({ WORKERS: '1' }, cwd).scale.workers).toBe(1);
  });

  it('reads REDIS_URL with PostgreSQL, with or without several WORKERS', () => {
    for (const url of ['redis://:pw@cache.internal:6379/2', 'rediss://cache.internal']) {
      expect(loadConfig({ DATABASE_URL: POSTGRES, REDIS_URL: url }, cwd).scale.redisUrl).toBe(url);
      expect(
        loadConfig({ DATABASE_URL: POSTGRES, WORKERS: '4', REDIS_URL: url }, cwd).scale,
      ).toMatchObject({ workers: 4, redisUrl: url });
    }
    // Several processes without Redis count in memory and write their counts in batches.
    expect(loadConfig({ DATABASE_URL: POSTGRES, WORKERS: '4' }, cwd).scale.redisUrl).toBeNull();
  });

  it('refuses a REDIS_URL that is not a redis:// URL, without echoing it', () => {
    const cases: Record<string, string> = {
      'http://:hunter2@cache.internal': 'must be a redis:// or rediss:// URL (got a http:// URL)',
      'cache.internal:6379': 'must be a redis:// or rediss:// URL (got a cache.internal:// URL)',
      'not a url hunter2': 'must be a redis:// or rediss:// URL, like redis://localhost:6379',
      'redis://': 'must name the Redis server, like redis://localhost:6379',
    };
    for (const [value, problem] of Object.entries(cases)) {
      const message = problemOf({ DATABASE_URL: POSTGRES, REDIS_URL: value });
      expect(message).toBe(`Invalid configuration: REDIS_URL ${problem}`);
      expect(message).not.toContain('hunter2');
    }
  });

  it('refuses REDIS_URL on SQLite, saying its one process counts in memory', () => {
    expect(problemOf({ REDIS_URL: 'redis://localhost:6379' })).toBe(
      'Invalid configuration: REDIS_URL is for several processes sharing PostgreSQL (set DATABASE_URL): with SQLite the one process counts request limits in memory, so unset REDIS_URL',
    );
  });

  it('refuses a WORKERS that is not a whole number from 1 to 64', () => {
    for (const value of ['0', '-1', '1.5', 'two', '65']) {
      expect(problemOf({ DATABASE_URL: POSTGRES, WORKERS: value })).toBe(
        `Invalid configuration: WORKERS must be a whole number from 1 to 64 (got "${value}")`,
      );
    }
  });

  it('refuses a short METRICS_TOKEN without echoing it', () => {
    const message = problemOf({ METRICS_TOKEN: 'short' });
    expect(message).toBe(
      'Invalid configuration: METRICS_TOKEN must be at least 16 printable characters without spaces',
    );
    expect(message).not.toContain('short"');
  });

  it('refuses limits that are not whole numbers', () => {
    expect(problemOf({ LINK_DAILY_CAP: 'many' })).toBe(
      'Invalid configuration: LINK_DAILY_CAP must be a whole number (0 turns it off) (got "many")',
    );
    expect(problemOf({ PRESSURE_MAX_HEAP_MB: '1e3' })).toBe(
      'Invalid configuration: PRESSURE_MAX_HEAP_MB must be a whole number (0 turns it off) (got "1e3")',
    );
  });
});
