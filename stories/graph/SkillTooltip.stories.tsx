import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../src/graph/graph.css';
import '../../src/graph/liveGraph.css';
import { SkillTooltipCard } from '../../src/graph/SkillTooltip';
import { nextLevelCost } from '../../src/skills/costs';
import type { Build } from '../../src/skills/buildSchema';
import { skillNodeState, skillTooltipLines } from '../../src/skills/skillStates';
import {
  liveGameIndex as gameIndex,
  nearlyCapped,
  newBuild,
  partlyAllocated,
  skillNamed,
  treeNamed,
} from './fixtures/realTrees';

/** The hover card with the engine's warning texts (spec §4). */
const gunnery = treeNamed('Gunnery', gameIndex);

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

export const Available: Story = {};

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

export const ReducesToLevelOne: Story = {
  args: cardArgs(partlyAllocated(newBuild(), gunnery.id), 'Disruptor Damage'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent(
      'Clicking will reduce to level 1 (required by Heavy Weapon Agility)',
    );
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
