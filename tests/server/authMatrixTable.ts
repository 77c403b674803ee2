import type { NewsItem } from '../../src/api/contract/news';
import { PAGE_ROUTES } from '../../src/app/routes';
import { compareApiPath, comparePath } from '../../src/api/contract/comparePaths';
import { encodeShareCode } from '../../src/skills/shareCode';
import { gameIndex, sampleBuild } from './buildLinkFixtures';
import { PASSWORD } from './support/accountApp';
import { appCode } from './support/authenticatorApp';
import { saveBody, titled } from './support/savedBuildApp';
import type { BotCheckAction } from '../../src/api/contract/botCheck';

/**
 * The auth matrix's expectations: for every route of the app, the status code each caller gets — a
 * visitor, the player who owns the records named in the URL or body, another player, and a
 * moderator. Each row also says how that caller makes a request the route would accept (real
 * records, valid bodies, fresh bot-check tokens and mailed codes), so the code checked is the
 * authorisation answer, not a 400.
 *
 * Rows run in this order, each for every role in ROLES' order (the owner last, after the others
 * tried its records); a row that deletes the player's account comes last.
 */

/** A share code anyone may compare with: it names no record. */
function matrixShareCode(): string {
  return encodeShareCode(sampleBuild(), gameIndex);
}

export type Role = 'anonymous' | 'player' | 'other' | 'admin';

/** The order the roles call each route in: the owner last, after the others tried. */
export const ROLES: readonly Role[] = ['anonymous', 'other', 'admin', 'player'];

/** An account the matrix calls with. */
export interface MatrixAccount {
  username: string;
  email: string;
  cookie: string;
}

/** A saved build of the player's. */
export interface MatrixBuild {
  id: string;
  url: string;
  name: string;
}

/** What the rows build their requests from. */
export interface MatrixContext {
  /** The logged-in accounts; `player` owns the records below. */
  accounts: Record<Exclude<Role, 'anonymous'>, MatrixAccount>;
  /** The player's Private build. */
  privateBuild: MatrixBuild;
  /** The player's Public build. */
  publicBuild: MatrixBuild;
  /** A build of the player's that the delete row removes. */
  doomedBuild: MatrixBuild;
  /** A build link anyone may open. */
  linkId: string;
  /** A skill tree's numeric id. */
  treeId: number;
  /** A news item on the desk. */
  newsId: string;
  /** A feedback message in the desk's inbox. */
  feedbackId: string;
  /** A solved bot-check token for `action`. */
  token(action: BotCheckAction): Promise<string>;
  /** The 6-digit code of the next mail to `to` whose subject contains `subject`. */
  code(to: string, subject: string): Promise<string>;
  /** The text of the next mail to `to` whose subject contains `subject`. */
  mailText(to: string, subject: string): Promise<string>;
  /** A new account (signed up and verified), not logged in anywhere the matrix uses. */
  freshAccount(): Promise<MatrixAccount>;
  /** A request as `account` (null: a visitor), for the steps before the call under test. */
  callAs(
    account: MatrixAccount | null,
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ statusCode: number; body: string }>;
  /** The key of the unsubscribe links in `account`'s email digests. */
  digestKey(account: MatrixAccount): Promise<string>;
  /** The new address each account's send-email-code row asked a code for (one a minute). */
  pendingEmails: Partial<Record<Role, string>>;
  /** A name no other call used. */
  unique(prefix: string): string;
}

/** The call under test: the URL with real values in it, and the body if any. */
interface MatrixRequest {
  url: string;
  body?: unknown;
}

export interface MatrixRow {
  /** The status code each role must get. */
  expect: Record<Role, number>;
  /**
   * Text of a build that must be in the answer for the roles marked true and nowhere in it
   * for the others (a page's preview tags, a build's title).
   */
  reveals?: { text(ctx: MatrixContext): string; to: Record<Role, boolean> };
  /** How `role` makes a request the route would accept. */
  request(ctx: MatrixContext, role: Role): MatrixRequest | Promise<MatrixRequest>;
  /** The call ends the caller's session (or all of them): the role logs in again after it. */
  endsSession?: true;
}

const everyone = (code: number): Record<Role, number> => ({
  anonymous: code,
  player: code,
  other: code,
  admin: code,
});
/** Any account; a visitor gets 401. */
const loggedIn = (code: number): Record<Role, number> => ({ ...everyone(code), anonymous: 401 });
/** Moderators only: 401 for a visitor, 403 for a player. */
const moderators = (code: number): Record<Role, number> => ({
  anonymous: 401,
  player: 403,
  other: 403,
  admin: code,
});
/** The player's own record: `code` for the player, `others` for another player or a moderator. */
const ownerOnly = (code: number, others: number, anonymous = others): Record<Role, number> => ({
  anonymous,
  player: code,
  other: others,
  admin: others,
});

/** Who may read a Private build: its owner only. A moderator acts on what is listed or reported. */
const ownerReads: Record<Role, boolean> = {
  anonymous: false,
  player: true,
  other: false,
  admin: false,
};
const nobody: Record<Role, boolean> = {
  anonymous: false,
  player: false,
  other: false,
  admin: false,
};
const anybody: Record<Role, boolean> = { anonymous: true, player: true, other: true, admin: true };

/** A request with no body, at `url` (or the URL made from the context). */
const plain =
  (url: string | ((ctx: MatrixContext) => string)): MatrixRow['request'] =>
  (ctx) => ({ url: typeof url === 'string' ? url : url(ctx) });

/** The player's collections the rows act on, made once per run (by listing). */
const shelves = new WeakMap<MatrixContext, Map<string, Promise<string>>>();

