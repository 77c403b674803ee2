import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { chooseSlotSkill } from '../../src/skills/activeSlots';
import { allocateSkill } from '../../src/skills/allocation';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { ViewerLoadout } from '../../src/viewer/ViewerLoadout';
import { gameIndex, redLevelingBuild, viewerBuild, withDesktopViewer } from './fixtures';

/**
 * The Gravity Gunner with every slot filled: Suspensor Dash (11) and Battle Hardened (19) taken
 * for the technique slots, and 3 SP of Bene Gesserit (Bindu Sprint, Manipulate Instability).
 */
function fullSlotsBuild(): Build {
  let build = viewerBuild();
  for (const skillId of [11, 19, 65, 66]) {
    const next = allocateSkill(build, gameIndex, skillId);
    if (next === build) throw new Error(`Fixture click on skill ${skillId} was refused`);
    build = next;
  }
  build = chooseSlotSkill(build, gameIndex, 'ability', 2, 12);
  build = chooseSlotSkill(build, gameIndex, 'technique', 1, 11);
  return chooseSlotSkill(build, gameIndex, 'technique', 2, 19);
}

/** The texts of a slot list's three slots, as a player reads them. */
function slotTexts(list: HTMLElement): (string | null)[] {
  return within(list)
    .getAllByRole('listitem')
    .map((slot) => slot.textContent);
}

/** The viewer's loadout by itself: SP of the cap, SP per class and the six active slots. */
const meta = {
  title: 'Viewer/ViewerLoadout',
  component: ViewerLoadout,
  decorators: [withDesktopViewer],
  args: { view: { build: viewerBuild(), index: gameIndex } },
} satisfies Meta<typeof ViewerLoadout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Some slots filled, the rest 'Empty'; 13 of 200 SP, all Trooper. */
export const PartlyFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('13');
    await expect(canvas.getByTestId('sp-left')).toHaveTextContent('187 SP left');
    await expect(canvas.getByRole('meter', { name: 'Skill points spent' })).toHaveAttribute(
      'aria-valuetext',
      '13 of 200 skill points spent',
    );
    const perClass = within(canvas.getByRole('list', { name: 'SP per class' }));
    await expect(perClass.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Trooper: 13 SP',
      'Mentat: 0 SP',
      'Planetologist: 0 SP',
      'Bene Gesserit Acolyte: 0 SP',
      'Swordmaster: 0 SP',
    ]);
    await expect(canvas.getByRole('heading', { name: 'Active Slots' })).toBeVisible();
    await expect(slotTexts(canvas.getByRole('list', { name: 'Active Abilities' }))).toEqual([
      'Slot 1: Anti-gravity Field',
      'Slot 2: Shigawire Claw',
      'Slot 3: Empty',
    ]);
    await expect(slotTexts(canvas.getByRole('list', { name: 'Active Techniques' }))).toEqual([
      'Slot 1: Center of Mass',
      'Slot 2: Empty',
      'Slot 3: Empty',
    ]);
  },
};

/** A fresh build: nothing spent, all six slots 'Empty'. */
export const EmptySlots: Story = {
  args: { view: { build: emptyBuild(), index: gameIndex } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('0');
    await expect(canvas.getByTestId('sp-left')).toHaveTextContent('200 SP left');
    await expect(canvas.getByRole('list', { name: 'SP per class' })).toHaveTextContent(
      'Trooper: 0 SP',
    );
    for (const name of ['Active Abilities', 'Active Techniques']) {
      await expect(slotTexts(canvas.getByRole('list', { name }))).toEqual([
        'Slot 1: Empty',
        'Slot 2: Empty',
        'Slot 3: Empty',
      ]);
    }
    await expect(canvas.getAllByText('Empty')).toHaveLength(6);
  },
};

/** Every slot filled, and SP in two classes. */
export const FullSlots: Story = {
  args: { view: { build: fullSlotsBuild(), index: gameIndex } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('20');
    const perClass = canvas.getByRole('list', { name: 'SP per class' });
    await expect(perClass).toHaveTextContent('Trooper: 17 SP');
    await expect(perClass).toHaveTextContent('Bene Gesserit Acolyte: 3 SP');
    await expect(slotTexts(canvas.getByRole('list', { name: 'Active Abilities' }))).toEqual([
      'Slot 1: Anti-gravity Field',
      'Slot 2: Shigawire Claw',
      'Slot 3: Gravity Field',
    ]);
    await expect(slotTexts(canvas.getByRole('list', { name: 'Active Techniques' }))).toEqual([
      'Slot 1: Center of Mass',
      'Slot 2: Suspensor Dash',
      'Slot 3: Battle Hardened',
    ]);
    await expect(canvas.queryByText('Empty')).toBeNull();
  },
};

/** A custom cap (the Leveling Build's 40 SP): 8 of 40 spent, the meter ends at 40. */
export const CustomCap: Story = {
  args: { view: { build: redLevelingBuild(), index: gameIndex } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Skill points spent' })).toHaveAttribute(
      'aria-valuemax',
      '40',
    );
    await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('8');
    await expect(canvas.getByTestId('sp-left')).toHaveTextContent('32 SP left');
    await expect(canvas.getByRole('list', { name: 'SP per class' })).toHaveTextContent(
      'Trooper: 8 SP',
    );
  },
};
