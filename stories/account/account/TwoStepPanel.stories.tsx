import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TwoStepPanel } from '../../../src/account/account/twoStep/TwoStepPanel';
import { CollapsibleSection } from '../../../src/ui/form/CollapsibleSection';
import { expectPhoneLayout, PHONE, withAccountFrame } from '../fixtures';
import { CODES, SETUP } from './twoStepFixtures';

const meta = {
  title: 'Account/Account/TwoStepPanel',
  component: TwoStepPanel,
  decorators: [
    withAccountFrame,
    (Story) => (
      <CollapsibleSection title="Two-step sign-in" defaultOpen>
        <Story />
      </CollapsibleSection>
    ),
  ],
  args: {
    state: { kind: 'off' },
    busy: false,
    error: null,
    notice: null,
    onStart: fn(),
    onConfirm: fn(),
    onCancelSetup: fn(),
    onCodesSaved: fn(),
    onRegenerate: fn(),
    onDisable: fn(),
  },
} satisfies Meta<typeof TwoStepPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the current password starts the setup. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', { name: 'Turn on two-step sign-in' });
    await expect(start).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Your password'), 'Sietch-Tabr-1');
    await userEvent.click(start);
    await expect(args.onStart).toHaveBeenCalledWith('Sietch-Tabr-1');
  },
};

/** Reading the status: 'Loading...'. */
export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The status could not be read. */
export const LoadError: Story = {
  args: { state: { kind: 'error', message: 'Failed to read your two-step sign-in.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to read your two-step sign-in.',
    );
  },
};

/** A wrong password: the server's message. */
export const WrongPassword: Story = {
  args: { error: 'The current password is not correct.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The current password is not correct.',
    );
  },
};

/** The setup: the QR code, the key as text in groups, and the app's first code confirms. */
export const Setup: Story = {
  args: { state: { kind: 'setup', setup: SETUP } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const qr = canvas.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toHaveAttribute('src', SETUP.qrCode);
    await waitFor(() => expect((qr as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(canvas.getByLabelText('Key for manual entry')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const confirm = canvas.getByRole('button', { name: 'Confirm and turn on' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Code from the app'), '123 456');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelSetup).toHaveBeenCalledOnce();
  },
};

/** A wrong first code: the message, and the code can be typed again. */
export const SetupWrongCode: Story = {
  args: {
    state: { kind: 'setup', setup: SETUP },
    error: 'That code is not right. Check your authenticator app and try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'That code is not right.',
    );
  },
};

/** The ten recovery codes, shown once: copy, download, then saved. */
export const RecoveryCodes: Story = {
  args: { state: { kind: 'codes', recoveryCodes: CODES } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(list).toHaveTextContent('abcd-efgh-jk23');
    await expect(canvas.getByRole('button', { name: 'Copy codes' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download codes' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved my codes' }));
    await expect(args.onCodesSaved).toHaveBeenCalledOnce();
  },
};

/** On: the codes left; new recovery codes ask for the password. */
export const On: Story = {
  args: { state: { kind: 'on', recoveryCodesLeft: 7 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Two-step sign-in is on/)).toHaveTextContent(
      '7 of 10 recovery codes left.',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'New recovery codes' }));
    await userEvent.type(canvas.getByLabelText('Your password'), 'Sietch-Tabr-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Make new recovery codes' }));
    await expect(args.onRegenerate).toHaveBeenCalledWith('Sietch-Tabr-1');
  },
};

/** Turning off needs the password and a code: the app's, or a recovery code. */
export const TurnOff: Story = {
  args: { state: { kind: 'on', recoveryCodesLeft: 10 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    const turnOff = canvas.getByRole('button', { name: 'Turn off two-step sign-in' });
    await userEvent.type(canvas.getByLabelText('Your password'), 'Sietch-Tabr-1');
    await expect(turnOff).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(canvas.getByLabelText('Recovery code'), 'abcd-efgh-jk23');
    await userEvent.click(turnOff);
    await expect(args.onDisable).toHaveBeenCalledWith({
      password: 'Sietch-Tabr-1',
      code: 'abcd-efgh-jk23',
    });
  },
};

/** Few recovery codes left: a warning to make new ones. */
export const FewCodesLeft: Story = {
  args: { state: { kind: 'on', recoveryCodesLeft: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Few recovery codes are left.',
    );
  },
};

/** Turned off: the success message under the off form. */
export const TurnedOff: Story = {
  args: { notice: 'Two-step sign-in is off.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Two-step sign-in is off.',
    );
  },
};

/** The setup on a phone: the QR code fits, nothing scrolls sideways, 44px targets. */
export const SetupPhone: Story = {
  ...Setup,
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};

/** The recovery codes on a phone. */
export const RecoveryCodesPhone: Story = {
  ...RecoveryCodes,
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};

/** Turning off on a phone. */
export const TurnOffPhone: Story = {
  ...TurnOff,
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Turn off' }));
    await expectPhoneLayout(canvasElement);
  },
};
