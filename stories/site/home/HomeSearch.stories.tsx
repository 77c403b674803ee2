import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
 * A real GET form into the community list, sending its search as `q`, the address the list
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

/** A word of one letter goes to the list like any other: it matches the words it begins. */
export const OneLetter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'a{Enter}');
    await expect(location(canvasElement)).toBe('/community-builds?q=a');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
