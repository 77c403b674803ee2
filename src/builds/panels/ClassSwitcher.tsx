import type { GameClass } from '../../skills/gameData';
import { ChevronButton } from './ChevronButton';

/** What the class switcher shows and whom it tells. */
export interface ClassSwitcherProps {
  classes: readonly GameClass[];
  shown: GameClass;
  /** SP the build spends in the shown class. */
  spent: number;
  onShow: (cls: GameClass) => void;
}

/**
 * The shown class's heading and description, with previous and next buttons cycling through
 * the five classes (wrapping from the last to the first): the viewer's class heading, and the
 * planner's on phones and tablets (spec §2 "Skill Trees"). Props only, so each page binds it to
 * its own state.
 */
export function ClassSwitcher({ classes, shown, spent, onShow }: ClassSwitcherProps) {
  const at = Math.max(
    0,
    classes.findIndex((cls) => cls.slug === shown.slug),
  );
  const step = (by: number) => {
    const next = classes[(at + by + classes.length) % classes.length];
    if (next) onShow(next);
  };
  return (
    <div className="flex items-start gap-3" data-testid="class-switcher">
      <ChevronButton
        direction="left"
        label="Previous class"
        onClick={() => {
          step(-1);
        }}
      />
      <div className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center">
        <h2 className="flex items-center gap-2 font-display text-xl font-semibold tracking-wide text-sand-50">
          <img src={shown.imageUrl} alt="" width={32} height={32} className="size-8" />
          {shown.name}
          <span className="text-sm font-normal text-sand-300 tabular-nums">({spent} SP)</span>
        </h2>
        <p className="max-w-3xl text-sm text-sand-300">{shown.description}</p>
      </div>
      <ChevronButton
        direction="right"
        label="Next class"
        onClick={() => {
          step(1);
        }}
      />
    </div>
  );
}