/** A new collection of the player's: its id. */
async function newShelf(
  ctx: MatrixContext,
  name = ctx.unique('Matrix Shelf'),
  sharing = 'Private',
) {
  const made = await ctx.callAs(ctx.accounts.player, 'POST', '/api/collections', { name, sharing });
  if (made.statusCode !== 201) throw new Error(`A collection was not made: ${made.body}`);
  return (JSON.parse(made.body) as { collection: { id: string } }).collection.id;
}

/** The player's Public or Private collection (its id), the same for every row of a run. */
function playerShelf(ctx: MatrixContext, sharing: 'Public' | 'Private'): Promise<string> {
  const mine = shelves.get(ctx) ?? new Map<string, Promise<string>>();
  shelves.set(ctx, mine);
  const found = mine.get(sharing);
  if (found) return found;
  const made = newShelf(ctx, `Matrix ${sharing} Shelf`, sharing);
  mine.set(sharing, made);
  return made;
}

/** A new collection of the player's holding the Public build: its id. */
async function shelfHolding(ctx: MatrixContext): Promise<string> {
  const id = await newShelf(ctx);
  const url = `/api/collections/${id}/builds/${ctx.publicBuild.url}`;
  const added = await ctx.callAs(ctx.accounts.player, 'PUT', url, {});
  if (added.statusCode !== 200) throw new Error(`The build was not added: ${added.body}`);
  return id;
}

/** A new comment of the player's on its own Public build: its id. */
async function playerComment(ctx: MatrixContext): Promise<string> {
  const url = `/api/saved-builds/${ctx.publicBuild.url}/comments`;
  const made = await ctx.callAs(ctx.accounts.player, 'POST', url, { body: 'The matrix says hi.' });
  if (made.statusCode !== 201) throw new Error(`A comment was not made: ${made.body}`);
  return (JSON.parse(made.body) as { comment: { id: string } }).comment.id;
}

/** The account `role` acts as; a visitor names the player's. */
const accountOf = (ctx: MatrixContext, role: Role): MatrixAccount =>
  ctx.accounts[role === 'anonymous' ? 'player' : role];

const NEWS_ITEM: NewsItem = {
  date: '2026-11-21',
  tagline: 'The auth matrix adds an item.',
  imageUrl: '/images/news/dunes.svg',
  linkUrl: 'https://www.duneawakening.com/news',
  keywords: ['News'],
};

/** The table's pages with rows of their own below: their builds' previews. */
const PAGES_WITH_ROWS = new Set([
  '/',
  '/build-viewer/:buildId',
  '/compare/:a/:b',
  '/collection/:id',
  '/skill-trees',
  '*',
]);

/**
 * Every other page of the table: the same HTML for everyone, logged in or not (the browser sends
 * a visitor of a page behind login to /login once the session has loaded).
 */
const PAGE_ROWS: Record<string, MatrixRow> = Object.fromEntries(
  PAGE_ROUTES.filter((route) => !PAGES_WITH_ROWS.has(route.path)).map((route) => [
    `GET ${route.path}`,
    {
      expect: everyone(200),
      request: plain(route.path.replace(':slug', 'trooper').replace(':username', 'someone')),
    },
  ]),
);

/** A new password strong enough for the account rules. */
const NEW_PASSWORD = 'Deep-Desert-Storm-2027';

/** A forgot-password reset of a fresh account, started by a visitor: its username and code. */
async function resetCode(ctx: MatrixContext): Promise<{ username: string; code: string }> {
  const account = await ctx.freshAccount();
  const requested = await ctx.callAs(null, 'POST', '/api/auth/reset-password/request', {
    username: account.username,
    recaptchaToken: await ctx.token('forgot_password'),
  });
  if (requested.statusCode !== 200) throw new Error(`reset request: ${requested.body}`);
  return { username: account.username, code: await ctx.code(account.email, 'password reset code') };
}

/** Turns two-step sign-in on for `account` (setup, then the app's code): its recovery codes. */
async function turnOnTwoStep(ctx: MatrixContext, account: MatrixAccount): Promise<string[]> {
  const setup = await ctx.callAs(account, 'POST', '/api/account/two-step/setup', {
    password: PASSWORD,
  });
  if (setup.statusCode !== 200) throw new Error(`two-step setup: ${setup.body}`);
  const { secret } = JSON.parse(setup.body) as { secret: string };
  const confirmed = await ctx.callAs(account, 'POST', '/api/account/two-step/confirm', {
    code: appCode(secret),
  });
  if (confirmed.statusCode !== 200) throw new Error(`two-step confirm: ${confirmed.body}`);
  return (JSON.parse(confirmed.body) as { recoveryCodes: string[] }).recoveryCodes;
}

/** A fresh account's email change: the token of the undo link mailed to its old address. */
async function undoToken(ctx: MatrixContext): Promise<string> {
  const account = await ctx.freshAccount();
  const newEmail = `${ctx.unique('undo').toLowerCase()}@sietch.test`;
  const sent = await ctx.callAs(account, 'POST', '/api/account/send-email-code', {
    newEmail,
    recaptchaToken: await ctx.token('change_email'),
    currentPassword: PASSWORD,
  });
  if (sent.statusCode !== 200) throw new Error(`send-email-code: ${sent.body}`);
  const code = await ctx.code(newEmail, 'confirm your new email');
  const changed = await ctx.callAs(account, 'PUT', '/api/account', {
    email: newEmail,
    code,
    currentPassword: PASSWORD,
  });
  if (changed.statusCode !== 200) throw new Error(`PUT /api/account: ${changed.body}`);
  const text = await ctx.mailText(account.email, 'your email address was changed');
  const token = /\/undo-email-change#([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (token === undefined) throw new Error(`no undo link in: ${text}`);
  return token;
}

/**
 * Every route of the app, keyed `METHOD url` as registered; a route asked in several ways has
 * more rows, each key followed by ` [what differs]`.
 */
