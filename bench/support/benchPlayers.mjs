// Players made through the real API of the built site, for the benchmarks that look at a
// login-only page (bench:lighthouse's notifications): sign-up with the bot-check solved in Node
// and the code read from the outbox, then the acts that give a player notifications.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const PASSWORD = 'Sand-Walker-42-Bench';

/** The headers the site's own request helper sends (the server's CSRF check wants one of them). */
function headersOf(cookie) {
  return {
    'content-type': 'application/json',
    'x-requested-with': 'arrakis',
    ...(cookie ? { cookie } : {}),
  };
}

/** Calls the API as the site's client does; throws on an answer that is not a success. */
async function call(origin, method, path, { cookie, body } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: headersOf(cookie),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

/**
 * The bot-check token a form sends: the server's ALTCHA challenge solved with altcha-lib's own
 * solver (the browser runs the same in a worker), as base64 of JSON {challenge, solution}.
 */
async function botCheckToken(origin, action) {
  const response = await call(origin, 'GET', `/api/bot-check/challenge?action=${action}`);
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The bot-check challenge could not be solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * The verification code of the newest mail to `email` in the server's outbox (no SMTP_URL:
 * each mail is an `.eml` file there, named by the time it was written), waited for.
 */
async function mailedCode(dataDir, email, timeoutMs = 30_000) {
  const outbox = join(dataDir, 'outbox');
  const end = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(outbox).catch(() => []);
    const mails = names.filter((name) => name.endsWith('.eml')).sort();
    for (const name of mails.reverse()) {
      // Quoted-printable soft line breaks undone, so the sentence reads whole.
      const raw = (await readFile(join(outbox, name), 'utf8')).replace(/=\r?\n/g, '');
      if (!new RegExp(`^To: ${email.replace(/[.]/g, '\\.')}\\s*$`, 'im').test(raw)) continue;
      const code = /\bis (\d{6})\b/.exec(raw)?.[1];
      if (code) return code;
    }
    if (Date.now() > end) throw new Error(`No verification code mailed to ${email}.`);
    await delay(100);
  }
}

/** `name=value` of the session cookie an answer sets. */
function sessionCookie(response) {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.split('=')[0]?.endsWith('arrakis_session'));
  if (!cookie) throw new Error('The sign-up set no session cookie.');
  return cookie;
}

/**
 * Signs a new player up as the register page does (bot-check, register, the mailed code,
 * verify) and answers their username and session cookie. `dataDir` is the server's DATA_DIR.
 */
async function signUp(origin, dataDir, prefix) {
  const tag = Math.random().toString(36).slice(2, 8);
  const username = `${prefix}_${tag}`;
  const email = `${username}@arrakis.test`;
  await call(origin, 'POST', '/api/auth/register', {
    body: {
      username,
      email,
      password: PASSWORD,
      recaptchaToken: await botCheckToken(origin, 'register'),
    },
  });
  const code = await mailedCode(dataDir, email);
  const verified = await call(origin, 'POST', '/api/auth/verify-signup', {
    body: { username, email, password: PASSWORD, code },
  });
  return { username, cookie: sessionCookie(verified) };
}

/** The build data of one of the example builds the server seeds (a valid build to save). */
async function exampleBuildData(origin, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const list = await call(origin, 'GET', '/api/public-builds?limit=1&author=arrakis-planner');
    const url = (await list.json()).data?.[0]?.url;
    if (url) return (await (await call(origin, 'GET', `/api/saved-builds/${url}`)).json()).data;
    if (Date.now() > end) {
      throw new Error('No example build: was the server started with SEED_EXAMPLES=false?');
    }
    await delay(250);
  }
}

/** Saves a new Public build titled `title` for the player; answers its public id. */
async function publish(origin, cookie, template, title, description) {
  const response = await call(origin, 'POST', '/api/saved-builds', {
    cookie,
    body: {
      build_name: title,
      data: {
        ...template,
        buildTitle: title,
        buildDescription: description,
        buildSharing: 'Public',
      },
      build_guide: '',
    },
  });
  return (await response.json()).build.url;
}

/** Posts a comment (or a reply to `parentId`) on a Public build; answers the comment's id. */
async function comment(origin, cookie, url, body, parentId) {
  const response = await call(origin, 'POST', `/api/saved-builds/${url}/comments`, {
    cookie,
    body: { body, ...(parentId ? { parent_id: parentId } : {}) },
  });
  return (await response.json()).comment.id;
}

/**
 * A reader with notifications of every everyday kind: an author publishes three builds the
 * reader hears of (following the author), revises one the reader follows, comments on the
 * reader's own Public build and answers the reader's comment. Waits until the reader's unread
 * count has them all (fan-outs are written just after the act answers) and answers the reader.
 */
export async function readerWithNotifications(origin, dataDir, timeoutMs = 30_000) {
  const template = await exampleBuildData(origin);
  const author = await signUp(origin, dataDir, 'stilgar');
  const reader = await signUp(origin, dataDir, 'chani');
  await call(origin, 'PUT', `/api/users/${author.username}/follow`, {
    cookie: reader.cookie,
    body: {},
  });
  const readersBuild = await publish(
    origin,
    reader.cookie,
    template,
    'Sietch Guard',
    'Holds the line at the sietch door.',
  );
  const titles = ['Deep Desert Sniper', 'Hagga Basin Scout', 'Spice Run Escort'];
  const urls = [];
  for (const title of titles) {
    urls.push(
      await publish(origin, author.cookie, template, title, 'Ranged damage first, then the rest.'),
    );
  }
  await call(origin, 'PUT', `/api/saved-builds/${urls[0]}/follow`, {
    cookie: reader.cookie,
    body: {},
  });
  await call(origin, 'PUT', '/api/saved-builds', {
    cookie: author.cookie,
    body: {
      build_name: titles[0],
      data: {
        ...template,
        buildTitle: titles[0],
        buildDescription: 'Revised after a night in the deep desert.',
        buildSharing: 'Public',
      },
      build_guide: '',
    },
  });
  await comment(origin, author.cookie, readersBuild, 'Solid pick for holding a chokepoint.');
  const question = await comment(
    origin,
    reader.cookie,
    urls[1],
    'Does this hold up in the deep desert?',
  );
  await comment(origin, author.cookie, urls[1], 'It does, with a shield.', question);

  // Three published, one revised, one comment, one reply.
  const expected = titles.length + 3;
  const end = Date.now() + timeoutMs;
  for (;;) {
    const response = await call(origin, 'GET', '/api/notifications/unread', {
      cookie: reader.cookie,
    });
    const { unread } = await response.json();
    if (unread >= expected) return reader;
    if (Date.now() > end) throw new Error(`The reader has ${unread} of ${expected} notifications.`);
    await delay(100);
  }
}
