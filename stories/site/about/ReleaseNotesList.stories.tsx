import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReleaseNotesList } from '../../../src/site/about/ReleaseNotesList';
import { RELEASE_NOTES } from '../../../src/site/about/releaseNotes';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'Site/About/ReleaseNotesList',
  component: ReleaseNotesList,
  decorators: [withPadding],
  args: { notes: RELEASE_NOTES.slice(0, 2) },
} satisfies Meta<typeof ReleaseNotesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each entry: its date (machine-readable too), a title and the changes. */
export const TwoReleases: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entries = within(canvas.getAllByRole('list')[0] as HTMLElement).getAllByRole('heading', {
      level: 3,
    });
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent('June 7, 2024');
    await expect(canvas.getByText('June 7, 2024')).toHaveAttribute('datetime', '2024-06-07');
  },
};
