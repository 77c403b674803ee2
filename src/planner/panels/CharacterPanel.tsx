import { memo, useState } from 'react';
import { CharacterBudgetView } from '../../builds/panels/CharacterBudgetView';
import { selectSpent } from '../../builds/buildSelectors';
import type { BuildCharacter } from '../../skills/buildSchema';
import { characterBudget, fullCharacter } from '../../skills/characterBudget';
import type { Progression } from '../../skills/progression';
import { usePlanner, usePlannerActions, usePlannerStoreApi } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';
import { selectCharacterBudget } from '../store/selectors';
import { LevelField } from './character/LevelField';
import { TraitChecklist } from './character/TraitChecklist';
import { CHARACTER_PANEL_ID } from './characterPanelId';

const selectOpen = (s: PlannerState) => s.ui.characterPanelOpen;
const selectProgression = (s: PlannerState) => s.index.data.progression;
const selectCharacter = (s: PlannerState) => s.build.character;

const QUIET_BUTTON =
  'inline-flex min-h-11 items-center rounded-lg text-sm font-semibold text-spice-300 underline underline-offset-4 hover:text-spice-200 disabled:cursor-not-allowed disabled:text-sand-400 disabled:no-underline';

/**
 * The character a build is planned for, under the planner's toolbar while the counter's control
 * has it open: start planning for one, its level, Combat level and traits, its budget and bill.
 */
function CharacterPanelComponent() {
  const open = usePlanner(selectOpen);
  const progression = usePlanner(selectProgression);
  const { toggleCharacterPanel } = usePlannerActions();
  if (!open) return null;
  return (
    <div
      id={CHARACTER_PANEL_ID}
      data-testid="character-panel"
      className="flex flex-col gap-2 rounded-2xl border border-sand-700/80 bg-sand-900/60 p-3"
    >
      {progression ? (
        <CharacterEditor progression={progression} />
      ) : (
        <p className="text-sm text-sand-200">Character budgets need the current game data.</p>
      )}
      <button
        type="button"
        className={`${QUIET_BUTTON} self-end px-3`}
        onClick={toggleCharacterPanel}
      >
        Close<span className="sr-only"> the character panel</span>
      </button>
    </div>
  );
}

/** No character yet: what planning for one means, and the full character to start from. */
function StartPlanning({ progression }: { progression: Progression }) {
  const spent = usePlanner(selectSpent);
  const { setCharacter } = usePlannerActions();
  const start = fullCharacter(progression);
  const most = characterBudget(start, progression).total;
  return (
    <div className="flex flex-col gap-1 text-sm text-sand-200">
      <p>
        Plan this build for a character: its level and Combat specialisation give the skill points
        to spend, in place of the cap.
      </p>
      {spent > most ? (
        <p className="text-danger-200">
          This build spends {spent} SP: more than any character has ({most} SP).
        </p>
      ) : (
        <button
          type="button"
          className={`${QUIET_BUTTON} self-start`}
          onClick={() => {
            setCharacter(start);
          }}
        >
          Start at level {start.level}, Combat {start.combatLevel}
        </button>
      )}
    </div>
  );
}

/** The stated character's level, Combat level and traits, with what the engine did to them. */
function CharacterEditor({ progression }: { progression: Progression }) {
  const character = usePlanner(selectCharacter);
  const budget = usePlanner(selectCharacterBudget);
  const store = usePlannerStoreApi();
  const { setCharacter, toggleCombatTrait } = usePlannerActions();
  const [message, setMessage] = useState<string | null>(null);

  if (!character || !budget) return <StartPlanning progression={progression} />;

  /** Applies an edit the engine can pay for, and says when it had to raise the level. */
  const edit = (asked: BuildCharacter, apply: () => void) => {
    const max = progression.characterLevels.max;
    const spent = selectSpent(store.getState());
    if (characterBudget({ ...asked, level: max }, progression).total < spent) {
      setMessage(`This build spends ${spent} SP: more than level ${max} with these traits has.`);
      return;
    }
    apply();
    const after = store.getState().build.character;
    setMessage(
      after && after.level > asked.level
        ? `Raised to level ${after.level}: this build spends ${spent} SP`
        : null,
    );
  };

  const skippedAsked = (combatLevel: number) =>
    character.skippedTraits.includes(combatLevel)
      ? character.skippedTraits.filter((level) => level !== combatLevel)
      : [...character.skippedTraits, combatLevel];

  return (
    <CharacterBudgetView character={character} budget={budget} progression={progression}>
      <p className="text-xs text-sand-300">This budget replaces the skill point cap.</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <LevelField
          label="Character level"
          value={character.level}
          min={progression.characterLevels.min}
          max={progression.characterLevels.max}
          onCommit={(level) => {
            const asked = { ...character, level };
            edit(asked, () => {
              setCharacter(asked);
            });
          }}
        />
        <LevelField
          label="Combat level"
          value={character.combatLevel}
          min={0}
          max={progression.combat.maxLevel}
          onCommit={(combatLevel) => {
            const asked = { ...character, combatLevel };
            edit(asked, () => {
              setCharacter(asked);
            });
          }}
        />
      </div>
      <p role="status" className="text-sm font-medium text-spice-200">
        {message}
      </p>
      <TraitChecklist
        character={character}
        open={budget.open}
        onToggle={(combatLevel) => {
          edit({ ...character, skippedTraits: skippedAsked(combatLevel) }, () => {
            toggleCombatTrait(combatLevel);
          });
        }}
      />
      <button
        type="button"
        className={`${QUIET_BUTTON} self-start`}
        onClick={() => {
          setMessage(null);
          setCharacter(null);
        }}
      >
        Stop planning for a character
      </button>
    </CharacterBudgetView>
  );
}

export const CharacterPanel = memo(CharacterPanelComponent);
