import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FlaggedText } from '../../src/admin/queue/FlaggedText';
import { FLAGGED_BUILD, withDeskFrame } from './fixtures';

const GUIDE = FLAGGED_BUILD.flagged[1] ?? { text: '', spans: [] };

/** A flagged field's text as the queue shows it: the flagged words in <mark>. */
const meta = {
  title: 'Admin/FlaggedText',
  component: FlaggedText,
  decorators: [withDeskFrame],
  args: { text: GUIDE.text, spans: GUIDE.spans },
} satisfies Meta<typeof FlaggedText>;
export default meta;
type Story = StoryObj<typeof meta>;

const marked = (root: HTMLElement) =>
  [...root.querySelectorAll('mark')].map((mark) => mark.textContent);

/** Two flagged words: exactly those two are marked, the whole text still reads on. */
export const TwoWords: Story = {
  play: async ({ canvasElement }) => {
    await expect(marked(canvasElement)).toEqual(['heretic', 'heretic']);
    await expect(canvasElement).toHaveTextContent(GUIDE.text);
  },
};

/** No spans: plain text, nothing marked. */
export const NothingFlagged: Story = {
  args: { text: 'A clean guide.', spans: [] },
  play: async ({ canvasElement }) => {
    await expect(marked(canvasElement)).toEqual([]);
    await expect(canvasElement).toHaveTextContent('A clean guide.');
  },
};

/** Spans out of order, overlapping and past the end are clamped: no word twice, no gap. */
export const ClampedSpans: Story = {
  args: {
    text: 'Heretic Gunner',
    spans: [
      { start: 8, end: 40 },
      { start: 0, end: 7 },
      { start: 3, end: 5 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(marked(canvasElement)).toEqual(['Heretic', 'Gunner']);
    await expect(canvasElement).toHaveTextContent('Heretic Gunner');
  },
};
