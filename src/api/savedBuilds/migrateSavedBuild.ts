import type { MigrateBuildResponse } from '../contract/buildMigration';
import { MIGRATION_TEXTS } from '../contract/buildMigrationTexts';
import { requestJson } from '../requestJson';
import { savedBuildPath } from './savedBuildPaths';

/**
 * `POST /api/saved-builds/{idOrUrl}/migrate`: the owner moves a build made with older game data
 * to the current data, kept as a new revision. A failure carries the server's message ('This
 * build is already on 1.5.3.6.', …).
 */
export function migrateSavedBuild(idOrUrl: string): Promise<MigrateBuildResponse> {
  return requestJson(`${savedBuildPath(idOrUrl)}/migrate`, {
    method: 'POST',
    body: {},
    schema: import('../contract/buildMigration').then(
      ({ migrateBuildResponseSchema }) => migrateBuildResponseSchema,
    ),
    fallbackMessage: MIGRATION_TEXTS.failed,
  });
}
