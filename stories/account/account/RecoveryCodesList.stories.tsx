import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecoveryCodesList } from '../../../src/account/account/twoStep/RecoveryCodesList';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';
import { CODES } from './twoStepFixtures';

const meta = {
  title: 'Account/Account/RecoveryCodesList',
  component: RecoveryCodesList,
  decorators: [withAccountFrame],
  args: { recoveryCodes: CODES, onSaved: fn() },
} satisfies Meta<typeof RecoveryCodesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ten codes, shown once; "I have saved my codes" moves on. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getByText('abcd-efgh-jk23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved my codes' }));
    await expect(args.onSaved).toHaveBeenCalled();
  },
};

/** Copy puts every code on the clipboard, or says to download them where it cannot. */
export const Copy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    await expect(
      await canvas.findByText(
        /^(Copied to the clipboard\.|The codes could not be copied\. Download them or write them down\.)$/,
      ),
    ).toBeVisible();
  },
};

/** On the narrowest phone the codes and buttons fit, with targets large enough to tap. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
