import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LevelField } from '../../../../src/planner/panels/character/LevelField';
import { withPadding } from '../../../fixtures/decorators';

/** A labelled number with touch-sized steppers (the character's level and Combat level). */
const meta = {
  title: 'Planner/Panels/Character/Level field',
  component: LevelField,
  decorators: [withPadding],
  args: { label: 'Character level', value: 60, min: 1, max: 200, onCommit: fn() },
} satisfies Meta<typeof LevelField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A typed whole number reaches the build on Enter; the steppers move it by one. */
export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton', { name: 'Character level' });
    await userEvent.clear(field);
    await userEvent.type(field, '75{Enter}');
    await expect(args.onCommit).toHaveBeenLastCalledWith(75);
    await userEvent.click(canvas.getByRole('button', { name: 'Raise character level' }));
    await expect(args.onCommit).toHaveBeenLastCalledWith(61);
  },
};

/** Out of bounds: it says why inline and sends nothing; the build keeps its value. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton', { name: 'Character level' });
    await userEvent.clear(field);
    await userEvent.type(field, '500{Enter}');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement).toHaveTextContent(/1 to 200/);
  },
};

/** At the top: the raise stepper is off. */
export const AtMax: Story = {
  args: { value: 200 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Raise character level' }),
    ).toBeDisabled();
  },
};
