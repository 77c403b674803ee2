import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToolButton } from '../../../../src/planner/panels/header/ToolButton';
import { PHONE, withNarrowPhone } from '../../../account/fixtures';
import { withPadding } from '../../../fixtures/decorators';

/** One of the planner header's action buttons: an icon over (or beside) its word. */
const meta = {
  title: 'Planner/Header/ToolButton',
  component: ToolButton,
  decorators: [withPadding],
  args: { icon: 'link', children: 'Link', onClick: fn() },
} satisfies Meta<typeof ToolButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enabled: named by its word, a click reaches its action. */
export const Enabled: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Link' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Disabled with its reason as the title (Save for an anonymous visitor). */
export const Disabled: Story = {
  args: { icon: 'save', children: 'Save', disabled: true, title: 'Log in to save builds' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('title', 'Log in to save builds');
  },
};

/** On a narrow phone the button stays thumb-sized. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Link' });
    await expect(Math.round(button.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
  },
};
