import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { SiteConfig } from '../src/api/contract/siteConfig';

/**
 * The server's configuration, read from environment variables only (twelve-factor): the same
 * build runs on a laptop with no variables set and in production behind a proxy. Every
 * variable is validated at start so a typo fails loudly with the variable's name instead of
 * surfacing later as a confusing runtime error.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `auto`: readable lines on a terminal, JSON lines anywhere else; the others force one. */
const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export type DatabaseConfig =
  | {
      kind: 'sqlite';
      file: string;
      /** Threads for long reads (searches); 0 reads on the server's own connection. */
      readThreads?: number;
    }
  | { kind: 'postgres'; url: string; displayUrl: string };

/** What Fastify's `trustProxy` accepts, restricted to what can be written in a variable. */
export type TrustProxy = boolean | number | string[];

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  gameDataDir: string;
  clientDir: string;
  logLevel: LogLevel;
  logFormat: LogFormat;
  trustProxy: TrustProxy;
  /** Origin of the public site (no trailing slash), when known. */
  publicOrigin: string | null;
  /**
   * The origin of every absolute URL the server writes (preview tags, images): PUBLIC_ORIGIN,
   * or `http://localhost:<PORT>` on a loopback HOST. Never a request's Host header.
   */
  siteOrigin: string;
  /** Requests per minute per client address on /api; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Build links created per minute per client address; 0 leaves only the general limit. */
  linkRateLimitPerMinute: number;
  /** Preview images one client may ask for per minute; 0 turns the limit off. */
  previewRateLimitPerMinute: number;
  /** Card thumbnails one client may ask for per minute; 0 turns the limit off. */
  thumbnailRateLimitPerMinute: number;
  /** Searches of the community list per minute per client; 0 turns the limit off. */
  searchRateLimitPerMinute: number;
  /** HTML pages per minute per client; 0 turns the limit off. */
  pageRateLimitPerMinute: number;
  /** Accounts: mail and the bot-check. */
  accounts: AccountsConfig;
  /** Give a database without them the example builds at start (SEED_EXAMPLES). */
  seedExamples: boolean;
  /** Draw listed cards' thumbnails before they are asked for (THUMBNAILS_AHEAD). */
  thumbnailsAhead: boolean;
  /** Optional analytics and ads scripts, loaded only after consent where the banner applies. */
  thirdPartyScripts: SiteConfig;
  /** Where each feedback message is mailed (FEEDBACK_TO); null: kept for the desk only. */
  feedbackTo: string | null;
  /** Running at scale: processes, metrics, load shedding and the daily link cap. */
  scale: ScaleConfig;
}

/** How the server runs under load. */
export interface ScaleConfig {
  /** Server processes on one port (node:cluster); more than 1 needs PostgreSQL. */
  workers: number;
  /** Redis shared by every process for the request limits (REDIS_URL); null: none. */
  redisUrl: string | null;
  /** Bearer token that opens `/metrics`; null: no `/metrics` at all (404). */
  metricsToken: string | null;
  /** Build links one client address may create per UTC day; 0 for no cap. */
  linkDailyCap: number;
  /** Mean event-loop delay (ms) above which requests get 503; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** Heap in use (MiB) above which requests get 503; 0 turns the check off. */
  maxHeapUsedMb: number;
}

/** The account settings: where mail goes and which bot-check guards the forms. */
export interface AccountsConfig {
  /** smtp:// or smtps:// URL; null writes mails to `<DATA_DIR>/outbox/`. */
  smtpUrl: string | null;
  /** The From of every mail; null: a local default (outbox only). */
  mailFrom: string | null;
  /** Mails the server may send per hour, in all and per recipient domain; 0 turns one off. */
  mailBudget: { perHour: number; perDomainPerHour: number };
  /** The ALTCHA signing key; null: generated once into `<DATA_DIR>/altcha-hmac.key`. */
  altchaHmacKey: string | null;
  /** SHA-256 hashes the hardest ALTCHA challenge needs (difficulty). */
  botCheckCost: number;
  /** reCAPTCHA v3 instead of ALTCHA when both keys are set. */
  recaptcha: { siteKey: string; secret: string; minScore: number } | null;
}

