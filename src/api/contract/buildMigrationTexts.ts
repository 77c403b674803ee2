/*
 * Migrating a saved build to the current game data: the texts the server answers and the
 * viewer shows, apart from their schema (./buildMigration.ts) so the viewer needs no zod.
 */

export const MIGRATION_TEXTS = {
  failed: 'The build could not be migrated.',
  onlyAuthor: "Only the build's author can migrate it.",
  done: 'Migrated. What changed:',
} as const;

/** The viewer's and the planner's button. */
export function migrateLabel(version: string): string {
  return `Migrate to ${version}`;
}

/** The note a migration keeps with the revision it saves. */
export function migratedNote(version: string): string {
  return `Migrated to ${version}`;
}

/** The 409 answer to migrating a build that is on the current version already. */
export function alreadyCurrentMessage(version: string): string {
  return `This build is already on ${version}.`;
}
