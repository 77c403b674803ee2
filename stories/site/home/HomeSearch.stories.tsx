import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SEARCH_TOO_SHORT } from '../../../src/api/contract/publicBuildsTexts';
import { HomeSearch } from '../../../src/site/home/HomeSearch';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'Site/Home/HomeSearch',
  component: HomeSearch,
  decorators: [withPadding],
  parameters: { router: { path: '/', initialEntry: '/' } },
} satisfies Meta<typeof HomeSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The location the story's router is at. */
function location(canvasElement: HTMLElement): string {
  return within(canvasElement).getByTestId('story-location').textContent;
}

/**
 * A real GET form into the community list, sending its title search as `q`, the address the list
 * reads; Enter opens the list filtered by the words typed.
 */
export const Searches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search', { name: 'Search community builds' });
    await expect(form).toHaveAttribute('action', '/community-builds');
    await expect(form).toHaveAttribute('method', 'get');
    const box = canvas.getByRole('searchbox', { name: 'Search community builds' });
    await expect(box).toHaveAttribute('name', 'q');
    await userEvent.type(box, '  sand rider {Enter}');
    await expect(location(canvasElement)).toBe('/community-builds?q=sand+rider');
  },
};

/** The Search button does the same. */
export const SearchButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'sniper');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(location(canvasElement)).toBe('/community-builds?q=sniper');
  },
};

/** Nothing typed: the whole list. */
export const EmptySearch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await expect(location(canvasElement)).toBe('/community-builds');
  },
};

/** A search the list could not look up stays here and says what to type; typing clears it. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox');
    await userEvent.type(box, 'ab{Enter}');
    await expect(location(canvasElement)).toBe('/');
    await expect(canvas.getByRole('status')).toHaveTextContent(SEARCH_TOO_SHORT);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(SEARCH_TOO_SHORT);
    await userEvent.type(box, 'c');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(location(canvasElement)).toBe('/community-builds?q=abc');
  },
};
