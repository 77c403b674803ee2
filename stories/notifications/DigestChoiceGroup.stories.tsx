import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DIGEST_LABELS, NOTIFICATION_TEXTS } from '../../src/api/contract/notificationsTexts';
import { DigestChoiceGroup } from '../../src/notifications/DigestChoiceGroup';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../account/fixtures';
import { withPadding } from '../fixtures/decorators';

/** The email digest's radio group. */
const meta = {
  title: 'Notifications/DigestChoiceGroup',
  component: DigestChoiceGroup,
  decorators: [withPadding],
  args: { choice: 'off', saving: false, onChange: fn() },
} satisfies Meta<typeof DigestChoiceGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: NOTIFICATION_TEXTS.digestHeading });
const radio = (canvasElement: HTMLElement, choice: keyof typeof DIGEST_LABELS) =>
  within(group(canvasElement)).getByRole('radio', { name: DIGEST_LABELS[choice] });

/** No digest: named by its heading, told by its intro; pressing a label asks for that choice. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(group(canvasElement)).toHaveAccessibleDescription(NOTIFICATION_TEXTS.digestIntro);
    await expect(radio(canvasElement, 'off')).toBeChecked();
    await userEvent.click(within(canvasElement).getByText(DIGEST_LABELS.daily));
    await expect(args.onChange).toHaveBeenCalledWith('daily');
  },
};

/** A weekly digest chosen; the arrow keys move between the choices, as in any radio group. */
export const Weekly: Story = {
  args: { choice: 'weekly' },
  play: async ({ canvasElement, args }) => {
    await expect(radio(canvasElement, 'weekly')).toBeChecked();
    radio(canvasElement, 'weekly').focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalledWith('daily');
  },
};

/** While a save is on its way: marked disabled, a press asks nothing, focus stays put. */
export const Saving: Story = {
  args: { choice: 'daily', saving: true },
  play: async ({ canvasElement, args }) => {
    await expect(group(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(radio(canvasElement, 'off')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(radio(canvasElement, 'off'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(radio(canvasElement, 'daily')).toBeChecked();
    await expect(radio(canvasElement, 'off')).toHaveFocus();
  },
};

/** On a phone each choice's row is a 44px target and nothing runs off the side. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    for (const each of within(group(canvasElement)).getAllByRole('radio')) {
      await expect(each.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(
        44,
      );
    }
    await expectPhoneLayout(canvasElement);
  },
};
