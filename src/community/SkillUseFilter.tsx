import { useId } from 'react';
import { SKILL_USE_LEVELS, SKILL_USES_MAX, type SkillUse } from '../api/contract/contentFilters';
import type { SkillChoice } from '../skills/skillChoices';
import { Button } from '../ui/Button';
import { FIELD_CLASSES, LABEL_CLASSES } from '../ui/form/fieldStyles';

/** What "Skills taken" says, for the page and its tests. */
export const SKILL_FILTER_TEXTS = {
  legend: 'Skills taken',
  add: 'Add a skill…',
  loading: 'Loading skills…',
  full: `Up to ${SKILL_USES_MAX} skills`,
  failed: 'The skills could not be loaded.',
} as const;

/** A level's choice: "Level 2+" up to the skill's highest, which is that level alone. */
function levelChoice(level: number, maxLevel: number): string {
  return level >= maxLevel ? `Level ${level}` : `Level ${level}+`;
}

/** Props of the community list's skill filter. */
export interface SkillUseFilterProps {
  uses: readonly SkillUse[];
  /** Every skill of the current game data; null until it has loaded, empty when it failed. */
  choices: readonly SkillChoice[] | null;
  /** The skills are on their way. */
  loading: boolean;
  /** The player points at or moves to the filter: its skills are needed. */
  onWant: () => void;
  onChange: (uses: SkillUse[]) => void;
  /** Why skills of the address were dropped (the game data has no such skill); null if none. */
  notice: string | null;
}

/**
 * "Skills taken": up to three skills every listed build takes, each at a level or higher,
 * picked from the current game data's skills class by class and tree by tree.
 */
export function SkillUseFilter({
  uses,
  choices,
  loading,
  onWant,
  onChange,
  notice,
}: SkillUseFilterProps) {
  const addId = useId();
  const byId = new Map((choices ?? []).map((choice) => [choice.id, choice]));
  const groups = [...new Set((choices ?? []).map((choice) => choice.group))];
  const full = uses.length >= SKILL_USES_MAX;
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2" onPointerEnter={onWant}>
      <legend className={`${LABEL_CLASSES} mb-1.5`}>{SKILL_FILTER_TEXTS.legend}</legend>
      {uses.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {uses.map((use) => {
            const choice = byId.get(use.skillId);
            const name = choice?.name ?? SKILL_FILTER_TEXTS.loading;
            const maxLevel = choice?.maxLevel ?? use.level;
            return (
              <li key={use.skillId} className="flex items-center gap-2">
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sand-100">{name}</span>
                  {choice ? (
                    <span className="truncate text-xs text-sand-400">{choice.group}</span>
                  ) : null}
                </span>
                <select
                  aria-label={`Level of ${name}`}
                  value={use.level}
                  disabled={choice === undefined}
                  className={`${FIELD_CLASSES} w-auto`}
                  onChange={(event) => {
                    const level = Number(event.target.value);
                    onChange(uses.map((u) => (u === use ? { ...u, level } : u)));
                  }}
                >
                  {SKILL_USE_LEVELS.filter((level) => level <= maxLevel).map((level) => (
                    <option key={level} value={level}>
                      {levelChoice(level, maxLevel)}
                    </option>
                  ))}
                </select>
                <Button
                  variant="ghost"
                  className="px-3"
                  aria-label={`Remove ${name}`}
                  onClick={() => {
                    onChange(uses.filter((u) => u !== use));
                  }}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label htmlFor={addId} className="sr-only">
        Add a skill
      </label>
      <select
        id={addId}
        value=""
        // Enabled while the skills load, so focus can ask for them and stay.
        disabled={choices?.length === 0 || full}
        className={FIELD_CLASSES}
        onFocus={onWant}
        onChange={(event) => {
          const choice = byId.get(Number(event.target.value));
          if (choice) onChange([...uses, { skillId: choice.id, level: 1 }]);
        }}
      >
        <option value="">
          {loading
            ? SKILL_FILTER_TEXTS.loading
            : choices?.length === 0
              ? SKILL_FILTER_TEXTS.failed
              : full
                ? SKILL_FILTER_TEXTS.full
                : SKILL_FILTER_TEXTS.add}
        </option>
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            {(choices ?? [])
              .filter((choice) => choice.group === group)
              .map((choice) => (
                <option
                  key={choice.id}
                  value={choice.id}
                  disabled={uses.some((use) => use.skillId === choice.id)}
                >
                  {choice.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      {notice !== null ? (
        <p role="status" className="text-sm text-danger-400">
          {notice}
        </p>
      ) : null}
    </fieldset>
  );
}
