import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLinkCreatedSchema } from '../../src/api/contract';
import { PREVIEW_QUEUE_LIMIT, PREVIEW_RENDERS_AT_ONCE } from '../../server/previews/renderQueue';
import { sampleBuild } from './buildLinkFixtures';
import { metricValue } from './support/metrics';
import {
  createTestDatabase,
  databaseKinds,
  removeTempDirs,
  startApp,
  type TestDatabase,
} from './helpers';

/**
 * Preview images under load: each image is drawn once, ever (kept on disk under DATA_DIR by its
 * content hash), at most two at a time (one on a two-core machine) off the event loop, with a bounded queue that answers
 * 503 past its length, and a per-client limit on image requests (an IPv6 /64 is one client).
 */

const METRICS_TOKEN = 'preview-metrics-token-0123456789';

const ENV = {
  METRICS_TOKEN,
  RATE_LIMIT_PER_MINUTE: '0',
  LINK_RATE_LIMIT_PER_MINUTE: '0',
  LINK_DAILY_CAP: '0',
  PREVIEW_RATE_LIMIT_PER_MINUTE: '0',
};

let clients = 0;
/** A client address of its own, so no limit of one test reaches another. */
function freshClient(): string {
  clients += 1;
  return `10.66.${Math.floor(clients / 250)}.${clients % 250}`;
}

async function shareLink(app: FastifyInstance, title: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/build-link',
    remoteAddress: freshClient(),
    headers: { 'content-type': 'application/json', 'x-requested-with': 'arrakis' },
    payload: JSON.stringify({ data: { ...sampleBuild(), buildTitle: title }, build_guide: '' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return buildLinkCreatedSchema.parse(response.json()).url;
}

const image = (app: FastifyInstance, linkId: string, remoteAddress = freshClient()) =>
  app.inject({ method: 'GET', url: `/api/previews/link/${linkId}.png`, remoteAddress });

const metric = (app: FastifyInstance, series: string) => metricValue(app, METRICS_TOKEN, series);

const RENDERED = 'arrakis_preview_images_total{outcome="rendered"}';
const STORED = 'arrakis_preview_images_total{outcome="stored"}';
const PEAK = 'arrakis_preview_renders_peak';

/** Every PNG file under `dir`, recursively. */
function pngFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pngFiles(path);
    return name.endsWith('.png') ? [path] : [];
  });
}

function quantile(list: readonly number[], q: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Infinity;
}

