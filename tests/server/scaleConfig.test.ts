import { describe, expect, it } from 'vitest';
import { configProblem } from './support/configProblem';
import { loadConfig } from '../../server/config';

// The settings for running at scale (issue 13); no database needed.

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
