import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { publicBuildsResponseSchema } from '../../src/api/contract/publicBuildCards';
import { databaseKinds } from './helpers';
import { metricValue } from './support/metrics';
import { saveBody, titled, useSavedBuildApp } from './support/savedBuildApp';

/**
 * THUMBNAILS_AHEAD: a Public build's card thumbnail is drawn in the background when a list first
 * names it, so the browser's request for it reads the stored image instead of waiting for a
 * drawing; off, it is drawn when asked for, as before.
 */

const METRICS_TOKEN = 'thumbnails-ahead-token-0123456789';
const RENDERED = 'arrakis_preview_images_total{outcome="rendered"}';
const STORED = 'arrakis_preview_images_total{outcome="stored"}';

describe.each(databaseKinds)('thumbnails drawn ahead (%s)', (kind) => {
  describe.each([true, false])('THUMBNAILS_AHEAD=%s', (ahead) => {
    const s = useSavedBuildApp(kind, () => ({
      THUMBNAILS_AHEAD: String(ahead),
      METRICS_TOKEN,
      THUMBNAIL_RATE_LIMIT_PER_MINUTE: '0',
    }));

    const metric = (series: string) => metricValue(s.t.app, METRICS_TOKEN, series);

    it(
      ahead ? 'draws a listed thumbnail before it is asked for' : 'draws it when asked',
      async () => {
        const author = await s.player();
        const title = `Ahead ${String(ahead)} ${kind}`;
        await s.saved(author, saveBody({ ...titled(title), buildSharing: 'Public' }));
        const list = await s.get(null, `/api/public-builds?q=${encodeURIComponent(title)}`);
        expect(list.statusCode, list.body).toBe(200);
        const [card] = publicBuildsResponseSchema.parse(list.json()).data;
        const thumbnail = card?.thumbnail ?? '';
        expect(thumbnail).toMatch(/^\/api\/thumbnails\//);

        const rendered = await metric(RENDERED);
        if (ahead) {
          // The drawing runs on its own thread: wait for it, as a browser would be a moment later.
          for (let waited = 0; (await metric(RENDERED)) === rendered; waited += 100) {
            expect(waited, 'the thumbnail was not drawn ahead within 20 s').toBeLessThan(20_000);
            await delay(100);
          }
        }
        const storedBefore = await metric(STORED);
        const renderedBefore = await metric(RENDERED);
        const image = await s.t.app.inject({ method: 'GET', url: thumbnail });
        expect(image.statusCode, image.body).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
        // Ahead: read from disk. Not ahead: drawn now, for this request.
        expect((await metric(STORED)) - storedBefore).toBe(ahead ? 1 : 0);
        expect((await metric(RENDERED)) - renderedBefore).toBe(ahead ? 0 : 1);
      },
    );
  });
});
