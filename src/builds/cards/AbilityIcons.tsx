import type { CardAbility } from '../../api/contract/buildCardFacts';
import { SKILL_ICON_SPRITE_BY_TREE } from '../../graph/skillIconSprites';

/** What an empty active ability slot is called, for screen readers and the pointer's title. */
const EMPTY_SLOT = 'Empty slot';

/**
 * A build's three active ability slots as the planner's skill icons (each class's sprite), an
 * empty slot drawn empty; every slot is named, so the row reads as a list of the abilities.
 */
export function AbilityIcons({ abilities }: { abilities: readonly (CardAbility | null)[] }) {
  return (
    <ul aria-label="Active abilities" className="flex gap-2">
      {abilities.map((ability, slot) => {
        const sprite = ability ? SKILL_ICON_SPRITE_BY_TREE[ability.tree] : undefined;
        return (
          <li
            // The slots are fixed places: the position is the identity.
            key={slot}
            title={ability?.name ?? EMPTY_SLOT}
            className={`flex size-10 items-center justify-center rounded-md border ${
              ability
                ? 'border-spice-600/60 bg-spice-950/40 text-spice-200'
                : 'border-dashed border-sand-600/70 text-sand-600'
            }`}
          >
            {sprite !== undefined && ability && (
              <svg viewBox="0 0 512 512" className="size-6" aria-hidden="true" focusable="false">
                <use href={`${sprite}#${ability.icon}`} />
              </svg>
            )}
            <span className="sr-only">{ability?.name ?? EMPTY_SLOT}</span>
          </li>
        );
      })}
    </ul>
  );
}
