import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReleaseNotesList } from '../../../src/site/about/ReleaseNotesList';
import { RELEASE_NOTES } from '../../../src/site/about/releaseNotes';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'Site/About/ReleaseNotesList',
  component: ReleaseNotesList,
  decorators: [withPadding],
  args: { notes: RELEASE_NOTES.filter((note) => note.date.startsWith('2024-')).slice(0, 2) },
} satisfies Meta<typeof ReleaseNotesList>;
export default meta;
type Story = StoryObj<typeof meta>;

const gameDataNote = RELEASE_NOTES.find((note) => note.whatChanged !== undefined);

/** A game data update: its changes, then the "What changed" note naming the corrected skills. */
export const WhatChangedNote: Story = {
  args: { notes: gameDataNote ? [gameDataNote] : [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Game data 1.5.3.6');
    const note = canvas.getByRole('region', { name: 'What changed' });
    await expect(note).toBeVisible();
    const names = within(note).getAllByRole('listitem');
    await expect(names).toHaveLength(gameDataNote?.whatChanged?.items.length ?? -1);
    await expect(within(note).getByText('Field Maintenance')).toBeVisible();
    await expect(within(note).getByText('Blade Damage (Swordmaster)')).toBeVisible();
  },
};

/** On a phone the skill names wrap onto as many lines as they need, inside the column. */
export const WhatChangedNotePhone: Story = {
  ...WhatChangedNote,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('region', { name: 'What changed' });
    await expect(note).toBeVisible();
    await expect(note.scrollWidth).toBeLessThanOrEqual(note.clientWidth);
    for (const item of within(note).getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(
        note.getBoundingClientRect().right,
      );
    }
  },
};

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
