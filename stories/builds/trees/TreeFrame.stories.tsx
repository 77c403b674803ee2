import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TreeFrame } from '../../../src/builds/trees/TreeFrame';
import { treeGraphData } from '../../../src/builds/trees/treeGraphWiring';
import { withPadding } from '../../fixtures/decorators';
import { graphProgress } from './graphProgress';
import { emptyView, fullView, gunnery } from './treeStoryData';

/** One tree's frame from props alone: its name (or a switcher), the optional SP badge, the graph. */
const meta = {
  title: 'Builds/Trees/Tree frame',
  component: TreeFrame,
  decorators: [(Story) => <div className="max-w-xl">{<Story />}</div>, withPadding],
  args: { tree: gunnery, graph: treeGraphData(emptyView, gunnery.id) },
} satisfies Meta<typeof TreeFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No badge (the viewer): the tree's name heads its region and the graph draws. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Gunnery tree' });
    await expect(region).toHaveAttribute('data-tree-name', 'Gunnery');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Gunnery' })).toBeVisible();
    await expect(canvas.queryByTestId('tree-sp')).toBeNull();
    await expect(
      await canvas.findByRole('button', { name: /^Gunnery: Ranged Damage,/ }),
    ).toBeInTheDocument();
  },
};

/** The planner's badge: SP spent in the tree. */
export const WithPoints: Story = {
  args: { graph: treeGraphData(fullView, gunnery.id), spentPoints: 27 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('tree-sp')).toHaveTextContent('27 SP');
  },
};

/** Drawn one step after the first paint (the planner's first screen): the graph still arrives. */
export const AfterFirstPaint: Story = {
  args: { drawAfterFirstPaint: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /^Gunnery: Ranged Damage,/ }),
    ).toBeInTheDocument();
  },
};

/** A phone: a replaced heading (the switcher) and the frame's full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { heading: <h3 className="font-display text-lg text-spice-200">Gunnery 1/3</h3> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Gunnery 1/3' })).toBeVisible();
    const frame = canvas.getByTestId('skill-tree');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

const rangedDamage = /^Gunnery: Ranged Damage,/;

/** The boxes of the tree's nodes by skill, on screen, to compare the drawing with the graph. */
function nodeBoxes(canvasElement: HTMLElement): Map<string, DOMRect> {
  return new Map(
    [...canvasElement.querySelectorAll<HTMLElement>('[data-skill-id]')].map((node) => [
      node.dataset.skillId ?? '',
      node.getBoundingClientRect(),
    ]),
  );
}

/** Waits until the drawing has handed the tree to the interactive graph. */
async function waitForGraph(canvasElement: HTMLElement) {
  await waitFor(async () => {
    await expect(canvasElement.querySelector('[data-tree-drawing]')).toBeNull();
    await expect(canvasElement.querySelector('[data-testid="rf__wrapper"]')).not.toBeNull();
  });
}

/**
 * The first screen: the tree is a static drawing, with every skill named as in the graph, and
 * no React Flow mounted until the player reaches for it.
 */
export const DrawnFirst: Story = {
  args: { graph: treeGraphData(fullView, gunnery.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-tree-drawing]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-testid="rf__wrapper"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: rangedDamage })).toHaveAttribute(
      'data-level',
      '3',
    );
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  },
};

/** The pointer over the tree hands it to the graph, every node staying on its pixel. */
export const TakesOverWithoutAJump: Story = {
  args: { graph: treeGraphData(fullView, gunnery.id) },
  play: async ({ canvasElement }) => {
    const before = nodeBoxes(canvasElement);
    await expect(before.size).toBeGreaterThan(5);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Zoom out' }));
    await waitForGraph(canvasElement);
    const after = nodeBoxes(canvasElement);
    await expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [id, box] of before) {
      const moved = after.get(id);
      await expect(Math.abs((moved?.x ?? Infinity) - box.x)).toBeLessThan(0.5);
      await expect(Math.abs((moved?.y ?? Infinity) - box.y)).toBeLessThan(0.5);
      await expect(Math.abs((moved?.width ?? Infinity) - box.width)).toBeLessThan(0.5);
    }
  },
};

