import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { GameIndex } from '../../src/skills/gameIndex';
import type { Database } from '../db/schema';
import { createBuildLinkRepository } from '../repositories/buildLinkRepository';
import { createSavedBuildRepository } from '../repositories/savedBuildRepository';
import { savedBuildDb } from '../repositories/savedBuildTables';
import { type BuildPreviews, createBuildPreviews } from './buildPreviews';
import { createPngStore } from './pngStore';
import { createPreviewImages } from './previewImages';
import { createRenderQueue, type RenderQueue } from './renderQueue';

/** What the link previews need from the app being built. */
export interface BuildPreviewOptions {
  db: Kysely<Database>;
  gameIndex: GameIndex;
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
 * The link previews of `buildApp`: what the pages' Open Graph tags (previewHeads.ts) and the
 * preview image route (previewRoutes.ts) read, through the same repositories as the pages' own
 * API calls, with the drawing threads closed with the app.
 */
export function createAppBuildPreviews(
  app: FastifyInstance,
  { db, gameIndex, dataDir, metrics }: BuildPreviewOptions,
): BuildPreviews {
  const queue = createRenderQueue();
  app.addHook('onClose', () => queue.close());
  const counted = registerPreviewMetrics(metrics, queue);
  return createBuildPreviews({
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
}