/** One row per variable, in the order the README lists them. */
export const configTable: readonly { name: string; default: string; description: string }[] = [
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on.' },
  {
    name: 'HOST',
    default: 'localhost',
    description: 'Interface to listen on; `0.0.0.0` to accept connections from other machines.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description:
      'Unset: embedded SQLite file `<DATA_DIR>/arrakis.sqlite`. `postgres://…` or `postgresql://…`: that PostgreSQL database.',
  },
  {
    name: 'DATA_DIR',
    default: 'var',
    description: 'Folder for the SQLite database and other server-written files.',
  },
  {
    name: 'GAME_DATA_DIR',
    default: 'data/game',
    description: 'Folder with `manifest.json` and one folder of game data per game version.',
  },
  {
    name: 'CLIENT_DIR',
    default: 'dist/client',
    description:
      'Built client (and Storybook under `storybook/`); without it the server serves only the API.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'One of fatal, error, warn, info, debug, trace, silent.',
  },
  {
    name: 'LOG_FORMAT',
    default: 'auto',
    description:
      '`auto`: on a terminal one readable line per request (method, path, status, time) and plain sentences; anywhere else (a file, a pipe, a log collector) one JSON object per line. `json` or `pretty` forces one.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Set behind a reverse proxy so client addresses come from `X-Forwarded-For`: `true`, a hop count, or comma-separated proxy addresses/CIDRs.',
  },
  {
    name: 'PUBLIC_ORIGIN',
    default: '(unset)',
    description:
      'Public URL of the site, e.g. `https://arrakis.example`; every absolute URL (link previews, images) is built from it, never from a request’s Host header; `https` turns on HSTS. Required when `HOST` is not a loopback address.',
  },
  {
    name: 'RATE_LIMIT_PER_MINUTE',
    default: '600',
    description:
      'API requests allowed per client address per minute (static files are not limited); 0 turns it off.',
  },
  {
    name: 'LINK_RATE_LIMIT_PER_MINUTE',
    default: '20',
    description:
      'Share links (`POST /api/build-link`) a client address may create per minute; 0 leaves only the general API limit.',
  },
  {
    name: 'PREVIEW_RATE_LIMIT_PER_MINUTE',
    default: '60',
    description:
      'Link preview images (`/api/previews/…png`, what chat apps show for a shared build) a client may ask for per minute; an IPv6 /64 counts as one client. 0 turns it off.',
  },
  {
    name: 'THUMBNAIL_RATE_LIMIT_PER_MINUTE',
    default: '600',
    description:
      "Build cards' tree thumbnails (`/api/thumbnails/…png`) a client may ask for per minute, counted apart from link previews: a scrolled list asks a dozen a page. 0 turns it off.",
  },
  {
    name: 'SEARCH_RATE_LIMIT_PER_MINUTE',
    default: '30',
    description:
      'Searches of the community list (`GET /api/public-builds?q=…`) a client may make per minute; 0 turns it off.',
  },
  {
    name: 'PAGE_RATE_LIMIT_PER_MINUTE',
    default: '300',
    description:
      'HTML pages a client may load per minute (static files are not limited, the API has its own limit); 0 turns it off.',
  },
  {
    name: 'LINK_DAILY_CAP',
    default: '500',
    description:
      'Share links a client address may create per UTC day, counted in the database across every process; 0 turns the cap off.',
  },
  {
    name: 'WORKERS',
    default: '1',
    description:
      'Server processes sharing the port (Node cluster); a crashed one is restarted. More than 1 needs PostgreSQL (`DATABASE_URL`): SQLite is one process only.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    description:
      'With PostgreSQL, a Redis server (`redis://…` or `rediss://…`) where every process counts the request limits. Unset: each process counts in memory and adds its counts to the database about once a second. Not used with SQLite (one process: counted in memory).',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    description:
      'Opens Prometheus metrics at `/metrics` to requests with `Authorization: Bearer <token>` (16+ characters). Unset: `/metrics` answers 404.',
  },
  {
    name: 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS',
    default: '1000',
    description:
      'Mean event-loop delay in milliseconds above which requests get 503 with `Retry-After` (health and metrics excepted); 0 turns the check off.',
  },
  {
    name: 'PRESSURE_MAX_HEAP_MB',
    default: '0',
    description:
      'Heap in use, in MiB, above which requests get 503 with `Retry-After`; 0 (the default) turns the check off.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'Mail server for account mails, `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. Unset: each mail is written as an `.eml` file to `<DATA_DIR>/outbox/` and the log says where.',
  },
  {
    name: 'MAIL_FROM',
    default: '(unset)',
    description:
      'Sender of account mails, e.g. `Arrakis Planner <no-reply@arrakis.example>`; required with `SMTP_URL`.',
  },
  {
    name: 'MAIL_BUDGET_PER_HOUR',
    default: '500',
    description:
      'Mails the server may send per hour in all, counted in the database across every process; past it, calls that mail answer 503 and nothing is sent. 0 turns it off.',
  },
  {
    name: 'MAIL_DOMAIN_BUDGET_PER_HOUR',
    default: '100',
    description:
      'Mails the server may send per hour to one recipient domain (e.g. `gmail.com`); past it, calls that mail to that domain answer 503. 0 turns it off.',
  },
  {
    name: 'FEEDBACK_TO',
    default: '(unset)',
    description:
      'Address each feedback message is mailed to, e.g. `team@arrakis.example`. Unset: feedback is only kept for the moderators’ desk.',
  },
  {
    name: 'ALTCHA_HMAC_KEY',
    default: '(generated)',
    description:
      'Secret (32+ characters) that signs bot-check challenges; set the same value on every server process. Unset: generated once into `<DATA_DIR>/altcha-hmac.key` (mode 0600) and reused.',
  },
  {
    name: 'BOT_CHECK_COST',
    default: '10000',
    description:
      'Difficulty of the ALTCHA proof of work: the most SHA-256 hashes a challenge needs (a phone solves the default well under a second). From 1 to 10000000.',
  },
  {
    name: 'RECAPTCHA_SITE_KEY',
    default: '(unset)',
    description: 'With `RECAPTCHA_SECRET`: use Google reCAPTCHA v3 instead of ALTCHA.',
  },
  {
    name: 'RECAPTCHA_SECRET',
    default: '(unset)',
    description: 'The reCAPTCHA v3 secret key; set together with `RECAPTCHA_SITE_KEY`.',
  },
  {
    name: 'RECAPTCHA_MIN_SCORE',
    default: '0.5',
    description: 'Lowest reCAPTCHA v3 score (0 to 1) accepted as a person.',
  },
  {
    name: 'SEED_EXAMPLES',
    default: 'true',
    description:
      'At start, give a database whose built-in author `arrakis-planner` has no builds one Public example build per class; `false` turns it off.',
  },
  {
    name: 'THUMBNAILS_AHEAD',
    default: 'true',
    description:
      "Draw a Public build's card thumbnail in the background when a list first shows it, so the browser's request reads it from `<DATA_DIR>/previews`; `false` draws it only when asked for.",
  },
  {
    name: 'ANALYTICS_SCRIPT_URL',
    default: '(unset)',
    description:
      'A Plausible- or Umami-compatible analytics script (https), loaded only after consent where the cookie banner applies; its origin joins the CSP. Unset: page views are only counted first-party.',
  },
  {
    name: 'ANALYTICS_SITE_ID',
    default: '(unset)',
    description:
      "The analytics script's site: Plausible's `data-domain` and Umami's `data-website-id`; needs `ANALYTICS_SCRIPT_URL`.",
  },
  {
    name: 'ADS_SCRIPT_URL',
    default: '(unset)',
    description:
      'An ads script (https), loaded only after consent where the cookie banner applies; its origin joins the CSP.',
  },
];

/** Thrown by `loadConfig`; the message names every bad variable and why. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      problems.length === 1
        ? `Invalid configuration: ${problems[0] ?? ''}`
        : `Invalid configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Hides the password of a connection URL so it never reaches a log or an error message. */
function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable URL)';
  }
}

