import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { SkillTree } from '../../src/skills/gameData';
import { PlannerTree } from './fixtures/PlannerTree';
import {
  fullyAllocated,
  newBuild,
  partlyAllocated,
  realTrees,
  treeNamed,
} from './fixtures/realTrees';

/**
 * Each of the fifteen real trees in the five looks a player meets: empty, part way, full,
 * red (levels 2+ without advanced trainer access) and read-only (the build viewer). The
 * panels are live: click, right-click and hover work.
 */
const meta = {
  title: 'Graph/Real trees',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function TreeGallery({ tree }: { tree: SkillTree }) {
  const withAccess = newBuild();
  const withoutAccess = newBuild({ trainerAccess: false });
  const variants = [
    { title: 'Empty', build: withAccess },
    { title: 'Partly allocated', build: partlyAllocated(withAccess, tree.id) },
    { title: 'Fully allocated', build: fullyAllocated(withAccess, tree.id) },
    { title: 'Red: no advanced trainer', build: partlyAllocated(withoutAccess, tree.id) },
    {
      title: 'Read-only (build viewer)',
      build: partlyAllocated(withoutAccess, tree.id),
      readOnly: true,
    },
  ];
  return (
    <div className="p-4">
      <h2 className="mb-3 font-display text-xl text-sand-50">{tree.name}</h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {variants.map((variant) => (
          <PlannerTree
            key={variant.title}
            title={variant.title}
            tree={tree}
            initialBuild={variant.build}
            readOnly={variant.readOnly}
            height={440}
          />
        ))}
      </div>
    </div>
  );
}

function treeStory(name: string): Story {
  const tree = treeNamed(name);
  return {
    name,
    render: () => <TreeGallery tree={tree} />,
    play: async ({ canvasElement }) => {
      // Five panels, each drawing every skill of the tree.
      const nodes = within(canvasElement).getAllByRole('button', {
        name: new RegExp(`^${name}: `),
      });
      await expect(nodes.length % 5).toBe(0);
      await expect(nodes.length).toBeGreaterThanOrEqual(30);
    },
  };
}

export const Gunnery = treeStory('Gunnery');
export const SuspensorTraining = treeStory('Suspensor Training');
export const TacticalTech = treeStory('Tactical Tech');
export const MentalCalculus = treeStory('Mental Calculus');
export const Assassination = treeStory('Assassination');
export const Tactician = treeStory('Tactician');
export const Scientist = treeStory('Scientist');
export const Explorer = treeStory('Explorer');
export const Mechanic = treeStory('Mechanic');
export const WeirdingWay = treeStory('Weirding Way');
export const TheVoice = treeStory('The Voice');
export const BodyControl = treeStory('Body Control');
export const TheBlade = treeStory('The Blade');
export const TheWill = treeStory('The Will');
export const TheWay = treeStory('The Way');

/** All fifteen trees, part way and red, stacked on a phone. */
export const AllTreesOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <div className="mx-auto flex max-w-[390px] flex-col gap-6 p-3">
      {realTrees.map((tree) => (
        <PlannerTree
          key={tree.id}
          title={tree.name}
          tree={tree}
          initialBuild={partlyAllocated(newBuild({ trainerAccess: false }), tree.id)}
          height={480}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('application')).toHaveLength(15);
  },
};
