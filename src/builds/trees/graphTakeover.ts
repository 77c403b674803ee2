/**
 * What a player did to a tree's static drawing before the interactive graph took over, and how
 * to do it again on the graph: the drawing and the graph mark a skill with the same
 * `data-skill-id` and a zoom button with the same `data-graph-control`, so each gesture finds
 * its twin. Plain DOM, no React: the gestures are replayed as the browser would have sent them.
 */

/** One gesture to hand to the graph once it is ready. */
export type TakeoverGesture =
  | { kind: 'click'; target: string; pointerType: string }
  | { kind: 'contextmenu'; target: string; pointerType: string }
  | { kind: 'key'; target: string; key: string; shiftKey: boolean }
  | { kind: 'hover'; target: string }
  | { kind: 'focus'; target: string };

/** The selector of the drawing's element an event reached: a skill or a zoom button. */
export function gestureTarget(element: EventTarget | null): string | null {
  if (!(element instanceof Element)) return null;
  const skill = element.closest('[data-skill-id]');
  if (skill) return `[data-skill-id="${skill.getAttribute('data-skill-id') ?? ''}"]`;
  const control = element.closest('[data-graph-control]');
  if (control) return `[data-graph-control="${control.getAttribute('data-graph-control') ?? ''}"]`;
  return null;
}

/**
 * How far the graph in `layer` has come: no nodes yet (its code may still be arriving),
 * nodes placed but not yet fitted, or drawn where the drawing has them (it shows nodes and has
 * applied its fit; a viewport still at the origin and scale 1 has not).
 */
export function graphProgress(layer: HTMLElement): 'none' | 'placed' | 'drawn' {
  if (!layer.querySelector('.react-flow__node')) return 'none';
  // Without layout (a panel of no size) there is no fit to wait for.
  if (layer.clientWidth === 0) return 'drawn';
  const viewport = layer.querySelector<HTMLElement>('.react-flow__viewport');
  const transform = viewport?.style.transform ?? '';
  return transform !== '' && transform !== 'translate(0px, 0px) scale(1)' ? 'drawn' : 'placed';
}

/** A bubbling pointer event (a mouse event where the browser has no PointerEvent, as jsdom). */
function pointerEvent(type: string, pointerType: string): Event {
  if (typeof PointerEvent === 'function') {
    return new PointerEvent(type, { bubbles: true, pointerType });
  }
  return Object.assign(new MouseEvent(type, { bubbles: true }), { pointerType });
}

/** Does `gesture` again on its twin in the graph's `layer` (nothing when it has none). */
export function replayGesture(layer: HTMLElement, gesture: TakeoverGesture): void {
  const twin = layer.querySelector<HTMLElement>(gesture.target);
  if (!twin) return;
  switch (gesture.kind) {
    case 'click':
      // The node tells a tap from a click by the pointer that went down on it.
      twin.dispatchEvent(pointerEvent('pointerdown', gesture.pointerType));
      twin.click();
      return;
    case 'contextmenu':
      twin.dispatchEvent(pointerEvent('pointerdown', gesture.pointerType));
      twin.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
      return;
    case 'key':
      twin.focus();
      twin.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: gesture.key,
          shiftKey: gesture.shiftKey,
          bubbles: true,
          cancelable: true,
        }),
      );
      return;
    case 'hover':
      // React forms pointerenter from pointerover; the pointer came from outside the graph.
      twin.dispatchEvent(pointerEvent('pointerover', 'mouse'));
      return;
    case 'focus':
      twin.focus();
      return;
  }
}
