import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClassVideo } from '../../../src/site/classes/ClassVideo';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'Site/Classes/ClassVideo',
  component: ClassVideo,
  decorators: [withPadding],
  args: { name: 'Swordmaster', videoUrl: null },
} satisfies Meta<typeof ClassVideo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No video yet. */
export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Video coming soon')).toBeVisible();
  },
};

/** A YouTube watch link becomes a privacy-enhanced embed. */
export const YouTubeWatchLink: Story = {
  args: { videoUrl: 'https://www.youtube.com/watch?v=arrakisDemo' },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Swordmaster class video');
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/arrakisDemo',
    );
    await expect(frame).toHaveAttribute('loading', 'lazy');
  },
};

/** Anything that is not YouTube is never framed. */
export const OtherSiteNotEmbedded: Story = {
  args: { videoUrl: 'https://example.com/embed/video' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(within(canvasElement).getByText('Video coming soon')).toBeVisible();
  },
};
