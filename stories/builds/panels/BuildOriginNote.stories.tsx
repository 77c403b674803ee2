import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BuildOriginNote } from '../../../src/builds/panels/BuildOriginNote';
import { PHONE } from '../../admin/fixtures';

/** The "Copied from" line under a build copied from the community list. */
const meta = {
  title: 'Builds/Panels/BuildOriginNote',
  component: BuildOriginNote,
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
  args: { origin: { url: 'gravgun1', title: 'Heretic Gunner', author: 'Rabban' } },
} satisfies Meta<typeof BuildOriginNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title and author known: the title links back to the build's viewer page. */
export const WithAuthor: Story = {
  parameters: { router: { path: '/planner', initialEntry: '/planner' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('build-origin')).toHaveTextContent(
      'Copied from Heretic Gunner by Rabban',
    );
    const link = canvas.getByRole('link', { name: 'Heretic Gunner' });
    await expect(link).toHaveAttribute('href', '/build-viewer/gravgun1');
    await userEvent.click(link);
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/build-viewer/gravgun1');
  },
};

/** Author unknown: no "by" at all. */
export const WithoutAuthor: Story = {
  args: { origin: { url: 'copycat9', title: 'Sandwalker Scout', author: null } },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByTestId('build-origin');
    await expect(note).toHaveTextContent(/^Copied from Sandwalker Scout$/);
    await expect(note).not.toHaveTextContent(' by ');
  },
};

/** A long title on a phone wraps inside the screen. */
export const PhoneLongTitle: Story = {
  globals: PHONE,
  args: {
    origin: {
      url: 'long_one-2',
      title: 'Sandwalker Scout with the Longest Possible Build Title a Player Could Type Here',
      author: 'Chani',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/build-viewer/long_one-2');
    const note = canvas.getByTestId('build-origin');
    await expect(note.scrollWidth).toBeLessThanOrEqual(note.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** The viewer's words: "Based on". */
export const BasedOn: Story = {
  args: { lead: 'Based on' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('build-origin')).toHaveTextContent(
      'Based on Heretic Gunner by Rabban',
    );
  },
};
