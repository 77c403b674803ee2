import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingSwitch } from '../../src/notifications/SettingSwitch';
import { withPadding } from '../fixtures/decorators';

/** One kind's on/off switch. */
const meta = {
  title: 'Notifications/SettingSwitch',
  component: SettingSwitch,
  decorators: [withPadding],
  args: { label: 'Comments on my builds', on: true, disabled: false, onChange: fn() },
} satisfies Meta<typeof SettingSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

const control = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: 'Comments on my builds' });

/** On: pressing asks for off. */
export const On: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(control(canvasElement)).toBeChecked();
    await userEvent.click(control(canvasElement));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** Off: pressing the label asks for on. */
export const Off: Story = {
  args: { on: false },
  play: async ({ canvasElement, args }) => {
    await expect(control(canvasElement)).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Comments on my builds'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** While a save is on its way: it does not move. */
export const Saving: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(control(canvasElement)).toBeDisabled();
  },
};

/** On a phone the row is a 44px target. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('Comments on my builds').closest('label');
    await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