export const AUTH_MATRIX: Record<string, MatrixRow> = {
  // ---------------------------------------------------------------- public reads
  'GET /api/docs': { expect: everyone(200), request: plain('/api/docs') },
  'GET /api/docs/': { expect: everyone(200), request: plain('/api/docs/') },
  // Swagger UI sends the page's own address on: the same redirect for everyone.
  'GET /api/docs/static/index.html': {
    expect: everyone(302),
    request: plain('/api/docs/static/index.html'),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    expect: everyone(200),
    request: plain('/api/docs/static/swagger-initializer.js'),
  },
  'GET /api/docs/static/*': {
    expect: everyone(200),
    request: plain('/api/docs/static/swagger-ui.css'),
  },
  'GET /api/docs/json': { expect: everyone(200), request: plain('/api/docs/json') },
  'GET /api/docs/yaml': { expect: everyone(200), request: plain('/api/docs/yaml') },
  'GET /api/openapi.json': { expect: everyone(200), request: plain('/api/openapi.json') },
  'GET /api/health': { expect: everyone(200), request: plain('/api/health') },
  'GET /api/health/ready': { expect: everyone(200), request: plain('/api/health/ready') },
  'GET /api/game-versions': { expect: everyone(200), request: plain('/api/game-versions') },
  'GET /api/classes': { expect: everyone(200), request: plain('/api/classes') },
  'GET /api/classes/:slugOrId': { expect: everyone(200), request: plain('/api/classes/trooper') },
  'GET /api/classes/:slugOrId/skill-trees': {
    expect: everyone(200),
    request: plain('/api/classes/trooper/skill-trees'),
  },
  'GET /api/classes/:slugOrId/trees-with-skills': {
    expect: everyone(200),
    request: plain('/api/classes/trooper/trees-with-skills'),
  },
  'GET /api/skill-trees': { expect: everyone(200), request: plain('/api/skill-trees') },
  'GET /api/skill-trees/:treeId/skills': {
    expect: everyone(200),
    request: plain((ctx) => `/api/skill-trees/${ctx.treeId}/skills`),
  },
  'GET /api/site-config': { expect: everyone(200), request: plain('/api/site-config') },
  'GET /api/bot-check': { expect: everyone(200), request: plain('/api/bot-check') },
  'GET /api/bot-check/challenge': {
    expect: everyone(200),
    request: plain('/api/bot-check/challenge?action=login'),
  },
  'GET /api/auth/login/challenge': {
    expect: everyone(200),
    request: plain('/api/auth/login/challenge'),
  },
  'GET /api/build-link/:linkId': {
    expect: everyone(200),
    request: plain((ctx) => `/api/build-link/${ctx.linkId}`),
  },
  // A saved build's url opens while it is Public; a Private one for its owner only.
  'GET /api/build-link/:linkId [Public url]': {
    expect: everyone(200),
    request: plain((ctx) => `/api/build-link/${ctx.publicBuild.url}`),
    reveals: { text: (ctx) => ctx.publicBuild.name, to: anybody },
  },
  'GET /api/build-link/:linkId [Private url]': {
    expect: ownerOnly(200, 404),
    request: plain((ctx) => `/api/build-link/${ctx.privateBuild.url}`),
    reveals: { text: (ctx) => ctx.privateBuild.name, to: ownerReads },
  },
  'GET /api/public-builds': { expect: everyone(200), request: plain('/api/public-builds') },
  'GET /api/users/:username': {
    expect: everyone(200),
    request: plain((ctx) => `/api/users/${ctx.accounts.player.username}`),
  },
  'GET /news.json': { expect: everyone(200), request: plain('/news.json') },
  // Prometheus scrapes with the METRICS_TOKEN bearer; no session opens it, a moderator's neither.
  'GET /metrics': { expect: everyone(401), request: plain('/metrics') },
  // A Private build's image is no one's by its id: the viewer shows it to its author only.
  'GET /api/previews/:page/:image': {
    expect: everyone(404),
    request: plain((ctx) => `/api/previews/viewer/${ctx.privateBuild.id}.png`),
  },
  // Nor by its url in the planner's link: a preview is for builds anyone may open.
  'GET /api/previews/:page/:image [link, Private url]': {
    expect: everyone(404),
    request: plain((ctx) => `/api/previews/link/${ctx.privateBuild.url}.png`),
  },
  'GET /api/previews/:page/:image [link, share link]': {
    expect: everyone(200),
    request: plain((ctx) => `/api/previews/link/${ctx.linkId}.png`),
  },
  // A compare preview is a visitor's: none with a Private build, even for its owner.
  'GET /api/previews/compare/:a/:image': {
    expect: everyone(404),
    request: plain(
      (ctx) => `/api/previews/compare/${ctx.privateBuild.url}/${matrixShareCode()}.png`,
    ),
  },
  'GET /api/previews/compare/:a/:image [Public]': {
    expect: everyone(200),
    request: plain(
      (ctx) => `/api/previews/compare/${ctx.publicBuild.url}/${matrixShareCode()}.png`,
    ),
  },
  // A card's thumbnail follows the saved build: a Private build's is its owner's (My Builds).
  'GET /api/thumbnails/:image': {
    expect: ownerOnly(200, 404),
    request: plain((ctx) => `/api/thumbnails/${ctx.privateBuild.url}.png`),
  },
  'GET /api/thumbnails/:image [Public]': {
    expect: everyone(200),
    request: plain((ctx) => `/api/thumbnails/${ctx.publicBuild.url}.png`),
  },

  // ---------------------------------------------------------------- pages (a built client)
  // The same HTML for everyone (cached per URL): a Private build's title in none of them.
  'GET /': { expect: everyone(200), request: plain('/') },
  ...PAGE_ROWS,
  'GET /storybook': { expect: everyone(308), request: plain('/storybook') },
  'GET /*': { expect: everyone(200), request: plain('/favicon.svg') },
  // A build with no Public version answers 404 with the viewer page; its owner's browser still
  // opens it through the API with the session.
  'GET /build-viewer/:buildId': {
    expect: everyone(404),
    request: plain((ctx) => `/build-viewer/${ctx.privateBuild.url}`),
    reveals: { text: (ctx) => ctx.privateBuild.name, to: nobody },
  },
  'GET /build-viewer/:buildId [by id]': {
    expect: everyone(404),
    request: plain((ctx) => `/build-viewer/${ctx.privateBuild.id}`),
    reveals: { text: (ctx) => ctx.privateBuild.name, to: nobody },
  },
  'GET /build-viewer/:buildId [Public]': {
    expect: everyone(200),
    request: plain((ctx) => `/build-viewer/${ctx.publicBuild.url}`),
    reveals: { text: (ctx) => ctx.publicBuild.name, to: anybody },
  },
  // A Private collection is not there for a visitor's page (its owner's browser still reads it).
  'GET /collection/:id': {
    expect: everyone(404),
    request: async (ctx) => ({ url: `/collection/${await playerShelf(ctx, 'Private')}` }),
    reveals: { text: () => 'Matrix Private Shelf', to: nobody },
  },
  'GET /collection/:id [Public]': {
    expect: everyone(200),
    request: async (ctx) => ({ url: `/collection/${await playerShelf(ctx, 'Public')}` }),
    reveals: { text: () => 'Matrix Public Shelf', to: anybody },
  },
  // As the viewer's: a side no visitor may read answers 404; its owner's browser still compares.
  'GET /compare/:a/:b': {
    expect: everyone(404),
    request: plain((ctx) => comparePath(ctx.privateBuild.url, matrixShareCode())),
    reveals: { text: (ctx) => ctx.privateBuild.name, to: nobody },
  },
  'GET /compare/:a/:b [Public]': {
    expect: everyone(200),
    request: plain((ctx) => comparePath(ctx.publicBuild.url, matrixShareCode())),
    reveals: { text: (ctx) => ctx.publicBuild.name, to: anybody },
  },
  'GET /skill-trees': {
    expect: everyone(200),
    request: plain((ctx) => `/skill-trees?link=${ctx.privateBuild.url}`),
    reveals: { text: (ctx) => ctx.privateBuild.name, to: nobody },
  },
  'GET /skill-trees [Public url]': {
    expect: everyone(200),
    request: plain((ctx) => `/skill-trees?link=${ctx.publicBuild.url}`),
    reveals: { text: (ctx) => ctx.publicBuild.name, to: anybody },
  },

  // ---------------------------------------------------------------- public forms
  'POST /api/build-link': {
    expect: everyone(201),
    request: () => {
      const build = sampleBuild();
      return { url: '/api/build-link', body: { data: build, build_guide: build.buildGuide } };
    },
  },
  'POST /api/page-views': {
    expect: everyone(204),
    request: () => ({ url: '/api/page-views', body: { page: '/' } }),
  },
  'POST /api/feedback': {
    expect: everyone(201),
    request: async (ctx) => ({
      url: '/api/feedback',
      body: { feedback: 'The matrix was here.', recaptchaToken: await ctx.token('feedback_form') },
    }),
  },
  'POST /api/auth/register': {
    expect: everyone(200),
    request: async (ctx) => {
      const username = ctx.unique('Reg');
      return {
        url: '/api/auth/register',
        body: {
          username,
          email: `${username.toLowerCase()}@sietch.test`,
          password: PASSWORD,
          recaptchaToken: await ctx.token('register'),
        },
      };
    },
  },
  'POST /api/auth/signup': {
    expect: everyone(200),
    request: async (ctx) => {
      const username = ctx.unique('Sign');
      return {
        url: '/api/auth/signup',
        body: {
          username,
          email: `${username.toLowerCase()}@sietch.test`,
          password: PASSWORD,
          recaptchaToken: await ctx.token('register'),
        },
      };
    },
  },
  'POST /api/auth/verify-signup': {
    expect: everyone(201),
    request: async (ctx) => {
      const username = ctx.unique('Verify');
      const email = `${username.toLowerCase()}@sietch.test`;
      const registered = await ctx.callAs(null, 'POST', '/api/auth/register', {
        username,
        email,
        password: PASSWORD,
        recaptchaToken: await ctx.token('register'),
      });
      if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
      const code = await ctx.code(email, 'verification code');
      return {
        url: '/api/auth/verify-signup',
        body: { username, email, password: PASSWORD, code },
      };
    },
  },
  'POST /api/auth/login': {
    expect: everyone(200),
    request: async (ctx) => {
      const account = await ctx.freshAccount();
      return {
        url: '/api/auth/login',
        body: {
          username: account.username,
          password: PASSWORD,
          rememberMe: false,
          recaptchaToken: await ctx.token('login'),
        },
      };
    },
  },
  // The login's second step: a fresh account with two-step on, its ticket and a recovery code.
  'POST /api/auth/login/two-step': {
    expect: everyone(200),
    request: async (ctx) => {
      const account = await ctx.freshAccount();
      const [code] = await turnOnTwoStep(ctx, account);
      const answer = await ctx.callAs(null, 'POST', '/api/auth/login', {
        username: account.username,
        password: PASSWORD,
        rememberMe: false,
        recaptchaToken: await ctx.token('login'),
      });
      if (answer.statusCode !== 202) throw new Error(`login: ${answer.body}`);
      const { ticket } = JSON.parse(answer.body) as { ticket: string };
      return { url: '/api/auth/login/two-step', body: { ticket, code } };
    },
  },
  'POST /api/auth/forgot-username': {
    expect: everyone(200),
    // A fresh account each time: an address gets one reminder a minute.
    request: async (ctx) => ({
      url: '/api/auth/forgot-username',
      body: {
        email: (await ctx.freshAccount()).email,
        recaptchaToken: await ctx.token('forgot_username'),
      },
    }),
  },
  'POST /api/auth/reset-password/verify': {
    expect: everyone(200),
    request: async (ctx) => ({
      url: '/api/auth/reset-password/verify',
      body: await resetCode(ctx),
    }),
  },
  'POST /api/auth/reset-password/complete': {
    expect: everyone(200),
    request: async (ctx) => {
      const verified = await ctx.callAs(
        null,
        'POST',
        '/api/auth/reset-password/verify',
        await resetCode(ctx),
      );
      if (verified.statusCode !== 200) throw new Error(`reset verify: ${verified.body}`);
      const { token } = JSON.parse(verified.body) as { token: string };
      return {
        url: '/api/auth/reset-password/complete',
        body: { token, newPassword: NEW_PASSWORD },
      };
    },
  },
  // The link mailed to the old address works for whoever holds it, logged in or not.
  'POST /api/auth/undo-email-change': {
    expect: everyone(200),
    request: async (ctx) => ({
      url: '/api/auth/undo-email-change',
      body: { token: await undoToken(ctx) },
    }),
  },
  // The account page's password change names the caller's own account: the player's here.
  'POST /api/auth/reset-password/request': {
    expect: ownerOnly(200, 403, 401),
    request: async (ctx) => ({
      url: '/api/auth/reset-password/request',
      body: {
        username: ctx.accounts.player.username,
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        recaptchaToken: await ctx.token('change_password'),
      },
    }),
  },

  // ---------------------------------------------------------------- the logged-in account
  'GET /api/auth/me': { expect: loggedIn(200), request: plain('/api/auth/me') },
  'GET /api/account': { expect: loggedIn(200), request: plain('/api/account') },
  'PUT /api/auth/settings': {
    expect: loggedIn(200),
    request: (ctx, role) => {
      const { username, email } = accountOf(ctx, role);
      return { url: '/api/auth/settings', body: { username, email } };
    },
  },
  'POST /api/account/send-email-code': {
    expect: loggedIn(200),
    request: async (ctx, role) => {
      const newEmail = `${ctx.unique('moved').toLowerCase()}@sietch.test`;
      ctx.pendingEmails[role] = newEmail;
      return {
        url: '/api/account/send-email-code',
        body: {
          newEmail,
          recaptchaToken: await ctx.token('change_email'),
          currentPassword: PASSWORD,
        },
      };
    },
  },
  // With the code the row above had mailed to the role's new address (one code a minute).
  'PUT /api/account': {
    expect: loggedIn(200),
    request: async (ctx, role) => {
      const email = ctx.pendingEmails[role];
      if (email === undefined) throw new Error('PUT /api/account runs after send-email-code');
      const currentPassword = PASSWORD;
      if (role === 'anonymous') {
        return { url: '/api/account', body: { email, code: '123456', currentPassword } };
      }
      const code = await ctx.code(email, 'confirm your new email');
      accountOf(ctx, role).email = email;
      return { url: '/api/account', body: { email, code, currentPassword } };
    },
  },
  // Two-step sign-in: each role turns it on for its own account, then off again, in this order.
  'GET /api/account/two-step': { expect: loggedIn(200), request: plain('/api/account/two-step') },
  'POST /api/account/two-step/setup': {
    expect: loggedIn(200),
    request: () => ({ url: '/api/account/two-step/setup', body: { password: PASSWORD } }),
  },
  'POST /api/account/two-step/confirm': {
    expect: loggedIn(200),
    request: async (ctx, role) => {
      if (role === 'anonymous') {
        return { url: '/api/account/two-step/confirm', body: { code: '123456' } };
      }
      const setup = await ctx.callAs(accountOf(ctx, role), 'POST', '/api/account/two-step/setup', {
        password: PASSWORD,
      });
      const { secret } = JSON.parse(setup.body) as { secret: string };
      return { url: '/api/account/two-step/confirm', body: { code: appCode(secret) } };
    },
  },
  'POST /api/account/two-step/recovery-codes': {
    expect: loggedIn(200),
    request: () => ({ url: '/api/account/two-step/recovery-codes', body: { password: PASSWORD } }),
  },
  'POST /api/account/two-step/disable': {
    expect: loggedIn(200),
    request: async (ctx, role) => {
      if (role === 'anonymous') {
        return {
          url: '/api/account/two-step/disable',
          body: { password: PASSWORD, code: '123456' },
        };
      }
      const fresh = await ctx.callAs(
        accountOf(ctx, role),
        'POST',
        '/api/account/two-step/recovery-codes',
        { password: PASSWORD },
      );
      const [code] = (JSON.parse(fresh.body) as { recoveryCodes: string[] }).recoveryCodes;
      return { url: '/api/account/two-step/disable', body: { password: PASSWORD, code } };
    },
  },
  'GET /api/saved-builds': { expect: loggedIn(200), request: plain('/api/saved-builds') },
  'GET /api/saved-build-count': { expect: loggedIn(200), request: plain('/api/saved-build-count') },
  'GET /api/my-builds': { expect: loggedIn(200), request: plain('/api/my-builds') },
  'POST /api/saved-builds': {
    expect: loggedIn(201),
    request: (ctx) => ({ url: '/api/saved-builds', body: saveBody(titled(ctx.unique('Matrix'))) }),
  },
  'POST /api/auth/logout': {
    expect: everyone(204),
    request: plain('/api/auth/logout'),
    endsSession: true,
  },
  'POST /api/auth/logout-all': {
    expect: loggedIn(204),
    request: plain('/api/auth/logout-all'),
    endsSession: true,
  },

  // ---------------------------------------------------------------- the player's records
  // Overwrites by name among the caller's own builds: only the player has one of that name.
  'PUT /api/saved-builds': {
    expect: ownerOnly(200, 404, 401),
    request: (ctx) => ({
      url: '/api/saved-builds',
      body: saveBody(titled(ctx.privateBuild.name)),
    }),
  },
  'GET /api/saved-builds/:idOrUrl': {
    expect: ownerOnly(200, 404),
    request: plain((ctx) => `/api/saved-builds/${ctx.privateBuild.id}`),
  },
  'GET /api/saved-builds/:idOrUrl/opened': {
    expect: ownerOnly(200, 404),
    request: plain((ctx) => `/api/saved-builds/${ctx.privateBuild.id}/opened`),
    reveals: { text: (ctx) => ctx.privateBuild.name, to: ownerReads },
  },
  'GET /api/saved-builds/:idOrUrl/opened [Public]': {
    expect: everyone(200),
    request: plain((ctx) => `/api/saved-builds/${ctx.publicBuild.url}/opened`),
    reveals: { text: (ctx) => ctx.publicBuild.name, to: anybody },
  },
  // Each side is read as the saved build's own read reads it: a Private one for its owner only.
  'GET /api/compare/:a/:b': {
    expect: ownerOnly(200, 404),
    request: plain((ctx) => compareApiPath(ctx.privateBuild.id, matrixShareCode())),
    reveals: { text: (ctx) => ctx.privateBuild.name, to: ownerReads },
  },
  'GET /api/compare/:a/:b [Public]': {
    expect: everyone(200),
    request: plain((ctx) => compareApiPath(matrixShareCode(), ctx.publicBuild.url)),
    reveals: { text: (ctx) => ctx.publicBuild.name, to: anybody },
  },
  // A build's history is as private as the build; only its author restores.
  'GET /api/saved-builds/:idOrUrl/revisions': {
    expect: ownerOnly(200, 404),
    request: plain((ctx) => `/api/saved-builds/${ctx.privateBuild.id}/revisions`),
  },
  'GET /api/saved-builds/:idOrUrl/revisions [Public]': {
    expect: everyone(200),
    request: plain((ctx) => `/api/saved-builds/${ctx.publicBuild.url}/revisions`),
  },
  'GET /api/saved-builds/:idOrUrl/revisions/:number': {
    expect: ownerOnly(200, 404),
    request: plain((ctx) => `/api/saved-builds/${ctx.privateBuild.id}/revisions/1`),
    reveals: { text: (ctx) => ctx.privateBuild.name, to: ownerReads },
  },
  'GET /api/saved-builds/:idOrUrl/revisions/:number [Public]': {
    expect: everyone(200),
    request: plain((ctx) => `/api/saved-builds/${ctx.publicBuild.url}/revisions/1`),
    reveals: { text: (ctx) => ctx.publicBuild.name, to: anybody },
  },
  'POST /api/saved-builds/:idOrUrl/revisions/:number/restore': {
    expect: ownerOnly(200, 404, 401),
    request: (ctx) => ({
      url: `/api/saved-builds/${ctx.privateBuild.id}/revisions/1/restore`,
      body: {},
    }),
  },
  'POST /api/saved-builds/:idOrUrl/revisions/:number/restore [Public]': {
    expect: ownerOnly(200, 403, 401),
    request: (ctx) => ({
      url: `/api/saved-builds/${ctx.publicBuild.id}/revisions/1/restore`,
      body: { revision_note: 'The matrix restores it.' },
    }),
  },
  // Only the author migrates; the matrix's builds are current already, so the author gets 409.
  'POST /api/saved-builds/:idOrUrl/migrate': {
    expect: ownerOnly(409, 404, 401),
    request: (ctx) => ({ url: `/api/saved-builds/${ctx.privateBuild.id}/migrate`, body: {} }),
  },
  'POST /api/saved-builds/:idOrUrl/migrate [Public]': {
    expect: ownerOnly(409, 403, 401),
    request: (ctx) => ({ url: `/api/saved-builds/${ctx.publicBuild.url}/migrate`, body: {} }),
  },
  // The builds based on a build: for whoever may read the build itself.
  'GET /api/saved-builds/:idOrUrl/based-on': {
    expect: ownerOnly(200, 404),
    request: plain((ctx) => `/api/saved-builds/${ctx.privateBuild.id}/based-on`),
  },
  'GET /api/saved-builds/:idOrUrl/based-on [Public]': {
    expect: everyone(200),
    request: plain((ctx) => `/api/saved-builds/${ctx.publicBuild.url}/based-on?page=1`),
  },
  'POST /api/saved-builds/:idOrUrl/like': {
    expect: ownerOnly(200, 404),
    request: (ctx) => ({ url: `/api/saved-builds/${ctx.privateBuild.id}/like`, body: {} }),
  },
  'DELETE /api/saved-builds/:idOrUrl/like': {
    expect: ownerOnly(200, 404),
    request: (ctx) => ({ url: `/api/saved-builds/${ctx.privateBuild.id}/like`, body: {} }),
  },
  // Favourites and collections: stars of Public builds for any account; a collection is its
  // owner's to change, and a Private one is theirs alone to read.
  'PUT /api/saved-builds/:idOrUrl/favourite': {
    expect: loggedIn(200),
    request: (ctx) => ({ url: `/api/saved-builds/${ctx.publicBuild.url}/favourite`, body: {} }),
  },
  'PUT /api/saved-builds/:idOrUrl/favourite [Private]': {
    expect: { ...loggedIn(404), anonymous: 401 },
    request: (ctx) => ({ url: `/api/saved-builds/${ctx.privateBuild.id}/favourite`, body: {} }),
  },
  'DELETE /api/saved-builds/:idOrUrl/favourite': {
    expect: loggedIn(200),
    request: (ctx) => ({ url: `/api/saved-builds/${ctx.publicBuild.url}/favourite`, body: {} }),
  },
  'GET /api/collections': {
    expect: loggedIn(200),
    request: plain((ctx) => `/api/collections?build=${ctx.publicBuild.url}`),
  },
  'POST /api/collections': {
    expect: loggedIn(201),
    request: (ctx) => ({
      url: '/api/collections',
      body: { name: ctx.unique('Matrix Shelf'), sharing: 'Private' },
    }),
  },
  'GET /api/collections/:id': {
    expect: ownerOnly(200, 404),
    reveals: { text: () => 'Matrix Private Shelf', to: ownerReads },
    request: async (ctx) => ({ url: `/api/collections/${await playerShelf(ctx, 'Private')}` }),
  },
  'GET /api/collections/:id [Public]': {
    expect: everyone(200),
    request: async (ctx) => ({
      url: `/api/collections/${await playerShelf(ctx, 'Public')}?page=1`,
    }),
  },
  'PATCH /api/collections/:id': {
    expect: ownerOnly(200, 404, 401),
    request: async (ctx) => ({
      url: `/api/collections/${await playerShelf(ctx, 'Public')}`,
      body: { description: 'Changed by the matrix.' },
    }),
  },
  'DELETE /api/collections/:id': {
    expect: ownerOnly(200, 404, 401),
    request: async (ctx) => ({ url: `/api/collections/${await newShelf(ctx)}` }),
  },
  'PUT /api/collections/:id/builds/:idOrUrl': {
    expect: ownerOnly(200, 404, 401),
    request: async (ctx) => ({
      url: `/api/collections/${await playerShelf(ctx, 'Public')}/builds/${ctx.publicBuild.url}`,
      body: {},
    }),
  },
  'PATCH /api/collections/:id/builds/:idOrUrl': {
    expect: ownerOnly(200, 404, 401),
    request: async (ctx) => ({
      url: `/api/collections/${await shelfHolding(ctx)}/builds/${ctx.publicBuild.url}`,
      body: { position: 0 },
    }),
  },
  'DELETE /api/collections/:id/builds/:idOrUrl': {
    expect: ownerOnly(200, 404, 401),
    request: async (ctx) => ({
      url: `/api/collections/${await shelfHolding(ctx)}/builds/${ctx.publicBuild.url}`,
    }),
  },
  'GET /api/users/:username/collections': {
    expect: everyone(200),
    request: plain((ctx) => `/api/users/${ctx.accounts.player.username}/collections`),
  },
  // Comments: on Public builds, by any account; a comment is its writer's to change, and the
  // build's author's to hide. Reporting one's own comment is refused.
  'GET /api/saved-builds/:idOrUrl/comments': {
    expect: ownerOnly(200, 404),
    request: plain((ctx) => `/api/saved-builds/${ctx.privateBuild.id}/comments`),
  },
  'GET /api/saved-builds/:idOrUrl/comments [Public]': {
    expect: everyone(200),
    request: plain((ctx) => `/api/saved-builds/${ctx.publicBuild.url}/comments?page=1`),
  },
  'POST /api/saved-builds/:idOrUrl/comments': {
    expect: loggedIn(201),
    request: (ctx) => ({
      url: `/api/saved-builds/${ctx.publicBuild.url}/comments`,
      body: { body: 'The matrix comments.' },
    }),
  },
  'POST /api/saved-builds/:idOrUrl/comments [Private]': {
    expect: { ...loggedIn(404), anonymous: 401 },
    request: (ctx) => ({
      url: `/api/saved-builds/${ctx.privateBuild.id}/comments`,
      body: { body: 'The matrix comments.' },
    }),
  },
  'PATCH /api/comments/:id': {
    expect: ownerOnly(200, 404, 401),
    request: async (ctx) => ({
      url: `/api/comments/${await playerComment(ctx)}`,
      body: { body: 'The matrix edits it.' },
    }),
  },
  'DELETE /api/comments/:id': {
    expect: ownerOnly(200, 404, 401),
    request: async (ctx) => ({ url: `/api/comments/${await playerComment(ctx)}` }),
  },
  'PUT /api/comments/:id/hidden': {
    expect: ownerOnly(200, 403, 401),
    request: async (ctx) => ({ url: `/api/comments/${await playerComment(ctx)}/hidden`, body: {} }),
  },
  'DELETE /api/comments/:id/hidden': {
    expect: ownerOnly(200, 403, 401),
    request: async (ctx) => ({ url: `/api/comments/${await playerComment(ctx)}/hidden` }),
  },
  'POST /api/comments/:id/report': {
    expect: { ...loggedIn(201), player: 400 },
    request: async (ctx) => ({
      url: `/api/comments/${await playerComment(ctx)}/report`,
      body: { reason: 'Other', detail: 'The matrix reports it.' },
    }),
  },
  // Following: anyone reads the counts; any account follows others (never itself or its own
  // build). Notifications and their settings are each account's own.
  'GET /api/users/:username/follow': {
    expect: everyone(200),
    request: plain((ctx) => `/api/users/${ctx.accounts.player.username}/follow`),
  },
  'PUT /api/users/:username/follow': {
    expect: { ...loggedIn(200), player: 400 },
    request: (ctx) => ({ url: `/api/users/${ctx.accounts.player.username}/follow`, body: {} }),
  },
  'DELETE /api/users/:username/follow': {
    expect: { ...loggedIn(200), player: 400 },
    request: plain((ctx) => `/api/users/${ctx.accounts.player.username}/follow`),
  },
  'GET /api/saved-builds/:idOrUrl/follow': {
    expect: ownerOnly(200, 404),
    request: plain((ctx) => `/api/saved-builds/${ctx.privateBuild.id}/follow`),
  },
  'GET /api/saved-builds/:idOrUrl/follow [Public]': {
    expect: everyone(200),
    request: plain((ctx) => `/api/saved-builds/${ctx.publicBuild.url}/follow`),
  },
  'PUT /api/saved-builds/:idOrUrl/follow': {
    expect: { ...loggedIn(200), player: 400 },
    request: (ctx) => ({ url: `/api/saved-builds/${ctx.publicBuild.url}/follow`, body: {} }),
  },
  'PUT /api/saved-builds/:idOrUrl/follow [Private]': {
    expect: { ...loggedIn(404), player: 400 },
    request: (ctx) => ({ url: `/api/saved-builds/${ctx.privateBuild.id}/follow`, body: {} }),
  },
  'DELETE /api/saved-builds/:idOrUrl/follow': {
    expect: { ...loggedIn(200), player: 400 },
    request: plain((ctx) => `/api/saved-builds/${ctx.publicBuild.url}/follow`),
  },
  'GET /api/notifications': { expect: loggedIn(200), request: plain('/api/notifications?page=1') },
  'GET /api/notifications/unread': {
    expect: loggedIn(200),
    request: plain('/api/notifications/unread'),
  },
  'POST /api/notifications/read': {
    expect: loggedIn(200),
    request: () => ({ url: '/api/notifications/read', body: {} }),
  },
  'GET /api/notifications/settings': {
    expect: loggedIn(200),
    request: plain('/api/notifications/settings'),
  },
  'PUT /api/notifications/settings': {
    expect: loggedIn(200),
    request: () => ({
      url: '/api/notifications/settings',
      body: {
        kinds: { published: true, revised: true, comment: true, reply: true, attention: true },
      },
    }),
  },
  // The key in a digest's link is the authority, whoever presents it: a session adds nothing.
  'POST /api/notifications/unsubscribe': {
    expect: everyone(200),
    request: async (ctx) => ({
      url: '/api/notifications/unsubscribe',
      body: { key: await ctx.digestKey(ctx.accounts.player) },
    }),
  },
  'POST /api/notifications/unsubscribe [wrong key]': {
    expect: everyone(400),
    request: async (ctx) => ({
      url: '/api/notifications/unsubscribe',
      body: { key: `${(await ctx.digestKey(ctx.accounts.player)).slice(0, -4)}AAAA` },
    }),
  },
  'POST /api/notifications/unsubscribe/one-click': {
    expect: everyone(200),
    request: async (ctx) => ({
      url: `/api/notifications/unsubscribe/one-click?key=${encodeURIComponent(
        await ctx.digestKey(ctx.accounts.player),
      )}`,
      body: {},
    }),
  },
  'POST /api/saved-builds/:idOrUrl/report': {
    expect: ownerOnly(201, 404),
    request: (ctx) => ({
      url: `/api/saved-builds/${ctx.privateBuild.id}/report`,
      body: { reason: 'Other', detail: 'The matrix reports it.' },
    }),
  },
  'DELETE /api/my-build': {
    expect: ownerOnly(200, 403, 401),
    request: (ctx) => ({
      url: '/api/my-build',
      body: {
        id: ctx.doomedBuild.id,
        build_name: ctx.doomedBuild.name,
        username: ctx.accounts.player.username,
      },
    }),
  },

  // ---------------------------------------------------------------- the moderators' desk
  'GET /api/admin/page-views': {
    expect: moderators(200),
    request: plain('/api/admin/page-views?days=7'),
  },
  'GET /api/admin/feedback': { expect: moderators(200), request: plain('/api/admin/feedback') },
  'PATCH /api/admin/feedback/:id': {
    expect: moderators(200),
    request: (ctx) => ({ url: `/api/admin/feedback/${ctx.feedbackId}`, body: { done: true } }),
  },
  'GET /api/admin/news': { expect: moderators(200), request: plain('/api/admin/news') },
  'GET /api/admin/news-images': {
    expect: moderators(200),
    request: plain('/api/admin/news-images'),
  },
  'POST /api/admin/news': {
    expect: moderators(201),
    request: () => ({ url: '/api/admin/news', body: NEWS_ITEM }),
  },
  'PUT /api/admin/news/:id': {
    expect: moderators(200),
    request: (ctx) => ({
      url: `/api/admin/news/${ctx.newsId}`,
      body: { ...NEWS_ITEM, tagline: 'The auth matrix changes an item.' },
    }),
  },
  'DELETE /api/admin/news/:id': {
    expect: moderators(204),
    request: plain((ctx) => `/api/admin/news/${ctx.newsId}`),
  },
  'GET /api/admin/queue': { expect: moderators(200), request: plain('/api/admin/queue') },
  'GET /api/admin/comments': { expect: moderators(200), request: plain('/api/admin/comments') },
  'POST /api/admin/comments/:id/decision': {
    expect: moderators(200),
    request: async (ctx) => ({
      url: `/api/admin/comments/${await playerComment(ctx)}/decision`,
      body: { decision: 'keep', note: 'The matrix keeps it.' },
    }),
  },
  'PUT /api/admin/users/:username/commenting': {
    expect: moderators(200),
    request: (ctx) => ({
      url: `/api/admin/users/${ctx.accounts.other.username}/commenting`,
      body: { suspended: false, note: 'The matrix restores it.' },
    }),
  },
  'GET /api/admin/actions': {
    expect: moderators(200),
    request: plain('/api/admin/actions?page=1'),
  },
  'POST /api/admin/builds/:id/decision': {
    expect: moderators(200),
    request: (ctx) => ({
      url: `/api/admin/builds/${ctx.publicBuild.id}/decision`,
      body: { decision: 'clear', note: 'The matrix clears it.' },
    }),
  },

  // ---------------------------------------------------------------- last: the account goes
  'DELETE /api/users/:username': {
    expect: ownerOnly(200, 403, 401),
    request: async (ctx) => ({
      url: `/api/users/${ctx.accounts.player.username}`,
      body: { recaptchaToken: await ctx.token('delete_account'), currentPassword: PASSWORD },
    }),
  },
};
