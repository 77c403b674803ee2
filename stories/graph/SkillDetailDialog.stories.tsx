import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../src/graph/graph.css';
import { SkillDetailDialog } from '../../src/graph';
import { allocateSkill } from '../../src/skills/allocation';
import type { Build } from '../../src/skills/buildSchema';
import { nextLevelCost } from '../../src/skills/costs';
import { skillNodeState, skillTooltipLines } from '../../src/skills/skillStates';
import {
  liveGameIndex as gameIndex,
  newBuild,
  partlyAllocated,
  raise,
  skillNamed,
  treeNamed,
} from './fixtures/realTrees';

/** The skill detail modal, with states and texts from the real engine. */
const gunnery = treeNamed('Gunnery', gameIndex);

function dialogArgs(build: Build, skillName: string) {
  const skill = skillNamed(gunnery.id, skillName, gameIndex);
  return {
    skill,
    state: skillNodeState(build, gameIndex, skill.id),
    treeName: gunnery.name,
    warnings: skillTooltipLines(build, gameIndex, skill.id),
    levelCost: (level: number) => nextLevelCost(gameIndex, skill.id, level),
  };
}

const meta = {
  title: 'Graph/Skill detail dialog',
  component: SkillDetailDialog,
  args: {
    ...dialogArgs(newBuild(), 'Ranged Damage'),
    onIncrease: fn(),
    onDecrease: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SkillDetailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Plus is allowed: it reports the intent; Tab stays inside; Escape closes. */
export const CanAllocate: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Ranged Damage' });
    const plus = within(dialog).getByRole('button', { name: 'Add a level' });
    await expect(plus).toHaveFocus();
    // The skill's own icon, from the icon sprite.
    await expect(dialog.querySelector('use.sg-icon')?.getAttribute('href')).toMatch(
      /skill-icons-trooper[^#]*#bullets$/,
    );
    await userEvent.click(plus);
    await expect(args.onIncrease).toHaveBeenCalledOnce();
    await expect(within(dialog).getByText('1 SP')).toBeInTheDocument();
    // Tab from the last control wraps to the first (the close button).
    within(dialog).getByRole('button', { name: 'Done' }).focus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Plus is refused: 'Cannot allocate: …' with the engine's reason, and nothing is reported. */
export const PrerequisitesNotMet: Story = {
  args: dialogArgs(newBuild(), 'Heavy Weapon Damage'),
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Heavy Weapon Damage' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Cannot allocate: Prerequisites not met',
    );
    await expect(dialog).toHaveTextContent(
      'Prerequisites not met: Heavy Weapon Agility, Scattergun Damage',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a level' }));
    await expect(args.onIncrease).not.toHaveBeenCalled();
  },
};

/** At its max level. */
export const MaxLevel: Story = {
  args: dialogArgs(raise(newBuild(), 1, 3), 'Ranged Damage'),
};

/** Taken to level 2 without advanced trainer access: the level shows red. */
export const RedLevel: Story = {
  args: dialogArgs(
    allocateSkill(allocateSkill(newBuild({ trainerAccess: false }), gameIndex, 1), gameIndex, 1),
    'Ranged Damage',
  ),
};

/** A level-2 skill others depend on: the tooltip line and the minus rule. */
export const RequiredByOthers: Story = {
  args: dialogArgs(partlyAllocated(newBuild(), gunnery.id), 'Disruptor Damage'),
};

/** The build viewer's dialog: no plus or minus. */
export const ReadOnly: Story = {
  args: { ...dialogArgs(partlyAllocated(newBuild(), gunnery.id), 'Ranged Damage'), readOnly: true },
};

/** Level 2 of 3 taken: the stats table marks level 2 as the current column. */
export const StatsTableCurrentLevel: Story = {
  args: dialogArgs(raise(newBuild(), 1, 2), 'Ranged Damage'),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Ranged Damage' });
    const table = within(dialog).getByRole('table', { name: 'Ranged Damage: stats per level' });
    await expect(within(table).getByRole('columnheader', { name: /2 *now/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      within(table).getByRole('row', { name: /Ranged weapon damage/ }),
    ).toHaveTextContent('+3%+6%+9%');
  },
};

/** The phone's bottom sheet shows the same table. */
export const StatsTablePhone: Story = {
  ...StatsTableCurrentLevel,
  globals: { viewport: { value: 'phone' } },
};

/** A one-level skill with seconds, a plain number and a percent. */
export const OneLevelStats: Story = {
  args: dialogArgs(newBuild(), 'Energy Capsule'),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Energy Capsule' });
    const table = within(dialog).getByRole('table');
    await expect(table).toHaveTextContent('25 s');
    await expect(within(table).getByRole('row', { name: /Stamina cost/ })).toHaveTextContent('15');
  },
};

/** A skill the game data describes in words only: its levels' text, labelled as such. */
export const DescribedInWords: Story = {
  args: (() => {
    const tree = treeNamed('Tactical Tech', gameIndex);
    const skill = skillNamed(tree.id, 'Reflexive Reload', gameIndex);
    return {
      skill,
      state: skillNodeState(newBuild(), gameIndex, skill.id),
      treeName: tree.name,
    };
  })(),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Reflexive Reload' });
    await expect(within(dialog).queryByRole('table')).toBeNull();
    await expect(dialog).toHaveTextContent('the game data gives no numbers for this skill');
  },
};
