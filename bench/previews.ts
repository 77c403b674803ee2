/**
 * The link preview part of `npm run bench:api`: how long a build's preview image
 * (`GET /api/previews/viewer/{url}.png`, 1200×630 PNG) takes on its first request, which draws it,
 * and afterwards, when the server's stored image answers or the client's ETag does; and how long a
 * bystander waits while many distinct images are drawn at once.
 */
import { median } from './support/server';

/** Budget: a cold render's median. */
const RENDER_BUDGET_MS = 150;

/** One database's preview figures, in milliseconds, each the median over the builds. */
export interface PreviewFigures {
  builds: number;
  /** The very first image the server draws (fonts and the renderer warming up). */
  firstMs: number;
  renderP50: number;
  renderMax: number;
  cachedP50: number;
  notModifiedP50: number;
  pngBytes: number;
}

async function timed(url: string, headers: Record<string, string> = {}) {
  const sent = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  return {
    ms: performance.now() - sent,
    status: response.status,
    etag: response.headers.get('etag') ?? '',
    bytes: body.byteLength,
  };
}

/**
 * The first url's image once (the warm-up, reported apart), then each other url's image: cold
 * (drawn by this request), again (the server's cache), and again with If-None-Match (304).
 * One request at a time, so each figure is one request's whole time on loopback.
 */
export async function benchPreviews(
  base: string,
  urls: readonly string[],
): Promise<PreviewFigures> {
  const [first, ...rest] = urls;
  if (!first || rest.length === 0) throw new Error('The preview section needs seeded builds.');
  const image = (url: string) => `${base}/api/previews/viewer/${url}.png`;
  const expect = (what: string, status: number, wanted: number) => {
    if (status !== wanted) throw new Error(`${what} answered ${status}, not ${wanted}.`);
  };
  const warm = await timed(image(first));
  expect('The first preview', warm.status, 200);
  const cold: number[] = [];
  const cached: number[] = [];
  const notModified: number[] = [];
  const bytes: number[] = [];
  for (const url of rest) {
    const drawn = await timed(image(url));
    expect(`The preview of ${url}`, drawn.status, 200);
    cold.push(drawn.ms);
    bytes.push(drawn.bytes);
    const again = await timed(image(url));
    expect(`The preview of ${url} again`, again.status, 200);
    cached.push(again.ms);
    const unchanged = await timed(image(url), { 'if-none-match': drawn.etag });
    expect(`The preview of ${url} with its ETag`, unchanged.status, 304);
    notModified.push(unchanged.ms);
  }
  return {
    builds: rest.length,
    firstMs: warm.ms,
    renderP50: median(cold),
    renderMax: Math.max(...cold),
    cachedP50: median(cached),
    notModifiedP50: median(notModified),
    pngBytes: median(bytes),
  };
}

/** The preview section's table. */
export function printPreviewTable(figures: readonly { label: string; preview: PreviewFigures }[]) {
  const builds = figures[0]?.preview.builds ?? 0;
  console.log(
    `\nBuild preview images (GET /api/previews/viewer/{url}.png) on loopback: ${builds} distinct seeded builds of every class, one request at a time, after one warm-up image. Medians over the builds. Budget: cold render p50 ≤ ${RENDER_BUDGET_MS} ms.\n`,
  );
  const row = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(i === 0 ? 10 : 18)).join(' | ')} |`;
  console.log(
    row([
      'database',
      'first image',
      'cold render p50',
      'cold render max',
      'cached p50',
      '304 p50',
      'PNG size',
    ]),
  );
  console.log(row(['-'.repeat(10), ...Array<string>(6).fill('-'.repeat(18))]));
  for (const { label, preview: p } of figures) {
    console.log(
      row([
        label,
        `${p.firstMs.toFixed(0)} ms`,
        `${p.renderP50.toFixed(0)} ms ${p.renderP50 <= RENDER_BUDGET_MS ? 'PASS' : 'FAIL'}`,
        `${p.renderMax.toFixed(0)} ms`,
        `${p.cachedP50.toFixed(1)} ms`,
        `${p.notModifiedP50.toFixed(1)} ms`,
        `${(p.pngBytes / 1024).toFixed(0)} kB`,
      ]),
    );
  }
}

/** A bystander's wait while distinct images are drawn, in milliseconds. */
export interface PreviewStormFigures {
  images: number;
  /** Image answers that were 503 (each asked again 100 ms later until drawn). */
  busy: number;
  seconds: number;
  quietP50: number;
  bystanderP50: number;
  bystanderP95: number;
  bystanderMax: number;
}

function percentile(list: readonly number[], q: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * Every image of `imageUrls` (none drawn yet) asked for at once, each asked again 100 ms after
 * a 503, while a bystander's `GET /api/classes` arrives every 20 ms whether or not the one
 * before was answered; each bystander's wait counts from when it arrived.
 */
export async function benchPreviewStorm(
  base: string,
  imageUrls: readonly string[],
): Promise<PreviewStormFigures> {
  const bystander = () => timed(`${base}/api/classes`);
  const quiet: number[] = [];
  for (let i = 0; i < 20; i++) quiet.push((await bystander()).ms);
  let busy = 0;
  const state = { storming: true };
  const started = performance.now();
  const storm = Promise.all(
    imageUrls.map(async (url) => {
      for (;;) {
        const answer = await timed(url);
        if (answer.status !== 503) return answer.status;
        busy += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  ).finally(() => {
    state.storming = false;
  });
  const waits: Promise<number>[] = [];
  for (let k = 0; state.storming; k++) {
    const arrives = started + k * 20;
    const early = arrives - performance.now();
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    waits.push(bystander().then(() => performance.now() - arrives));
  }
  const statuses = await storm;
  const seconds = (performance.now() - started) / 1000;
  if (statuses.some((s) => s !== 200))
    throw new Error(`Storm images answered ${statuses.join(' ')}.`);
  const during = await Promise.all(waits);
  return {
    images: imageUrls.length,
    busy,
    seconds,
    quietP50: median(quiet),
    bystanderP50: median(during),
    bystanderP95: percentile(during, 0.95),
    bystanderMax: Math.max(...during),
  };
}

/** The storm's table. */
export function printPreviewStormTable(
  figures: readonly { label: string; storm: PreviewStormFigures }[],
) {
  const images = figures[0]?.storm.images ?? 0;
  console.log(
    `\nA bystander (GET /api/classes, one every 20 ms) while ${images} distinct preview images are drawn at once; 503s asked again after 100 ms.\n`,
  );
  const row = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(i === 0 ? 10 : 14)).join(' | ')} |`;
  console.log(row(['database', 'storm', '503s', 'quiet p50', 'bystander p50', 'p95', 'max']));
  console.log(row(['-'.repeat(10), ...Array<string>(6).fill('-'.repeat(14))]));
  for (const { label, storm: s } of figures) {
    console.log(
      row([
        label,
        `${s.seconds.toFixed(1)} s`,
        String(s.busy),
        `${s.quietP50.toFixed(1)} ms`,
        `${s.bystanderP50.toFixed(1)} ms`,
        `${s.bystanderP95.toFixed(0)} ms`,
        `${s.bystanderMax.toFixed(0)} ms`,
      ]),
    );
  }
}
