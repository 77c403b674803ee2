import { useContext, useMemo, useState } from 'react';
import { GraphActionsContext } from './graphActions';

/**
 * A node's way into its skill's details for a mouse, whose click on the node adds a level: a
 * small button beside the node, there only while the node is under the mouse or has keyboard
 * focus, so a click on a node never lands on it unseen. Keyboard users reach it with Tab.
 */
export function SkillInfoButton({
  skillId,
  skillName,
  tabStop,
}: {
  skillId: number;
  skillName: string;
  tabStop: boolean;
}) {
  const actions = useContext(GraphActionsContext);
  return (
    <button
      type="button"
      // `nopan` keeps a press on it from starting a pan; `nokey` keeps React Flow off its keys.
      className="sg-node__info nopan nokey"
      tabIndex={tabStop ? 0 : -1}
      aria-label={`${skillName} details`}
      onClick={() => {
        actions.details(skillId);
      }}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="4.25" r="1.35" />
        <path d="M8 7.25v5.5" />
      </svg>
    </button>
  );
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Whether a node shows its info button, and the handlers of the box around node and button
 * that say so: a mouse over either, or keyboard focus in either. Only that node re-renders.
 */
export function useInfoButtonReveal() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = useMemo(
    () => ({
      onPointerEnter: (event: React.PointerEvent) => {
        if (event.pointerType === 'mouse') setHovered(true);
      },
      onPointerLeave: (event: React.PointerEvent) => {
        if (event.pointerType === 'mouse') setHovered(false);
      },
      onFocus: (event: React.FocusEvent) => {
        if (focusVisible(event.target)) setFocused(true);
      },
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    }),
    [],
  );
  return { shown: hovered || focused, handlers };
}