function quote(value: string): string {
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);
}

/** Empty strings count as unset: `PORT= npm start` means "use the default". */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

type Parser<T> = (value: string) => T | { problem: string };

function isProblem(value: unknown): value is { problem: string } {
  return typeof value === 'object' && value !== null && 'problem' in value;
}

const portSchema = z.coerce.number().int().min(1).max(65535);
const parsePort: Parser<number> = (value) => {
  const parsed = /^\d+$/.test(value) ? portSchema.safeParse(value) : null;
  return parsed?.success ? parsed.data : { problem: 'must be a whole number from 1 to 65535' };
};

const parseHost: Parser<string> = (value) =>
  /^[A-Za-z0-9.:[\]%-]+$/.test(value)
    ? value
    : { problem: 'must be a host name or an IP address, like localhost or 0.0.0.0' };

const parseLogLevel: Parser<LogLevel> = (value) => {
  const parsed = z.enum(LOG_LEVELS).safeParse(value);
  return parsed.success ? parsed.data : { problem: `must be one of ${LOG_LEVELS.join(', ')}` };
};

const parseLogFormat: Parser<LogFormat> = (value) => {
  const parsed = z.enum(LOG_FORMATS).safeParse(value);
  return parsed.success ? parsed.data : { problem: `must be one of ${LOG_FORMATS.join(', ')}` };
};

