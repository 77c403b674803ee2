import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SharingBadge } from '../../../src/builds/collections/SharingBadge';
import { PHONE, withNarrowPhone } from '../../account/fixtures';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'Builds/Collections/SharingBadge',
  component: SharingBadge,
  decorators: [withPadding],
  args: { sharing: 'Public' },
} satisfies Meta<typeof SharingBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Public collection: anyone with its link, and its author's page. */
export const Public: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Public')).toBeVisible();
  },
};

/** A Private collection: its owner alone. */
export const Private: Story = {
  args: { sharing: 'Private' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Private')).toBeVisible();
  },
};

/** On a phone the badge keeps to one line. */
export const Phone: Story = {
  decorators: [withNarrowPhone],
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Public');
    await expect(badge.getBoundingClientRect().height).toBeLessThan(32);
  },
};
