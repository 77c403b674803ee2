import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClassPicker } from '../../../src/site/classes/ClassPicker';
import { withPadding } from '../../fixtures/decorators';
import { CLASSES } from '../../fixtures/gameFixtures';

const meta = {
  title: 'Site/Classes/ClassPicker',
  component: ClassPicker,
  decorators: [withPadding],
  args: { classes: CLASSES, value: 'mentat', onChange: fn() },
} satisfies Meta<typeof ClassPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled native dropdown: works with keyboard, screen readers and phone pickers. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement).getByRole('combobox', { name: 'Choose a class' });
    await expect(picker).toHaveValue('mentat');
    await userEvent.selectOptions(picker, 'Planetologist');
    await expect(args.onChange).toHaveBeenCalledWith('planetologist');
  },
};
