import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TYPE_TAG_RULE } from '../../../src/skills/tags';
import { TagsDialog } from '../../../src/planner/dialogs/TagsDialog';
import { MAIN_BUILD_TAGS } from '../../../src/skills/tags';
import { expectBottomSheet, expectTouchTargets } from './fixtures/expectations';

const meta = {
  title: 'Planner/Dialogs/Tags',
  component: TagsDialog,
  args: { open: true, tags: [], typeTags: [], onSave: fn(), onClose: fn() },
} satisfies Meta<typeof TagsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('dialog', { name: 'Build Tags' }));

/** No tags yet: 24 main tags and 3 type tags, all open; a tick counts; Save reports the tags. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const main = within(dialog.getByRole('group', { name: 'Main tags' }));
    await expect(main.getAllByRole('checkbox')).toHaveLength(24);
    await expect(
      within(dialog.getByRole('group', { name: 'Build type' })).getAllByRole('checkbox'),
    ).toHaveLength(3);
    await expect(dialog.getByText('0 of 6 selected')).toBeVisible();
    await userEvent.click(main.getByRole('checkbox', { name: 'Sniper' }));
    await userEvent.click(main.getByRole('checkbox', { name: 'PvP Combat Build' }));
    await expect(dialog.getByText('2 of 6 selected')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // In the spec's order, whatever the order of the clicks.
    await expect(args.onSave).toHaveBeenCalledWith({
      tags: ['PvP Combat Build', 'Sniper'],
      typeTags: [],
    });
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Six tags: "6 of 6 selected", the seventh is disabled until one is unticked. */
export const SixTagsChosen: Story = {
  args: { tags: MAIN_BUILD_TAGS.slice(0, 6) },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByText('6 of 6 selected')).toBeVisible();
    const seventh = dialog.getByRole('checkbox', { name: 'Melee Specialist' });
    await expect(seventh).toBeDisabled();
    await expect(seventh).toHaveAccessibleDescription(/6 of 6 selected/);
    for (const tag of MAIN_BUILD_TAGS.slice(0, 6)) {
      await expect(dialog.getByRole('checkbox', { name: tag })).toBeEnabled();
    }
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Sniper' }));
    await expect(dialog.getByText('5 of 6 selected')).toBeVisible();
    await expect(seventh).toBeEnabled();
    await userEvent.click(seventh);
    await expect(seventh).toBeChecked();
  },
};

/** Leveling Build disables End Game Build and Deep Desert Build, with the rule beside them. */
export const LevelingBuild: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Leveling Build' }));
    const endGame = dialog.getByRole('checkbox', { name: 'End Game Build' });
    const deepDesert = dialog.getByRole('checkbox', { name: 'Deep Desert Build' });
    await expect(endGame).toBeDisabled();
    await expect(deepDesert).toBeDisabled();
    await expect(dialog.getByText(TYPE_TAG_RULE, { exact: false })).toBeVisible();
    await expect(endGame).toHaveAccessibleDescription(new RegExp(TYPE_TAG_RULE));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ tags: [], typeTags: ['Leveling Build'] });
  },
};

/** End Game Build and Deep Desert Build combine; Leveling Build is then disabled. */
export const EndGameAndDeepDesert: Story = {
  args: { tags: ['Assassin'], typeTags: ['End Game Build'] },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('checkbox', { name: 'End Game Build' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Leveling Build' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Deep Desert Build' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      tags: ['Assassin'],
      typeTags: ['End Game Build', 'Deep Desert Build'],
    });
  },
};

/** Tags the planner does not know (an old file) are dropped. Cancel saves nothing. */
export const UnknownTagsAndCancel: Story = {
  args: { tags: ['Spice Baron', 'Pilot'], typeTags: ['Speedrun'] },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByText('1 of 6 selected')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Pilot' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Tab reaches a chip, Space ticks it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const first = dialog.getByRole('checkbox', { name: 'PvE Combat Build' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.tab();
    await expect(dialog.getByRole('checkbox', { name: 'PvP Combat Build' })).toHaveFocus();
  },
};

/** Phone: a bottom sheet; every chip is a 44px target. */
export const Phone: Story = {
  args: { tags: MAIN_BUILD_TAGS.slice(0, 6), typeTags: ['Leveling Build'] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialogElement = within(canvasElement).getByRole('dialog');
    await expectBottomSheet(dialogElement);
    const chips = within(dialogElement)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label'))
      .filter((label): label is HTMLLabelElement => label !== null);
    await expect(chips).toHaveLength(27);
    await expectTouchTargets(chips);
  },
};
