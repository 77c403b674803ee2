import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MyBuildsResponse } from '../../../src/api/contract/savedBuilds';
import { CompareWithPlannerDialog } from '../../../src/planner/compare/CompareWithPlannerDialog';
import { myBuild } from '../../account/myBuilds/fixtures';
import { PHONE } from '../../admin/fixtures';
import { expectPhoneDialog } from '../../planner/dialogs/fixtures/expectations';

/** The planner's build as its share code's stand-in, and the player's saved builds. */
const SELF = 'k7Qm2xPz9A';
const MY_BUILDS: MyBuildsResponse = {
  builds: [myBuild(1, { title: 'Sandrider Sniper', url: 'url0000001', skillpoints: 58 })],
};

/**
 * The planner's "Compare with…": closed it draws nothing; open it offers my saved builds and a
 * pasted link, then goes to `/compare/{the planner's build}/{chosen}`.
 */
const meta = {
  title: 'Planner/Compare/CompareWithPlannerDialog',
  component: CompareWithPlannerDialog,
  parameters: { router: { path: '/skill-trees', initialEntry: '/skill-trees' } },
  args: {
    self: SELF,
    loggedIn: true,
    onClose: fn(),
    loadMyBuilds: fn(() => Promise.resolve(MY_BUILDS)),
  },
} satisfies Meta<typeof CompareWithPlannerDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () => within(document.body).findByRole('dialog', { name: 'Compare with…' });

/** Closed: nothing drawn, nothing asked. */
export const Closed: Story = {
  args: { self: null },
  play: async ({ args }) => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(args.loadMyBuilds).not.toHaveBeenCalled();
  },
};

/** A saved build chosen: the dialog closes and the compare page is next. */
export const ChoosesMyBuild: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf();
    await userEvent.click(await within(dialog).findByRole('button', { name: /Sandrider Sniper/ }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(
      await within(canvasElement).findByText(`/compare/${SELF}/url0000001`, { selector: 'code' }),
    ).toBeVisible();
  },
};

/** On a phone: a bottom sheet with thumb-sized choices and field. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await within(await dialogOf()).findByRole('button', { name: /Sandrider Sniper/ });
    await expectPhoneDialog(canvasElement, (dialog) => [
      dialog.getByLabelText('Build link or share code'),
    ]);
  },
};