const parseTrustProxy: Parser<TrustProxy> = (value) => {
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((a) => a.trim());
  if (addresses.every((a) => /^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(a) && a !== '')) return addresses;
  return {
    problem: 'must be true, false, a number of proxy hops, or comma-separated proxy addresses',
  };
};

const parsePublicOrigin: Parser<string> = (value) => {
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(value);
  if (!parsed.success) return { problem: 'must be an http:// or https:// URL' };
  const url = new URL(parsed.data);
  if (url.pathname !== '/' || url.search || url.hash || url.username) {
    return { problem: 'must be an origin only, like https://arrakis.example (no path)' };
  }
  return url.origin;
};

const parseRateLimit: Parser<number> = (value) =>
  /^\d{1,9}$/.test(value) ? Number(value) : { problem: 'must be a whole number (0 turns it off)' };

/** Most SQLite reading threads: each holds a connection and a share of the cores. */
const MAX_READ_THREADS = 16;

const parseReadThreads: Parser<number> = (value) =>
  /^\d{1,2}$/.test(value) && Number(value) <= MAX_READ_THREADS
    ? Number(value)
    : { problem: `must be a whole number from 0 to ${MAX_READ_THREADS}` };

/** The cores beside the server's own thread (SQLite runs one server process): one to four. */
function defaultReadThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/** Most server processes one machine may ask for: far above any core count we expect. */
const MAX_WORKERS = 64;

const parseWorkers: Parser<number> = (value) =>
  /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_WORKERS
    ? Number(value)
    : { problem: `must be a whole number from 1 to ${MAX_WORKERS}` };

const parseRedisUrl: Parser<string> = (value) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: 'must be a redis:// or rediss:// URL, like redis://localhost:6379' };
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    return { problem: `must be a redis:// or rediss:// URL (got a ${url.protocol}// URL)` };
  }
  if (!url.hostname) return { problem: 'must name the Redis server, like redis://localhost:6379' };
  return value;
};

const parseMetricsToken: Parser<string> = (value) =>
  value.length >= 16 && /^[\x21-\x7e]+$/.test(value)
    ? value
    : { problem: 'must be at least 16 printable characters without spaces' };

const parseSmtpUrl: Parser<string> = (value) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {
      problem: 'must be an smtp:// or smtps:// URL, like smtp://user:pass@mail.example:587',
    };
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    return { problem: `must be an smtp:// or smtps:// URL (got a ${url.protocol}// URL)` };
  }
  if (!url.hostname) return { problem: 'must name the mail server, like smtp://mail.example:587' };
  return value;
};

const parseMailFrom: Parser<string> = (value) =>
  /^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(value)
    ? value
    : {
        problem:
          'must be an email address, optionally with a name: Arrakis Planner <no-reply@arrakis.example>',
      };

const parseEmail: Parser<string> = (value) =>
  /^[^\s@<>]+@[^\s@<>]+$/.test(value)
    ? value
    : { problem: 'must be an email address, like team@arrakis.example' };

const parseSecret: Parser<string> = (value) =>
  value.length >= 32 ? value : { problem: 'must be at least 32 characters (a long random string)' };

const parseBotCheckCost: Parser<number> = (value) =>
  /^\d{1,8}$/.test(value) && Number(value) >= 1 && Number(value) <= 10_000_000
    ? Number(value)
    : { problem: 'must be a whole number from 1 to 10000000' };

const parseScore: Parser<number> = (value) =>
  /^(0(\.\d+)?|1(\.0+)?)$/.test(value)
    ? Number(value)
    : { problem: 'must be a number from 0 to 1' };

