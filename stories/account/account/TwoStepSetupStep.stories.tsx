import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwoStepSetupStep } from '../../../src/account/account/twoStep/TwoStepSetupStep';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';
import { SETUP } from './twoStepFixtures';

const meta = {
  title: 'Account/Account/TwoStepSetupStep',
  component: TwoStepSetupStep,
  decorators: [withAccountFrame],
  args: { setup: SETUP, busy: false, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof TwoStepSetupStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code and the key in groups of four; the app's first code confirms. */
export const Setup: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByAltText('QR code for your authenticator app')).toHaveAttribute(
      'src',
      SETUP.qrCode,
    );
    await expect(canvas.getByLabelText('Key for manual entry')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const confirm = canvas.getByRole('button', { name: 'Confirm and turn on' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Code from the app'), '123456');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

/** Cancel leaves the setup. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** While the code is checked, nothing can be sent twice. */
export const Checking: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** On the narrowest phone the QR code fits, with targets large enough to tap. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
