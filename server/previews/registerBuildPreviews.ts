import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { GameIndex } from '../../src/skills/gameIndex';
import type { Database } from '../db/schema';
import type { SpaFallback } from '../http/staticFiles';
import { createBuildLinkRepository } from '../repositories/buildLinkRepository';
import type { ThrottleRepository } from '../repositories/throttleRepository';
import { createSavedBuildRepository } from '../repositories/savedBuildRepository';
import { savedBuildDb } from '../repositories/savedBuildTables';
import { createBuildPreviews } from './buildPreviews';
import { previewRoutes } from './previewRoutes';

/** What the link previews need from the app being built. */
export interface BuildPreviewOptions {
  db: Kysely<Database>;
  gameIndex: GameIndex;
  spa: SpaFallback | null;
  siteOrigin: string;
  rateLimitPerMinute: number;
  /** Where the image limit counts (the database). */
  rateLimitCounters: ThrottleRepository;
}

/**
 * Link previews in one call from `buildApp`: the pages' Open Graph tags and the preview image,
 * reading builds through the same repositories as the pages' own API calls.
 */
export async function registerBuildPreviews(
  app: FastifyInstance,
  { db, gameIndex, spa, siteOrigin, rateLimitPerMinute, rateLimitCounters }: BuildPreviewOptions,
): Promise<void> {
  const previews = createBuildPreviews({
    savedBuilds: createSavedBuildRepository(savedBuildDb(db)),
    buildLinks: createBuildLinkRepository(db),
    gameIndex,
  });
  await app.register(previewRoutes, {
    previews,
    spa,
    siteOrigin,
    rateLimitPerMinute,
    rateLimitCounters,
  });
}
