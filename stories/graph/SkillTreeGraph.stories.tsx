import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SkillTreeGraph } from '../../src/graph';
import { PlannerTree } from './fixtures/PlannerTree';
import {
  nearlyCapped,
  newBuild,
  partlyAllocated,
  skillsOf,
  treeNamed,
  withoutPositions,
} from './fixtures/realTrees';
import { syntheticTree } from './fixtures/syntheticTree';

/**
 * The skill-tree graph with the real engine behind it (stories/graph/fixtures/PlannerTree):
 * the planner's interactions, read-only viewing, trainer warnings, search, touch, automatic
 * layout and a stress tree.
 */
const meta = {
  title: 'Graph/Skill tree graph',
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

/** A node button by skill name (its accessible name starts "Gunnery: <skill>,"). */
function node(canvasElement: HTMLElement, skill: string): HTMLElement {
  return within(canvasElement).getByRole('button', { name: new RegExp(`^Gunnery: ${skill},`) });
}

/** An empty Gunnery tree in the planner: click, right-click, refusals and the keyboard. */
export const Planner: Story = {
  render: () => <PlannerTree tree={gunnery} initialBuild={newBuild()} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const status = () => canvas.getByRole('status');

    await step('no React Flow badge in the corner (the About page credits it)', async () => {
      await expect(canvas.queryByRole('link', { name: 'React Flow attribution' })).toBeNull();
    });

    await step('click adds a level', async () => {
      await userEvent.click(node(canvasElement, 'Ranged Damage'));
      await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(
        'Gunnery: Ranged Damage, Passive, level 1 of 3, allocated',
      );
      await waitFor(() => expect(status()).toHaveTextContent('Ranged Damage: level 1 of 3'));
    });

    await step('right-click removes a level, without the browser menu', async () => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
      node(canvasElement, 'Ranged Damage').dispatchEvent(event);
      await expect(event.defaultPrevented).toBe(true);
      await waitFor(() =>
        expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(
          /level 0 of 3, available$/,
        ),
      );
    });

    await step('a locked node refuses with its reason', async () => {
      await userEvent.click(node(canvasElement, 'Disruptor Damage'));
      await expect(node(canvasElement, 'Disruptor Damage')).toHaveAccessibleName(
        'Gunnery: Disruptor Damage, Passive, level 0 of 3, locked',
      );
      await waitFor(() =>
        expect(status()).toHaveTextContent('Cannot allocate: Prerequisites not met'),
      );
      await expect(await screen.findByRole('tooltip')).toHaveTextContent(
        'Prerequisites not met: Ranged Damage',
      );
    });

    await step(
      'keyboard: Enter and + add, arrows follow edges, - and Backspace remove',
      async () => {
        node(canvasElement, 'Ranged Damage').focus();
        await userEvent.keyboard('{Enter}');
        await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(/level 1 of 3/);
        await userEvent.keyboard('+');
        await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(/level 2 of 3/);
        await userEvent.keyboard('{ArrowUp}');
        await waitFor(() => expect(node(canvasElement, 'Disruptor Damage')).toHaveFocus());
        await userEvent.keyboard(' ');
        await expect(node(canvasElement, 'Disruptor Damage')).toHaveAccessibleName(
          /level 1 of 3, allocated$/,
        );
        await userEvent.keyboard('{ArrowDown}');
        await waitFor(() => expect(node(canvasElement, 'Ranged Damage')).toHaveFocus());
        await userEvent.keyboard('-');
        await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(/level 1 of 3/);
        await userEvent.keyboard('{Backspace}');
        await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(/level 1 of 3/);
        await waitFor(() =>
          expect(status()).toHaveTextContent('Cannot deactivate: required by Disruptor Damage'),
        );
      },
    );

    await step('I opens the detail dialog; Escape closes it and focus returns', async () => {
      await userEvent.keyboard('i');
      const dialog = await canvas.findByRole('dialog', { name: 'Ranged Damage' });
      await expect(within(dialog).getByRole('button', { name: 'Add a level' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(node(canvasElement, 'Ranged Damage')).toHaveFocus());
    });
  },
};

/** The build viewer: nothing changes; a click opens the details without plus and minus. */
export const ReadOnly: Story = {
  render: () => (
    <PlannerTree
      tree={gunnery}
      initialBuild={partlyAllocated(newBuild({ trainerAccess: false }), gunnery.id)}
      readOnly
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entry = node(canvasElement, 'Ranged Damage');
    await expect(entry).toHaveAccessibleName(
      /level 3 of 3, fully allocated, may need an advanced trainer$/,
    );
    await expect(node(canvasElement, 'Scattergun Damage')).toHaveAccessibleName(/not taken$/);
    await userEvent.click(entry);
    const dialog = await canvas.findByRole('dialog', { name: 'Ranged Damage' });
    await expect(within(dialog).queryByRole('button', { name: 'Add a level' })).toBeNull();
    await expect(within(dialog).getByText('Level 3 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(/level 3 of 3/);
  },
};

/** Closing the details hands focus back to the node, unless the player has moved elsewhere. */
export const FocusAfterDetails: Story = {
  render: () => (
    <>
      <input aria-label="Notes" className="mb-2 rounded border border-sand-600 bg-sand-950 px-2" />
      <PlannerTree tree={gunnery} initialBuild={newBuild()} readOnly />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    const frames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

    await userEvent.click(node(canvasElement, 'Ranged Damage'));
    let dialog = await canvas.findByRole('dialog', { name: 'Ranged Damage' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(node(canvasElement, 'Ranged Damage')).toHaveFocus());

    await userEvent.click(node(canvasElement, 'Ranged Damage'));
    dialog = await canvas.findByRole('dialog', { name: 'Ranged Damage' });
    // Done, then a press on the field before the next frame: the field keeps the focus.
    within(dialog).getByRole('button', { name: 'Done' }).click();
    await Promise.resolve();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    notes.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    notes.focus();
    await frames();
    await expect(notes).toHaveFocus();

    await userEvent.click(node(canvasElement, 'Ranged Damage'));
    dialog = await canvas.findByRole('dialog', { name: 'Ranged Damage' });
    // Done, then the focus moved by a key or a script, with no press: it stays on the field.
    within(dialog).getByRole('button', { name: 'Done' }).click();
    await Promise.resolve();
    notes.focus();
    await frames();
    await expect(notes).toHaveFocus();
  },
};

/**
 * The panel resized while a hovered skill's tooltip waits (a notice appearing above the tree):
 * the tree is fitted again, and the tooltip still opens, where the skill now is.
 */
export const HoverThroughAFit: Story = {
  render: () => (
    <div data-testid="panel" style={{ width: '100%' }}>
      <PlannerTree tree={gunnery} initialBuild={newBuild()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('panel');
    const frames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await expect(node(canvasElement, 'Ranged Damage')).toBeVisible();
    await frames();
    await userEvent.hover(node(canvasElement, 'Ranged Damage'));
    panel.style.width = '80%';
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Ranged Damage');
  },
};

/** Levels 2+ without advanced trainer access: red, with the planner's warning. */
export const RedTrainerWarnings: Story = {
  render: () => (
    <PlannerTree
      tree={gunnery}
      initialBuild={partlyAllocated(newBuild({ trainerAccess: false }), gunnery.id)}
    />
  ),
};

/** A cap just above what is spent: most rises are "not enough skill points" (dotted). */
export const CannotAfford: Story = {
  render: () => (
    <PlannerTree
      tree={gunnery}
      initialBuild={nearlyCapped(partlyAllocated(newBuild(), gunnery.id))}
    />
  ),
};

/** Skills matching a search ("damage") get a ring; the rest fade. */
export const SearchMatches: Story = {
  render: () => (
    <PlannerTree
      tree={gunnery}
      initialBuild={partlyAllocated(newBuild(), gunnery.id)}
      searchMatches={
        new Set(
          skillsOf(gunnery.id)
            .filter((skill) => /damage/i.test(skill.name))
            .map((skill) => skill.id),
        )
      }
    />
  ),
};

/** A phone: a tap opens the detail dialog (a bottom sheet), where plus and minus live. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 390, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  render: () => <PlannerTree tree={gunnery} initialBuild={newBuild()} height="70vh" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.pointer({ keys: '[TouchA]', target: node(canvasElement, 'Ranged Damage') });
    const dialog = await canvas.findByRole('dialog', { name: 'Ranged Damage' });
    await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(/level 0 of 3/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a level' }));
    await expect(within(dialog).getByText('Level 1 of 3')).toBeInTheDocument();
    await expect(node(canvasElement, 'Ranged Damage')).toHaveAccessibleName(/level 1 of 3/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await userEvent.pointer({ keys: '[TouchA]', target: node(canvasElement, 'Scattergun Damage') });
    const locked = await canvas.findByRole('dialog', { name: 'Scattergun Damage' });
    await expect(within(locked).getByRole('status')).toHaveTextContent(
      'Cannot allocate: Prerequisites not met',
    );
    await userEvent.click(within(locked).getByRole('button', { name: 'Add a level' }));
    await expect(node(canvasElement, 'Scattergun Damage')).toHaveAccessibleName(
      /level 0 of 3, locked$/,
    );
  },
};

/** A tree without skills. */
export const EmptyTree: Story = {
  render: () => (
    <div style={{ height: 240 }}>
      <SkillTreeGraph
        tree={{ id: 99, classId: 1, name: 'Unreleased', order: 0, links: [] }}
        skills={[]}
        nodeStates={new Map()}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No skill positions defined for this tree.'),
    ).toBeInTheDocument();
  },
};

const elkIndex = withoutPositions(gunnery.id);

/** Gunnery with its positions removed: laid out by ELK in a Web Worker. */
export const AutomaticLayout: Story = {
  render: () => <PlannerTree tree={gunnery} index={elkIndex} initialBuild={newBuild()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nodes = await canvas.findAllByRole('button', { name: /^Gunnery: / });
    await expect(nodes).toHaveLength(9);
    const places = new Set(
      nodes.map((element) => element.closest<HTMLElement>('.react-flow__node')?.style.transform),
    );
    await expect(places.size).toBe(9);
  },
};

const large = syntheticTree(2000);

/** 2,000 skills and ~3,900 links: only the nodes in view are rendered. */
export const SyntheticTwoThousand: Story = {
  render: () => (
    <div style={{ height: '80vh' }}>
      <SkillTreeGraph tree={large.tree} skills={large.skills} nodeStates={large.nodeStates} />
    </div>
  ),
};
