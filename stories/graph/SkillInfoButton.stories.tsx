import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PlannerTree } from './fixtures/PlannerTree';
import { newBuild, partlyAllocated, treeNamed } from './fixtures/realTrees';

/**
 * A node's info button: a mouse's way into a skill's details beside the node, whose own click
 * still adds a level (and right-click removes one). It shows while the node is hovered or has
 * keyboard focus, and Tab reaches it from the node.
 */
const meta = {
  title: 'Graph/Skill info button',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const gunnery = treeNamed('Gunnery');

const node = (canvasElement: HTMLElement, skill: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^Gunnery: ${skill},`) });
const infoButton = (canvasElement: HTMLElement, skill: string) =>
  within(canvasElement).queryByRole('button', { name: `${skill} details` });

/** The mouse over a node shows its button; the button opens the details, adding nothing. */
export const Hover: Story = {
  render: () => <PlannerTree tree={gunnery} initialBuild={newBuild()} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // Asked anew each time: the tree may have drawn its nodes again in between.
    const farthest = () =>
      canvas.getAllByRole('button', { name: /^Gunnery: / }).at(-1) as HTMLElement;
    await step('hidden until the mouse is over the node', async () => {
      // Keyboard focus shows it too, and the pointer may rest where an earlier story left it
      // (on a narrow window too): first the tree's farthest node, away from Ranged Damage.
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      await userEvent.hover(farthest());
      await waitFor(() => expect(infoButton(canvasElement, 'Ranged Damage')).toBeNull());
      await userEvent.hover(node(canvasElement, 'Ranged Damage'));
      await expect(infoButton(canvasElement, 'Ranged Damage')).toBeVisible();
      await waitFor(() => expect(infoButton(canvasElement, 'Center of Mass')).toBeNull());
    });

    await step('it opens the skill detail dialog and changes no level', async () => {
      await userEvent.click(infoButton(canvasElement, 'Ranged Damage') as HTMLElement);
      const dialog = await canvas.findByRole('dialog', { name: 'Ranged Damage' });
      await expect(within(dialog).getByText('Level 0 of 3')).toBeInTheDocument();
      await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(/level 0 of 3/);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    });

    await step('it goes when the mouse leaves node and button', async () => {
      // The closed dialog hands focus back to the button: take it away. The mouse's leaving is
      // dispatched as the browser sends it, wherever an earlier story left the real pointer.
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      const leaving = { bubbles: true, pointerType: 'mouse', relatedTarget: document.body };
      node(canvasElement, 'Ranged Damage').dispatchEvent(new PointerEvent('pointerout', leaving));
      await waitFor(() => expect(infoButton(canvasElement, 'Ranged Damage')).toBeNull());
    });
  },
};

/** With the button on show, a click on the node still adds a level and a right-click removes it. */
export const ClickStillAdds: Story = {
  render: () => <PlannerTree tree={gunnery} initialBuild={newBuild()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(node(canvasElement, 'Ranged Damage'));
    await expect(infoButton(canvasElement, 'Ranged Damage')).toBeVisible();
    await userEvent.click(node(canvasElement, 'Ranged Damage'));
    await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(/level 1 of 3/);
    await userEvent.click(node(canvasElement, 'Ranged Damage'));
    await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(/level 2 of 3/);
    await userEvent.pointer({ keys: '[MouseRight]', target: node(canvasElement, 'Ranged Damage') });
    await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(/level 1 of 3/);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Keyboard: the focused node shows its button, Tab moves to it and Enter opens the details. */
export const Focus: Story = {
  render: () => <PlannerTree tree={gunnery} initialBuild={newBuild()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(node(canvasElement, 'Ranged Damage')).toHaveFocus());
    await expect(infoButton(canvasElement, 'Ranged Damage')).toBeVisible();
    await userEvent.tab();
    await expect(infoButton(canvasElement, 'Ranged Damage')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Ranged Damage' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(/level 0 of 3/);
    await waitFor(() => expect(node(canvasElement, 'Ranged Damage')).toHaveFocus());
  },
};

/** The viewer: a click already opens the details, so no node carries the button. */
export const ReadOnly: Story = {
  render: () => (
    <PlannerTree tree={gunnery} initialBuild={partlyAllocated(newBuild(), gunnery.id)} readOnly />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.hover(node(canvasElement, 'Ranged Damage'));
    await expect(infoButton(canvasElement, 'Ranged Damage')).toBeNull();
    await userEvent.click(node(canvasElement, 'Ranged Damage'));
    await expect(await screen.findByRole('dialog', { name: 'Ranged Damage' })).toBeVisible();
  },
};

/** A phone: a tap opens the details itself, so no button appears for a touch. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <PlannerTree tree={gunnery} initialBuild={newBuild()} height="70vh" />,
  play: async ({ canvasElement }) => {
    await userEvent.pointer({ keys: '[TouchA]', target: node(canvasElement, 'Ranged Damage') });
    await expect(await screen.findByRole('dialog', { name: 'Ranged Damage' })).toBeVisible();
    await expect(infoButton(canvasElement, 'Ranged Damage')).toBeNull();
  },
};
