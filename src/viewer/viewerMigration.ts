import { useCallback, useState } from 'react';
import { MIGRATION_TEXTS } from '../api/contract/buildMigrationTexts';
import { migrateSavedBuild } from '../api/savedBuilds/migrateSavedBuild';

/** Where the author's migration of the shown build stands. */
export type MigrationState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'failed'; message: string }
  /** `changes`: one line per thing it did (none when every skill and slot still fit). */
  | { kind: 'done'; changes: readonly string[] };

/** The author's migration as the patch report offers it; absent for anyone else. */
export interface ViewerMigration {
  state: MigrationState;
  onMigrate: () => void;
}

/**
 * The author's "Migrate to …" of the saved build `url`: sends it, keeps what it did, and then
 * has the page read the build again (`onMigrated`).
 */
export function useViewerMigration(
  url: string,
  onMigrated: () => void,
  migrate: typeof migrateSavedBuild = migrateSavedBuild,
): ViewerMigration {
  const [state, setState] = useState<MigrationState>({ kind: 'idle' });
  const onMigrate = useCallback(() => {
    setState({ kind: 'pending' });
    migrate(url).then(
      (answer) => {
        setState({ kind: 'done', changes: answer.changes });
        onMigrated();
      },
      (failed: unknown) => {
        const message = failed instanceof Error && failed.message !== '' ? failed.message : '';
        setState({ kind: 'failed', message: message || MIGRATION_TEXTS.failed });
      },
    );
  }, [url, onMigrated, migrate]);
  return { state, onMigrate };
}
