import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { databaseKinds } from './helpers';
import { appRoutes, type AppRoute } from './authMatrixRoutes';
import { freshIp, useAccountApp } from './support/accountApp';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/**
 * The moderators' desk authorises before it validates: a visitor or a player sending a
 * malformed request to any `/api/admin` route gets 401 or 403, never a 400 that describes the
 * route's schema. Every admin route of the app's own table, both databases.
 */

/** Bodies, ids and queries each admin route would refuse with a 400 from a moderator. */
const BAD_BODIES: unknown[] = [{}, { x: 1 }, [], 'not json', { done: 'maybe', decision: 7 }];
const BAD_QUERY = '?status=nonsense&page=-1&x[]=1';

describe.each(databaseKinds)('admin routes authorise before they validate (%s)', (kind) => {
  const t = useAccountApp(kind);
  let routes: AppRoute[];
  let player: string;

  beforeAll(async () => {
    routes = appRoutes(t.app).filter((route) => route.url.startsWith('/api/admin/'));
    player = await t.signUp('Otheym', 'otheym@sietch.test');
  });

  it('answers 401 to a visitor and 403 to a player, whatever the request', async () => {
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const url = `${route.url.replace(/:[A-Za-z]+/g, 'not-an-id')}${BAD_QUERY}`;
      const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : BAD_BODIES;
      for (const body of bodies) {
        for (const [cookie, status, message] of [
          [undefined, 401, MESSAGES.notLoggedIn],
          [player, 403, ADMIN_TEXTS.notAdmin],
        ] as const) {
          const answer = await t.call(route.method, url, { ip: freshIp(), cookie, body });
          const where = `${route.method} ${url} ${JSON.stringify(body)} as ${cookie ? 'player' : 'visitor'}`;
          expect(answer.statusCode, `${where}: ${answer.body}`).toBe(status);
          expect(answer.json(), where).toMatchObject({ message });
        }
      }
    }
  });
});
