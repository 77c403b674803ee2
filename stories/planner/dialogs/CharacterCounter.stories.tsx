import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CharacterCounter } from '../../../src/planner/dialogs/CharacterCounter';
import { withPadding } from '../../fixtures/decorators';

/**
 * A text field's counter: the visible count, and a polite live region that speaks only near
 * the limit.
 */
const meta = {
  title: 'Planner/Dialogs/Character counter',
  component: CharacterCounter,
  decorators: [withPadding],
  args: { id: 'title-counter', text: '12/64', length: 12, max: 64 },
} satisfies Meta<typeof CharacterCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

const liveRegionOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-live="polite"]');

/** Far from the limit: the count shows, the live region stays silent. */
export const FarFromLimit: Story = {
  play: async ({ canvasElement }) => {
    const counter = within(canvasElement).getByText('12/64');
    await expect(counter).toHaveAttribute('id', 'title-counter');
    await expect(counter).toHaveClass('text-sand-400');
    await expect(liveRegionOf(canvasElement)).toBeEmptyDOMElement();
  },
};

/** Near the limit: how many characters are left is spoken. */
export const NearLimit: Story = {
  args: { text: '58/64', length: 58 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('58/64')).toBeVisible();
    await expect(liveRegionOf(canvasElement)).toHaveTextContent('6 characters left.');
  },
};

/** At the limit: the count is highlighted and the limit announced. */
export const AtLimit: Story = {
  args: { text: '64/64', length: 64 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('64/64')).toHaveClass('font-semibold');
    await expect(liveRegionOf(canvasElement)).toHaveTextContent('Limit reached: 64 characters.');
  },
};

/** A long field (the description): near means within 5 % of the limit. */
export const LongField: Story = {
  args: { id: 'description-counter', text: '3850/4000', length: 3850, max: 4000 },
  play: async ({ canvasElement }) => {
    await expect(liveRegionOf(canvasElement)).toHaveTextContent('150 characters left.');
  },
};
