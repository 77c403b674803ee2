import type { CardCharacter } from '../../api/contract/buildCardFacts';

/** The character as a card names it: "Lv 60 · Combat 48", or "Lv 60" without Combat levels. */
function characterChipText(character: CardCharacter): string {
  const level = `Lv ${character.level}`;
  return character.combatLevel > 0 ? `${level} · Combat ${character.combatLevel}` : level;
}

/** The character a build is planned for, as a small chip on its card. */
export function CharacterChip({ character }: { character: CardCharacter }) {
  return (
    <p className="text-xs">
      <span className="sr-only">Planned for </span>
      <span
        data-testid="card-character"
        className="inline-block rounded-full border border-sand-600 bg-sand-800/70 px-2.5 py-0.5 font-medium tracking-wide text-sand-100 tabular-nums"
      >
        {characterChipText(character)}
      </span>
    </p>
  );
}
