import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { GameIndex } from '../../src/skills/gameIndex';
import type { Database } from '../db/schema';
import type { SpaFallback } from '../http/staticFiles';
import { createBuildLinkRepository } from '../repositories/buildLinkRepository';
import type { RequestCounters } from '../counters/requestCounters';
import { createSavedBuildRepository } from '../repositories/savedBuildRepository';
import { savedBuildDb } from '../repositories/savedBuildTables';
import { createBuildPreviews } from './buildPreviews';
import { createPngStore } from './pngStore';
import { createPreviewImages } from './previewImages';
import { previewRoutes } from './previewRoutes';
import { createRenderQueue, type RenderQueue } from './renderQueue';

/** What the link previews need from the app being built. */
export interface BuildPreviewOptions {
  db: Kysely<Database>;
  gameIndex: GameIndex;
  spa: SpaFallback | null;
  siteOrigin: string;
  /** Preview images one client may ask for per minute (PREVIEW_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
  /** Where the image limit counts (the app's request counters). */
  rateLimitCounters: RequestCounters;
  /** DATA_DIR: the images are kept in its `previews/` folder. */
  dataDir: string;
  /** The app's metrics registry, which gets the images' figures. */
  metrics: Registry;
}

function registerPreviewMetrics(registry: Registry, queue: RenderQueue) {
  const images = new Counter({
    name: 'arrakis_preview_images_total',
    help: 'Preview images answered: drawn now (rendered), read from disk (stored), or refused with 503 (busy).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'arrakis_preview_renders',
    help: 'Preview images being drawn (running) and waiting for a drawing thread (waiting).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'running' }, queue.running);
      this.set({ state: 'waiting' }, queue.waiting);
    },
  });
  new Gauge({
    name: 'arrakis_preview_renders_peak',
    help: 'The most preview images this process has drawn at the same time.',
    registers: [registry],
    collect() {
      this.set(queue.peak);
    },
  });
  return images;
}

/**
 * Link previews in one call from `buildApp`: the pages' Open Graph tags and the preview image,
 * reading builds through the same repositories as the pages' own API calls.
 */
export async function registerBuildPreviews(
  app: FastifyInstance,
  {
    db,
    gameIndex,
    spa,
    siteOrigin,
    rateLimitPerMinute,
    rateLimitCounters,
    dataDir,
    metrics,
  }: BuildPreviewOptions,
): Promise<void> {
  const queue = createRenderQueue();
  app.addHook('onClose', () => queue.close());
  const counted = registerPreviewMetrics(metrics, queue);
  const previews = createBuildPreviews({
    savedBuilds: createSavedBuildRepository(savedBuildDb(db)),
    buildLinks: createBuildLinkRepository(db),
    gameIndex,
    images: createPreviewImages({
      store: createPngStore(join(dataDir, 'previews')),
      queue,
      counted: (outcome) => {
        counted.inc({ outcome });
      },
      storeFailed: (error) => {
        app.log.error({ err: error }, 'preview image store failed');
      },
    }),
  });
  await app.register(previewRoutes, {
    previews,
    spa,
    siteOrigin,
    rateLimitPerMinute,
    rateLimitCounters,
  });
}