const parseText: Parser<string> = (value) => value;

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether HOST listens on this machine only: localhost, 127.x.x.x or ::1. */
function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** A third-party script's URL: https, or plain http on this machine only (local testing). */
const parseScriptUrl: Parser<string> = (value) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: 'must be an https:// URL of a script' };
  }
  const local = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) {
    return { problem: 'must be an https:// URL (http:// only on localhost)' };
  }
  if (url.username || url.password) return { problem: 'must not carry a user name or password' };
  return url.toString();
};

const parseSiteId: Parser<string> = (value) =>
  /^[A-Za-z0-9._:-]{1,200}$/.test(value)
    ? value
    : { problem: 'must be a domain or an id (letters, digits, . _ : -)' };

const parseBoolean: Parser<boolean> = (value) => {
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  return { problem: 'must be true or false' };
};

/** The account settings; problems go to `problems`. */
function readAccountsConfig(
  get: <T>(name: string, parse: Parser<T>, fallback: T, showValue?: boolean) => T,
  problems: string[],
): AccountsConfig {
  // URLs and secrets may carry passwords: messages name the variable without echoing it.
  const smtpUrl = get('SMTP_URL', parseSmtpUrl, null, false);
  const mailFrom = get('MAIL_FROM', parseMailFrom, null);
  if (smtpUrl !== null && mailFrom === null) {
    problems.push('MAIL_FROM must be set when SMTP_URL is set (the sender of account mails)');
  }
  const siteKey = get('RECAPTCHA_SITE_KEY', parseText, null);
  const secret = get('RECAPTCHA_SECRET', parseText, null, false);
  if ((siteKey === null) !== (secret === null)) {
    problems.push('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET must be set together (or neither)');
  }
  const minScore = get('RECAPTCHA_MIN_SCORE', parseScore, 0.5);
  return {
    smtpUrl,
    mailFrom,
    mailBudget: {
      perHour: get('MAIL_BUDGET_PER_HOUR', parseRateLimit, 500),
      perDomainPerHour: get('MAIL_DOMAIN_BUDGET_PER_HOUR', parseRateLimit, 100),
    },
    altchaHmacKey: get('ALTCHA_HMAC_KEY', parseSecret, null, false),
    botCheckCost: get('BOT_CHECK_COST', parseBotCheckCost, 10_000),
    recaptcha: siteKey !== null && secret !== null ? { siteKey, secret, minScore } : null,
  };
}

/** The optional third-party scripts; problems go to `problems`. */
function readThirdPartyScripts(
  get: <T>(name: string, parse: Parser<T>, fallback: T) => T,
  problems: string[],
): SiteConfig {
  const scriptUrl = get('ANALYTICS_SCRIPT_URL', parseScriptUrl, null);
  const siteId = get('ANALYTICS_SITE_ID', parseSiteId, null);
  if (siteId !== null && scriptUrl === null) {
    problems.push('ANALYTICS_SITE_ID needs ANALYTICS_SCRIPT_URL (the script it is for)');
  }
  const ads = get('ADS_SCRIPT_URL', parseScriptUrl, null);
  return {
    analytics: scriptUrl === null ? null : { scriptUrl, siteId },
    ads: ads === null ? null : { scriptUrl: ads },
  };
}

/** The settings for running at scale. */
function readScaleConfig(
  get: <T>(name: string, parse: Parser<T>, fallback: T, showValue?: boolean) => T,
): ScaleConfig {
  return {
    workers: get('WORKERS', parseWorkers, 1),
    // May carry a password: a bad value is named, never echoed.
    redisUrl: get('REDIS_URL', parseRedisUrl, null, false),
    // A secret: a bad value is named, never echoed.
    metricsToken: get('METRICS_TOKEN', parseMetricsToken, null, false),
    linkDailyCap: get('LINK_DAILY_CAP', parseRateLimit, 500),
    maxEventLoopDelayMs: get('PRESSURE_MAX_EVENT_LOOP_DELAY_MS', parseRateLimit, 1000),
    maxHeapUsedMb: get('PRESSURE_MAX_HEAP_MB', parseRateLimit, 0),
  };
}

