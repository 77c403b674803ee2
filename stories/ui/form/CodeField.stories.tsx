import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CodeField } from '../../../src/ui/form/CodeField';
import { withPadding } from '../../fixtures/decorators';

function CodeFieldDemo() {
  const [code, setCode] = useState('');
  return (
    <CodeField
      label="Verification code"
      hint="The 6-digit code from the email."
      length={6}
      value={code}
      onValueChange={setCode}
    />
  );
}

const meta = {
  title: 'UI/Form/CodeField',
  component: CodeFieldDemo,
  decorators: [withPadding],
} satisfies Meta<typeof CodeFieldDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The number pad and one-time-code autofill; only digits are kept, at most six. */
export const DigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Verification code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '12a 34-5678');
    await expect(field).toHaveValue('123456');
  },
};

/** A code pasted with a space in the middle arrives whole. */
export const Pasted: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Verification code');
    await userEvent.click(field);
    await userEvent.paste('482 913');
    await expect(field).toHaveValue('482913');
  },
};
