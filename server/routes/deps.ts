import type { GameManifest } from '../../src/skills/gameData';
import type { GameIndex } from '../../src/skills/gameIndex';
import type { BuildLinkRepository } from '../buildLinks/buildLinkRepository';
import type { AppDatabase } from '../db/database';
import type { GameRepository } from '../game/gameRepository';

/** What the API routes are given; passed as plugin options rather than global decorations. */
export interface ApiDeps {
  database: AppDatabase;
  repository: GameRepository;
  /** The game versions as synced at start; versions change only with a deploy. */
  manifest: GameManifest;
  /** Lookups over the current game version, for the rules that check builds. */
  gameIndex: GameIndex;
  buildLinks: BuildLinkRepository;
}
