import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundNotice } from '../../src/ui/NotFoundNotice';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../account/fixtures';

const meta = {
  title: 'UI/NotFoundNotice',
  component: NotFoundNotice,
  args: { title: 'Collection not found.', back: 'Browse community builds' },
} satisfies Meta<typeof NotFoundNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's heading says what is missing; one link leads back to the community list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.back })).toHaveAttribute(
      'href',
      '/community-builds',
    );
  },
};

/** On a phone the way back is a 44px target and nothing runs off the side. */
export const Phone: Story = {
  decorators: [withNarrowPhone],
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