/**
 * A click on a drawn skill before the graph is ready takes effect at once, while the drawing
 * still shows; a refused right-click (level 0) waits for the graph, which says why.
 */
export const ClickBeforeTakeover: Story = {
  args: { graph: { ...treeGraphData(emptyView, gunnery.id), onIncrease: fn(), onDecrease: fn() } },
  play: async ({ canvasElement, args }) => {
    const node = within(canvasElement).getByRole('button', { name: rangedDamage });
    node.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    node.click();
    await expect(canvasElement.querySelector('[data-tree-drawing]')).not.toBeNull();
    await expect(args.graph.onIncrease).toHaveBeenCalledWith(1);
    node.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    await waitForGraph(canvasElement);
    await waitFor(() => expect(args.graph.onIncrease).toHaveBeenCalledWith(1));
    await expect(args.graph.onIncrease).toHaveBeenCalledTimes(1);
    await expect(args.graph.onDecrease).toHaveBeenCalledTimes(0);
  },
};

/** A tap on a drawn skill opens its details once the graph is ready, as a tap on the graph does. */
export const TapBeforeTakeover: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { graph: { ...treeGraphData(emptyView, gunnery.id), onIncrease: fn() } },
  play: async ({ canvasElement, args }) => {
    const node = within(canvasElement).getByRole('button', { name: rangedDamage });
    node.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    node.click();
    await waitForGraph(canvasElement);
    await expect(await within(document.body).findByRole('dialog')).toHaveTextContent(
      'Ranged Damage',
    );
    await expect(args.graph.onIncrease).not.toHaveBeenCalled();
  },
};

/** Tab then Enter on the drawing: focus moves to the graph's node, and the key takes effect. */
export const KeysBeforeTakeover: Story = {
  args: { graph: { ...treeGraphData(emptyView, gunnery.id), onIncrease: fn() } },
  play: async ({ canvasElement, args }) => {
    const node = within(canvasElement).getByRole('button', { name: rangedDamage });
    node.focus();
    await userEvent.keyboard('{Enter}');
    await waitForGraph(canvasElement);
    await waitFor(() => expect(args.graph.onIncrease).toHaveBeenCalledWith(1));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(canvasElement).getByRole('button', { name: rangedDamage }),
      ),
    );
  },
};

/** Waits until the graph under the drawing, still inert, has drawn and fitted its nodes. */
async function waitForGraphUnderDrawing(canvasElement: HTMLElement) {
  await waitFor(async () => {
    const layer = canvasElement.querySelector<HTMLElement>('[inert]');
    await expect(layer && graphProgress(layer)).toBe('drawn');
  });
  // Frames enough for a hand-over that did not wait to have happened.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/**
 * A press the graph becomes ready in the middle of (e2e's lost click on a switched class):
 * the drawing stays until the press ends, since a browser drops a mouse click whose pointerdown
 * target left the page before the pointerup. The click then reaches the drawing and is done
 * again on the graph, once.
 */
export const PressHeldThroughTakeover: Story = {
  args: { graph: { ...treeGraphData(emptyView, gunnery.id), onIncrease: fn() } },
  play: async ({ canvasElement, args }) => {
    const node = within(canvasElement).getByRole('button', { name: rangedDamage });
    node.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    node.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    await waitForGraphUnderDrawing(canvasElement);
    await expect(node.isConnected).toBe(true);
    await expect(canvasElement.querySelector('[data-tree-drawing]')).not.toBeNull();
    await expect(args.graph.onIncrease).not.toHaveBeenCalled();
    node.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }));
    node.click();
    await waitForGraph(canvasElement);
    await expect(args.graph.onIncrease).toHaveBeenCalledTimes(1);
    await expect(args.graph.onIncrease).toHaveBeenCalledWith(1);
  },
};

