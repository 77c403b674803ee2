import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from '../../src/ui/Button';
import { withPadding } from '../fixtures/decorators';

const meta = {
  title: 'UI/Button',
  component: Button,
  decorators: [withPadding],
  args: { children: 'Accept', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Accept' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accept' })).toBeDisabled();
  },
};

/** A router link styled as a button. */
export const AsLink: Story = {
  render: () => <ButtonLink to="/">Return Home</ButtonLink>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Return Home' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
