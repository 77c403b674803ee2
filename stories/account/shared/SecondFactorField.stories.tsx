import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  SecondFactorField,
  secondFactorReady,
  type SecondFactorFieldProps,
} from '../../../src/account/shared/SecondFactorField';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

/** The field with its own typed value, as the forms that use it hold it. */
function Typed(props: Omit<SecondFactorFieldProps, 'value'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <SecondFactorField
        {...props}
        value={value}
        onValueChange={(code) => {
          setValue(code);
          props.onValueChange(code);
        }}
      />
      <p data-testid="ready">{secondFactorReady(props.kind, value) ? 'ready' : 'not ready'}</p>
    </>
  );
}

const meta = {
  title: 'Account/Shared/SecondFactorField',
  component: SecondFactorField,
  decorators: [withAccountFrame],
  args: { kind: 'app', value: '', onValueChange: fn() },
  render: (args) => <Typed {...args} />,
} satisfies Meta<typeof SecondFactorField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's code: the number pad and one-time-code autofill; ready at six digits. */
export const AppCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Code from your authenticator app');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '12345');
    await expect(canvas.getByTestId('ready')).toHaveTextContent('not ready');
    await userEvent.type(field, '6');
    await expect(canvas.getByTestId('ready')).toHaveTextContent(/^ready$/);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123456');
  },
};

/** Another label for the app's code, where the form names it differently. */
export const AppCodeLabelled: Story = {
  args: { appLabel: 'Current code' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Current code')).toBeVisible();
  },
};

/** A recovery code: a plain field with a hint, ready once its twelve characters are in. */
export const RecoveryCode: Story = {
  args: { kind: 'recovery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Recovery code');
    await expect(
      canvas.getByText('One of the ten codes you saved, like abcd-efgh-jk23.'),
    ).toBeVisible();
    await userEvent.type(field, 'abcd-efgh');
    await expect(canvas.getByTestId('ready')).toHaveTextContent('not ready');
    await userEvent.type(field, '-jk23');
    await expect(canvas.getByTestId('ready')).toHaveTextContent(/^ready$/);
  },
};

/** While the form is sending, the code cannot be changed. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Code from your authenticator app');
    await expect(field).toHaveAttribute('readonly');
  },
};

/** On the narrowest phone both kinds fit, with fields large enough to tap. */
export const Phone: Story = {
  args: { kind: 'recovery' },
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Recovery code')).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};