/** The same on a phone: the tap's click, after its pointerup, still opens the skill's details. */
export const TapHeldThroughTakeover: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { graph: { ...treeGraphData(emptyView, gunnery.id), onIncrease: fn() } },
  play: async ({ canvasElement, args }) => {
    const node = within(canvasElement).getByRole('button', { name: rangedDamage });
    node.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    await waitForGraphUnderDrawing(canvasElement);
    await expect(node.isConnected).toBe(true);
    node.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
    // The browser sends a tap's click as an input event of its own, a moment after.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(node.isConnected).toBe(true);
    node.click();
    await waitForGraph(canvasElement);
    await expect(await within(document.body).findByRole('dialog')).toHaveTextContent(
      'Ranged Damage',
    );
    await expect(args.graph.onIncrease).not.toHaveBeenCalled();
  },
};

/** A press that ends without a click (the pointer came up off the skill) lets the graph in. */
export const PressWithoutClick: Story = {
  args: { graph: { ...treeGraphData(emptyView, gunnery.id), onIncrease: fn() } },
  play: async ({ canvasElement, args }) => {
    const node = within(canvasElement).getByRole('button', { name: rangedDamage });
    node.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    await waitForGraphUnderDrawing(canvasElement);
    document.body.dispatchEvent(
      new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }),
    );
    await waitForGraph(canvasElement);
    await expect(args.graph.onIncrease).not.toHaveBeenCalled();
  },
};

const increaseInOneTask = fn();

/**
 * The swap and the replay of what the drawing took are one task: by the time anything can
 * see the drawing gone (a mutation observer, or the next input event), the graph has already
 * done the click, so no event finds the graph in charge with the click still pending.
 */
export const SwapAndReplayInOneTask: Story = {
  args: { graph: { ...treeGraphData(emptyView, gunnery.id), onIncrease: increaseInOneTask } },
  play: async ({ canvasElement }) => {
    increaseInOneTask.mockClear();
    const node = within(canvasElement).getByRole('button', { name: rangedDamage });
    const drawing = canvasElement.querySelector('[data-tree-drawing]');
    const callsWhenGone: number[] = [];
    const observer = new MutationObserver(() => {
      if (drawing && !drawing.isConnected && callsWhenGone.length === 0) {
        callsWhenGone.push(increaseInOneTask.mock.calls.length);
      }
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
    node.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    node.click();
    await waitForGraph(canvasElement);
    observer.disconnect();
    await expect(callsWhenGone).toEqual([1]);
  },
};

/** The scale of the tree's viewport: the drawing's, or the graph's once it has taken over. */
function treeScale(canvasElement: HTMLElement): number {
  const viewport = canvasElement.querySelector<HTMLElement>('.react-flow__viewport');
  return Number(/scale\(([^)]+)\)/.exec(viewport?.style.transform ?? '')?.[1]);
}

/** A zoom button pressed on the drawing zooms the graph once it has taken over. */
export const ZoomBeforeTakeover: Story = {
  args: { graph: treeGraphData(fullView, gunnery.id) },
  play: async ({ canvasElement }) => {
    const fitted = treeScale(canvasElement);
    const zoomIn = within(canvasElement).getByRole('button', { name: 'Zoom in' });
    zoomIn.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    zoomIn.click();
    await waitForGraph(canvasElement);
    await waitFor(() => expect(treeScale(canvasElement)).toBeGreaterThan(fitted));
  },
};

/** A refused right-click on the drawing is said and shown by the graph, as on its own node. */
export const RefusalBeforeTakeover: Story = {
  args: { graph: { ...treeGraphData(emptyView, gunnery.id), onDecrease: fn() } },
  play: async ({ canvasElement, args }) => {
    const node = within(canvasElement).getByRole('button', { name: rangedDamage });
    node.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    node.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    await waitForGraph(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        'This skill is not active.',
      ),
    );
    await expect(await within(document.body).findByRole('tooltip')).toBeVisible();
    await expect(args.graph.onDecrease).not.toHaveBeenCalled();
  },
};
