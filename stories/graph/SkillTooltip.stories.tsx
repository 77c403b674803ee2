import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../src/graph/graph.css';
import '../../src/graph/liveGraph.css';
import { SkillTooltipCard } from '../../src/graph/SkillTooltip';
import { deallocateSkill } from '../../src/skills/allocation';
import { nextLevelCost } from '../../src/skills/costs';
import type { Build } from '../../src/skills/buildSchema';
import { skillNodeState, skillTooltipLines } from '../../src/skills/skillStates';
import {
  liveGameIndex as gameIndex,
  nearlyCapped,
  newBuild,
  partlyAllocated,
  raise,
  skillNamed,
  treeNamed,
} from './fixtures/realTrees';

/** The hover card with the engine's warning texts (spec §4). */
const gunnery = treeNamed('Gunnery', gameIndex);
const partGunnery = partlyAllocated(newBuild(), gunnery.id);
const disruptorDamage = skillNamed(gunnery.id, 'Disruptor Damage', gameIndex).id;

function cardArgs(build: Build, skillName: string, readOnly = false) {
  const skill = skillNamed(gunnery.id, skillName, gameIndex);
  return {
    id: 'tooltip',
    skill,
    state: skillNodeState(build, gameIndex, skill.id),
    warnings: skillTooltipLines(build, gameIndex, skill.id),
    readOnly,
    levelCost: (level: number) => nextLevelCost(gameIndex, skill.id, level),
    anchor: null,
  };
}

const meta = {
  title: 'Graph/Skill tooltip',
  component: SkillTooltipCard,
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
  args: cardArgs(newBuild(), 'Ranged Damage'),
} satisfies Meta<typeof SkillTooltipCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A skill not taken yet: a click adds a level, and nothing can be removed. */
export const Available: Story = {
  play: async ({ canvasElement }) => {
    const tooltip = within(canvasElement).getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Click: add a level');
    await expect(tooltip).not.toHaveTextContent('remove one');
  },
};

/** A skill at its highest level: a click is refused with the spec's reason, so the hint says so. */
export const AtMaxLevel: Story = {
  args: cardArgs(raise(partGunnery, disruptorDamage), 'Disruptor Damage'),
  play: async ({ canvasElement }) => {
    const tooltip = within(canvasElement).getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Level 3/3');
    await expect(tooltip).toHaveTextContent('Max level reached · Right-click: remove one');
    await expect(tooltip).not.toHaveTextContent('Click: add a level');
  },
};

/** The keyboard's hints at the highest level: no key adds one. */
export const AtMaxLevelByKeyboard: Story = {
  args: {
    ...cardArgs(raise(partGunnery, disruptorDamage), 'Disruptor Damage'),
    via: 'focus',
  },
  play: async ({ canvasElement }) => {
    const tooltip = within(canvasElement).getByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      'Max level reached · − or Delete: remove one · I: details',
    );
  },
};

export const PrerequisitesNotMet: Story = {
  args: cardArgs(newBuild(), 'Scattergun Damage'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent(
      'Prerequisites not met: Disruptor Damage, Center of Mass',
    );
  },
};

export const NotEnoughSkillPoints: Story = {
  args: cardArgs(nearlyCapped(partlyAllocated(newBuild(), gunnery.id)), 'Center of Mass'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent(
      'Not enough Skill Points to activate or level up this skill.',
    );
  },
};

/** A level-3 skill another skill depends on solely: right clicks stop at level 1 (spec §4). */
export const ReducesToLevelOne: Story = {
  args: cardArgs(raise(partGunnery, disruptorDamage), 'Disruptor Damage'),
  play: async ({ canvasElement }) => {
    const tooltip = within(canvasElement).getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Level 3/3');
    await expect(tooltip).toHaveTextContent(
      'Clicking will reduce to level 1 (required by Heavy Weapon Agility)',
    );
  },
};

/** The same skill at level 2: the spec gives the warning at level 3 only. */
export const NoReductionWarningAtLevelTwo: Story = {
  args: cardArgs(partGunnery, 'Disruptor Damage'),
  play: async ({ canvasElement }) => {
    const tooltip = within(canvasElement).getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Level 2/3');
    await expect(tooltip).not.toHaveTextContent('Clicking will reduce');
  },
};

/** Lowered to level 1, where the next right click is refused. */
export const CannotDeactivate: Story = {
  args: cardArgs(deallocateSkill(partGunnery, gameIndex, disruptorDamage), 'Disruptor Damage'),
  play: async ({ canvasElement }) => {
    const tooltip = within(canvasElement).getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Level 1/3');
    await expect(tooltip).toHaveTextContent('Cannot deactivate: required by Heavy Weapon Agility');
    await expect(tooltip).not.toHaveTextContent('Clicking will reduce');
  },
};

export const RedSkill: Story = {
  args: cardArgs(partlyAllocated(newBuild({ trainerAccess: false }), gunnery.id), 'Ranged Damage'),
};

export const ReadOnly: Story = {
  args: cardArgs(partlyAllocated(newBuild(), gunnery.id), 'Ranged Damage', true),
};

/** The stats table with the current level marked, and what the next level costs. */
export const StatsWithCurrentLevel: Story = {
  args: cardArgs(partlyAllocated(newBuild(), gunnery.id), 'Ranged Damage'),
  play: async ({ canvasElement }) => {
    const tooltip = within(canvasElement).getByRole('tooltip');
    const table = within(tooltip).getByRole('table', { name: 'Ranged Damage: stats per level' });
    await expect(within(table).getByRole('columnheader', { name: /3 *now/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(table).toHaveTextContent('+9%');
  },
};

/** A skill the data describes in words only: its text stays, labelled as such. */
export const DescribedInWords: Story = {
  args: {
    ...cardArgs(newBuild(), 'Ranged Damage'),
    skill: skillNamed(treeNamed('Tactical Tech', gameIndex).id, 'Reflexive Reload', gameIndex),
    state: undefined,
    warnings: [],
  },
  play: async ({ canvasElement }) => {
    const tooltip = within(canvasElement).getByRole('tooltip');
    await expect(within(tooltip).queryByRole('table')).toBeNull();
    await expect(tooltip).toHaveTextContent('the game data gives no numbers for this skill');
  },
};
