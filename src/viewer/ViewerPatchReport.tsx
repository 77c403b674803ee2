import { migrateLabel, MIGRATION_TEXTS } from '../api/contract/buildMigrationTexts';
import {
  CURRENT_GAME_VERSION,
  gameVersionLabel,
  sameStructureAsCurrent,
} from '../api/gameDataChunk';
import type { BuildView } from '../builds/buildSelectors';
import { PatchReportView, VersionStatusBadge } from '../builds/patch/PatchReportView';
import { usePatchReport } from '../builds/patch/usePatchReport';
import { NOTHING_REFUNDED } from '../skills/migrateBuild';
import { Button } from '../ui/Button';
import type { MigrationState, ViewerMigration } from './viewerMigration';

/** The author's button, or why the last try failed beside it. */
function MigrateAction({ state, onMigrate }: ViewerMigration) {
  const pending = state.kind === 'pending';
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="self-start"
        disabled={pending}
        aria-busy={pending}
        onClick={onMigrate}
      >
        {pending ? 'Migrating…' : migrateLabel(CURRENT_GAME_VERSION)}
      </Button>
      {state.kind === 'failed' ? (
        <p role="alert" className="text-spice-200">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

/** What the migration did, shown after it (the build itself is read again meanwhile). */
function MigrationDone({ changes }: { changes: readonly string[] }) {
  return (
    <section
      aria-label="Migration"
      data-testid="viewer-migrated"
      className="flex flex-col gap-2 rounded-2xl border border-ibad-400/60 bg-sand-900/85 p-4 text-sm text-sand-200"
    >
      <p role="status" className="font-semibold text-ibad-200">
        {MIGRATION_TEXTS.done}
      </p>
      <ul className="list-disc pl-5">
        {(changes.length > 0 ? changes : [NOTHING_REFUNDED]).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * For a build shown with an older game version's data: its status on the current version at
 * the top, its patch report, and for its author the way to migrate it.
 */
function OlderBuildReport({
  view,
  migration,
}: {
  view: BuildView;
  migration: ViewerMigration | undefined;
}) {
  const shown = usePatchReport(view.build, view.index);
  if (!shown) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="viewer-patch">
      <p className="flex flex-wrap items-center gap-2 text-sm text-sand-200">
        Made with the {gameVersionLabel(view.index.data.version)} game data:
        <VersionStatusBadge status={shown.status} />
      </p>
      <PatchReportView report={shown.report} status={shown.status}>
        {migration ? <MigrateAction {...migration} /> : null}
      </PatchReportView>
    </div>
  );
}

/**
 * Nothing for a build shown with the current version's data, or with data of the same
 * structure (1.5 beside 1.5.3.6), which opens unchanged as the planner does; what a migration
 * did once it is done, whatever data the build is shown with meanwhile.
 */
export function ViewerPatchReport({
  view,
  migration,
}: {
  view: BuildView;
  /** The author's migration; absent for anyone else (the report is read-only then). */
  migration?: ViewerMigration;
}) {
  const state: MigrationState = migration?.state ?? { kind: 'idle' };
  if (state.kind === 'done') return <MigrationDone changes={state.changes} />;
  if (sameStructureAsCurrent(view.index.data.version)) return null;
  return <OlderBuildReport view={view} migration={migration} />;
}
