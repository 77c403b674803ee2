import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Author } from '../../../src/api/contract/publicBuilds';
import { AuthorProfileView } from '../../../src/community/author/AuthorProfileView';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../../account/fixtures';
import { withPageFrame } from '../../fixtures/decorators';
import { TIME_ZONE } from '../fixtures';
import { CHANI, NEWCOMER } from './fixtures';

/** The header of an author page on its own: name, join date, likes and Public builds. */
const meta = {
  title: 'Community/Author/AuthorProfileView',
  component: AuthorProfileView,
  decorators: [withPageFrame],
  args: { author: CHANI, timeZone: TIME_ZONE },
} satisfies Meta<typeof AuthorProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A name with no place to break, one like and one build (the singular words). */
const LONG_NAME: Author = {
  username: 'Liet-Kynes_Imperial_Planetologist_of_Arrakis_and_Judge_of_the_Change',
  joined_at: '2026-01-02T23:30:00.000Z',
  build_count: 1,
  like_total: 1,
};

/** The header's three facts, in order. */
function facts(canvasElement: HTMLElement): (string | null)[] {
  return [...canvasElement.querySelectorAll('dd')].map((dd) => dd.textContent);
}

/** Chani: 'Joined Mar 14, 2026', '360 likes', '15 public builds' under her name. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Author')).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(/^Chani$/);
    await expect(heading).toBeVisible();
    await expect(facts(canvasElement)).toEqual([
      'Joined Mar 14, 2026',
      '360 likes',
      '15 public builds',
    ]);
    await expect(canvas.getByText('Joined', { selector: 'dt' })).toBeInTheDocument();
    await expect(canvas.getByText('Likes received', { selector: 'dt' })).toBeInTheDocument();
    await expect(canvas.getByText('Public builds', { selector: 'dt' })).toBeInTheDocument();
  },
};

/** A new author with nothing Public: '0 likes', '0 public builds'. */
export const ZeroLikesAndBuilds: Story = {
  args: { author: NEWCOMER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Paul$/);
    await expect(facts(canvasElement)).toEqual([
      'Joined Nov 1, 2026',
      '0 likes',
      '0 public builds',
    ]);
  },
};

/** A very long name wraps inside the header instead of running off the side. */
export const LongUsername: Story = {
  args: { author: LONG_NAME },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(new RegExp(`^${LONG_NAME.username}$`));
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(facts(canvasElement)).toEqual(['Joined Jan 2, 2026', '1 like', '1 public build']);
  },
};

/** On the narrowest phone, with the long name: it wraps and nothing runs off the side. */
export const Phone: Story = {
  args: { author: LONG_NAME },
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: LONG_NAME.username });
    await expect(heading).toBeVisible();
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(facts(canvasElement)).toEqual(['Joined Jan 2, 2026', '1 like', '1 public build']);
    await expectPhoneLayout(canvasElement);
  },
};
