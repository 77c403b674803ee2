import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomeHero } from '../../../src/site/home/HomeHero';
import { expectPhoneLayout, PHONE } from '../../account/fixtures';
import { withPageFrame } from '../../fixtures/decorators';

/** Home's first screen: the welcome, the one call to plan a build, the search of the community. */
const meta = {
  title: 'Site/Home/HomeHero',
  component: HomeHero,
  decorators: [withPageFrame],
  parameters: { router: { path: '/', initialEntry: '/' } },
} satisfies Meta<typeof HomeHero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The location the story's router is at. */
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('story-location').textContent;

/**
 * A region named by the page's heading, the site's line, the call to plan a build and the search
 * box; the search opens the community list filtered by the words typed.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hero = canvas.getByRole('region', { name: 'Welcome to Arrakis Planner' });
    await expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome to Arrakis Planner',
    );
    await expect(within(hero).getByText('Unofficial Dune: Awakening companion')).toBeVisible();
    await expect(
      within(hero).getByText(
        'Study every class and skill tree, plan where each skill point goes, and share builds with fellow travellers of the deep desert.',
      ),
    ).toBeVisible();
    await expect(within(hero).getByRole('link', { name: 'Plan a build' })).toHaveAttribute(
      'href',
      '/skill-trees',
    );
    const box = within(hero).getByRole('searchbox', { name: 'Search community builds' });
    await userEvent.type(box, 'sand rider{Enter}');
    await expect(location(canvasElement)).toBe('/community-builds?q=sand+rider');
  },
};

/** The call opens the planner. */
export const PlanABuild: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Plan a build' }));
    await expect(location(canvasElement)).toBe('/skill-trees');
  },
};

/**
 * On a 390×844 phone the call and the search are on the first screen below the shell's header
 * (at most 72px), thumb-sized, with nothing running off the side.
 */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstScreen = 844 - 72;
    const call = canvas.getByRole('link', { name: 'Plan a build' });
    const search = canvas.getByRole('search', { name: 'Search community builds' });
    await expect(call.getBoundingClientRect().bottom).toBeLessThanOrEqual(firstScreen);
    await expect(search.getBoundingClientRect().bottom).toBeLessThanOrEqual(firstScreen);
    await expectPhoneLayout(canvas.getByRole('region', { name: 'Welcome to Arrakis Planner' }));
  },
};
