import {
  formatModifierValue,
  NO_PASSIVE_MODIFIERS,
  type ModifierGroup,
} from '../../skills/modifiers';
import { EmptyText, Panel } from './Panel';

/** What the Build Modifiers panel shows: the groups the engine totalled for the build. */
export interface BuildModifiersViewProps {
  groups: readonly ModifierGroup[];
}

/**
 * Build Modifiers: the passives' effects totalled by name, grouped by the spec's categories.
 * Props only, so the planner (bound to its store) and the viewer (a loaded build) show the same.
 */
export function BuildModifiersView({ groups }: BuildModifiersViewProps) {
  return (
    <Panel title="Build Modifiers" testId="build-modifiers">
      {groups.length === 0 ? (
        <EmptyText>{NO_PASSIVE_MODIFIERS}</EmptyText>
      ) : (
        <div className="flex flex-col gap-4">
          {groups.map((group) => (
            <section key={group.category} aria-label={group.category}>
              <h3 className="mb-1.5 text-xs font-semibold tracking-[0.2em] text-spice-300 uppercase">
                {group.category}
              </h3>
              <dl className="flex flex-col gap-1">
                {group.modifiers.map((modifier) => (
                  <div
                    key={`${modifier.name}-${modifier.unit}`}
                    className="flex items-baseline justify-between gap-3 rounded-lg bg-sand-950/60 px-3 py-1.5 text-sm"
                  >
                    <dt className="min-w-0 text-sand-200">{modifier.name}</dt>
                    <dd
                      className={`shrink-0 font-semibold tabular-nums ${modifier.value < 0 ? 'text-ibad-300' : 'text-spice-200'}`}
                    >
                      {formatModifierValue(modifier)}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
    </Panel>
  );
}