const parseDatabaseUrl: Parser<{ url: string; displayUrl: string }> = (value) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: 'must be a postgres:// or postgresql:// URL, or unset for SQLite' };
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    return {
      problem: `must be a postgres:// or postgresql:// URL, or unset for SQLite (got a ${url.protocol}// URL)`,
    };
  }
  return { url: value, displayUrl: redactUrl(value) };
};

/**
 * Reads the configuration from `env`. Relative paths are resolved against `cwd` (the repository
 * root when started with `npm start`). Throws a `ConfigError` listing every bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): Config {
  const problems: string[] = [];

  function get<T>(name: string, parse: Parser<T>, fallback: T, showValue = true): T {
    const raw = read(env, name);
    if (raw === undefined) return fallback;
    const parsed = parse(raw);
    if (isProblem(parsed)) {
      problems.push(`${name} ${parsed.problem}${showValue ? ` (got ${quote(raw)})` : ''}`);
      return fallback;
    }
    return parsed;
  }

  const dataDir = resolve(cwd, read(env, 'DATA_DIR') ?? 'var');
  // A database URL may carry a password: the message says what is wrong without echoing it.
  const postgres = get('DATABASE_URL', parseDatabaseUrl, null, false);
  const config: Config = {
    port: get('PORT', parsePort, 3000),
    host: get('HOST', parseHost, 'localhost'),
    database: postgres
      ? { kind: 'postgres', ...postgres }
      : {
          kind: 'sqlite',
          file: resolve(dataDir, 'arrakis.sqlite'),
          readThreads: get('SQLITE_READ_THREADS', parseReadThreads, defaultReadThreads()),
        },
    dataDir,
    gameDataDir: resolve(cwd, read(env, 'GAME_DATA_DIR') ?? 'data/game'),
    clientDir: resolve(cwd, read(env, 'CLIENT_DIR') ?? 'dist/client'),
    logLevel: get('LOG_LEVEL', parseLogLevel, 'info'),
    logFormat: get('LOG_FORMAT', parseLogFormat, 'auto'),
    trustProxy: get('TRUST_PROXY', parseTrustProxy, false),
    publicOrigin: get('PUBLIC_ORIGIN', parsePublicOrigin, null),
    rateLimitPerMinute: get('RATE_LIMIT_PER_MINUTE', parseRateLimit, 600),
    linkRateLimitPerMinute: get('LINK_RATE_LIMIT_PER_MINUTE', parseRateLimit, 20),
    previewRateLimitPerMinute: get('PREVIEW_RATE_LIMIT_PER_MINUTE', parseRateLimit, 60),
    thumbnailRateLimitPerMinute: get('THUMBNAIL_RATE_LIMIT_PER_MINUTE', parseRateLimit, 600),
    searchRateLimitPerMinute: get('SEARCH_RATE_LIMIT_PER_MINUTE', parseRateLimit, 30),
    pageRateLimitPerMinute: get('PAGE_RATE_LIMIT_PER_MINUTE', parseRateLimit, 300),
    siteOrigin: '',
    accounts: readAccountsConfig(get, problems),
    seedExamples: get('SEED_EXAMPLES', parseBoolean, true),
    thumbnailsAhead: get('THUMBNAILS_AHEAD', parseBoolean, true),
    thirdPartyScripts: readThirdPartyScripts(get, problems),
    feedbackTo: get('FEEDBACK_TO', parseEmail, null),
    scale: readScaleConfig(get),
  };
  config.siteOrigin = config.publicOrigin ?? `http://localhost:${config.port}`;
  if (config.publicOrigin === null && !isLoopbackHost(config.host)) {
    problems.push(
      `HOST=${config.host} accepts connections from other machines, so PUBLIC_ORIGIN must be set (the site's public URL, like https://arrakis.example): links and previews are never built from a request's Host header`,
    );
  }
  if (config.scale.workers > 1 && config.database.kind === 'sqlite') {
    problems.push(
      `WORKERS=${config.scale.workers} needs PostgreSQL (set DATABASE_URL): SQLite is one process only, as its single writer and the file lock belong to one process`,
    );
  }
  if (config.scale.redisUrl !== null && config.database.kind === 'sqlite') {
    problems.push(
      'REDIS_URL is for several processes sharing PostgreSQL (set DATABASE_URL): with SQLite the one process counts request limits in memory, so unset REDIS_URL',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
