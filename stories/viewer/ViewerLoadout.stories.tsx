import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { chooseSlotSkill } from '../../src/skills/activeSlots';
import { allocateSkill } from '../../src/skills/allocation';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { ViewerLoadout } from '../../src/viewer/ViewerLoadout';
import {
  gameIndex,
  progressionIndex,
  redLevelingBuild,
  viewerBuild,
  withCharacter,
  withDesktopViewer,
  withPhoneViewer,
} from './fixtures';

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

/**
 * Planned for a level 60 character with Combat 48: the counter counts against its 87 SP, and
 * the character's budget, Spice bill and the gate one click away sit under it, read-only.
 */
export const WithCharacter: Story = {
  args: { view: { build: withCharacter(viewerBuild(), 60, 48), index: progressionIndex } },
  play: async ({ canvasElement }) => {
    await characterShown(canvasElement);
  },
};

/** The counter against the level 60, Combat 48 character's 87 SP, and its read-only panel. */
async function characterShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('13');
  await expect(canvas.getByTestId('sp-left')).toHaveTextContent('74 SP left');
  await expect(canvas.getByRole('meter', { name: 'Skill points spent' })).toHaveAttribute(
    'aria-valuetext',
    '13 of 87 skill points spent',
  );
  const character = within(canvas.getByRole('region', { name: 'Character' }));
  await expect(character.getByTestId('budget-sources')).toHaveTextContent(
    'Level 60: 60 SP · Combat 48: +27 SP',
  );
  await expect(character.getByTestId('spice-bill')).toHaveTextContent(
    'Spice bill: 126 Spice Melange for 15 traits',
  );
  await expect(character.getByText('How specialisations open')).toBeVisible();
  // Read-only: the viewer shows the character, it offers nothing to change it.
  for (const role of ['checkbox', 'slider', 'spinbutton', 'textbox'] as const) {
    await expect(character.queryByRole(role)).toBeNull();
  }
}

/** What a character must unlock to use the build, read-only: nothing to tick in the viewer. */
export const UnlockChecklist: Story = {
  args: { view: { build: viewerBuild(), index: progressionIndex } },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('region', { name: 'Unlock checklist' }));
    await expect(list.getByText(/^Basic Trooper trainer: Ghavouri/)).toBeVisible();
    await expect(list.queryByRole('checkbox')).toBeNull();
    await expect(list.getAllByRole('img', { name: 'To do' }).length).toBeGreaterThan(0);
  },
};

/** A build that states no character: the counter and the cap alone, no character panel. */
export const WithoutCharacter: Story = {
  args: { view: { build: viewerBuild(), index: progressionIndex } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sp-left')).toHaveTextContent('187 SP left');
    await expect(canvas.queryByRole('region', { name: 'Character' })).toBeNull();
  },
};

/**
 * A character over game data without progression facts (an older version): it plans against
 * its cap, and the viewer shows no budget it cannot count.
 */
export const CharacterWithoutFacts: Story = {
  args: { view: { build: withCharacter(viewerBuild(), 60, 48), index: gameIndex } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sp-left')).toHaveTextContent('187 SP left');
    await expect(canvas.queryByRole('region', { name: 'Character' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Unlock checklist' })).toBeNull();
  },
};

/** The character on a phone: one column, nothing wider than the screen. */
export const WithCharacterPhone: Story = {
  ...WithCharacter,
  decorators: [withPhoneViewer],
  play: async ({ canvasElement }) => {
    await characterShown(canvasElement);
    const panel = within(canvasElement).getByRole('region', { name: 'Character' });
    await expect(panel).toBeVisible();
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    // Drawn inside the loadout: no part of the character reaches past its right edge.
    const edge = within(canvasElement).getByTestId('viewer-loadout').getBoundingClientRect().right;
    for (const part of [panel, ...panel.querySelectorAll('*')]) {
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 0.5);
    }
  },
};