describe.each(databaseKinds)('preview images under load (%s)', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let previewsDir: string;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await startApp(db, ENV);
    previewsDir = join(db.env.DATA_DIR ?? '', 'previews');
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    removeTempDirs();
  });

  it('draws an image once, ever: kept on disk by its hash, read from there after a restart', async () => {
    const link = await shareLink(app, 'Drawn Once');
    const renderedBefore = await metric(app, RENDERED);
    const first = await image(app, link);
    expect(first.statusCode, first.body).toBe(200);
    const second = await image(app, link);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await metric(app, RENDERED)) - renderedBefore).toBe(1);
    expect(await metric(app, STORED)).toBeGreaterThanOrEqual(1);

    // `<DATA_DIR>/previews/ab/abcdef….png`, the owner's alone.
    const etag = String(first.headers.etag).replace(/"/g, '');
    const file = pngFiles(previewsDir).find((path) => path.endsWith(`${etag}.png`));
    expect(file, `no ${etag}.png under ${previewsDir}`).toBeDefined();
    const path = file ?? '';
    expect(path).toBe(join(previewsDir, etag.slice(0, 2), `${etag}.png`));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(previewsDir).mode & 0o777).toBe(0o700);
    const inode = statSync(path).ino;

    // Another process on the same DATA_DIR draws nothing.
    const again = await startApp(db, ENV);
    try {
      const third = await image(again, link);
      expect(third.statusCode).toBe(200);
      expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(await metric(again, RENDERED)).toBe(0);
      expect(await metric(again, STORED)).toBe(1);
    } finally {
      await again.close();
    }
    expect(statSync(path).ino).toBe(inode);
  });

  it('draws at most two images at a time and answers 503 with Retry-After past its queue', async () => {
    const count = PREVIEW_RENDERS_AT_ONCE + PREVIEW_QUEUE_LIMIT + 4;
    const links = await Promise.all(
      Array.from({ length: count }, (_, i) => shareLink(app, `Queued ${kind} ${i}`)),
    );
    const answers = await Promise.all(links.map((link) => image(app, link)));
    const codes = answers.map((a) => a.statusCode);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(codes.filter((c) => c === 200).length, codes.join(' ')).toBeGreaterThanOrEqual(
      PREVIEW_RENDERS_AT_ONCE + PREVIEW_QUEUE_LIMIT,
    );
    expect(busy.length, codes.join(' ')).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 200 || c === 503)).toBe(true);
    for (const answer of busy) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json()).toMatchObject({ statusCode: 503 });
    }
    expect(PREVIEW_RENDERS_AT_ONCE).toBeLessThanOrEqual(2);
    expect(await metric(app, PEAK)).toBe(PREVIEW_RENDERS_AT_ONCE);
    // Refused, not lost: asked again, each is drawn.
    for (const [i, answer] of answers.entries()) {
      if (answer.statusCode !== 503) continue;
      expect((await image(app, links[i] ?? '')).statusCode).toBe(200);
    }
  }, 60_000);

  it('keeps a bystander fast while 30 distinct images are drawn', async () => {
    const links = await Promise.all(
      Array.from({ length: 30 }, (_, i) => shareLink(app, `Storm ${kind} ${i}`)),
    );
    // Warm: the first image starts the renderer.
    await image(app, await shareLink(app, `Storm warm-up ${kind}`));
    const quiet: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      expect((await app.inject({ method: 'GET', url: '/api/classes' })).statusCode).toBe(200);
      quiet.push(performance.now() - started);
    }

    // Each crawler asks again shortly after a 503, as Retry-After tells it to.
    const state = { storming: true };
    const storm = Promise.all(
      links.map(async (link) => {
        for (;;) {
          const answer = await image(app, link);
          if (answer.statusCode !== 503) return answer.statusCode;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    ).finally(() => {
      state.storming = false;
    });
    // A bystander arrives every 20 ms, whether or not the one before was answered, and waits
    // from when it arrived: a blocked event loop shows in every request it held back.
    const answers: Promise<number>[] = [];
    const began = performance.now();
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    for (let k = 0; state.storming; k++) {
      const arrives = began + k * 20;
      const early = arrives - performance.now();
      if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
      answers.push(
        app.inject({ method: 'GET', url: '/api/classes' }).then((answer) => {
          expect(answer.statusCode).toBe(200);
          return performance.now() - arrives;
        }),
      );
    }
    loop.disable();
    const during = await Promise.all(answers);
    const codes = await storm;
    expect(codes.every((c) => c === 200)).toBe(true);
    const figures = (list: number[]) =>
      `median ${quantile(list, 0.5).toFixed(1)} ms, p95 ${quantile(list, 0.95).toFixed(1)} ms, max ${Math.max(...list).toFixed(1)} ms (${list.length} requests)`;
    console.log(
      `bystander GET /api/classes (${kind}): quiet ${figures(quiet)}; during 30 renders ${figures(during)}; event loop delay max ${(loop.max / 1e6).toFixed(0)} ms`,
    );
    expect(quantile(during, 0.5)).toBeLessThan(100);
  }, 120_000);
});

describe.each(databaseKinds)('preview image limit per client (%s)', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await startApp(db, {
      ...ENV,
      PREVIEW_RATE_LIMIT_PER_MINUTE: '5',
      THUMBNAIL_RATE_LIMIT_PER_MINUTE: '3',
    });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    removeTempDirs();
  });

  it('answers 429 to a burst of distinct images from one IPv6 /64, not to its neighbours', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 6; i++) {
      // Every address of the /64 is the same client.
      const answer = await image(app, `NoSuchLnk${i}`, `2001:db8:66:7::${i.toString(16)}`);
      codes.push(answer.statusCode);
    }
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
    const limited = await image(app, 'NoSuchLnk7', '2001:db8:66:7:ffff::1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429 });
    // The next /64 is another client.
    expect((await image(app, 'NoSuchLnk8', '2001:db8:66:8::1')).statusCode).toBe(404);
  });

  it("counts a client's card thumbnails apart from its link previews, under their own limit", async () => {
    const client = '2001:db8:66:9::1';
    const previews: number[] = [];
    for (let i = 1; i <= 6; i++)
      previews.push((await image(app, `NoSuchLnk${i}`, client)).statusCode);
    expect(previews).toEqual([404, 404, 404, 404, 404, 429]);
    const thumbnails: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/thumbnails/NoSuchBuild${i}.png`,
        remoteAddress: client,
      });
      thumbnails.push(answer.statusCode);
    }
    expect(thumbnails).toEqual([404, 404, 404, 429]);
  });
});
