import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/router';
import { gameApi } from '../fixtures/gameFixtures';

/** The whole site in its shell, with lazily loaded pages, as a visitor navigates it. */
const meta = {
  title: 'App/Routes',
  component: AppRoutes,
  parameters: { api: gameApi() },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home inside the shell: header, main, footer landmarks; a card leads to the class list. */
export const HomeInShell: Story = {
  parameters: { router: { initialEntry: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome to Arrakis Planner' }),
    ).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Arrakis Planner | Home'));

    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('link', { name: 'Classes' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome to the Skill Explorer' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Swordmaster' })).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Classes',
      }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** An unknown path shows the 404 page inside the shell. */
export const UnknownRoute: Story = {
  parameters: { router: { initialEntry: '/no-such-page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Arrakis Planner | Page Not Found'));
    await expect(canvas.getByRole('banner')).toBeVisible();
  },
};

/** /guild-board and /under-construction are the same page. */
export const GuildBoardRoute: Story = {
  parameters: { router: { initialEntry: '/guild-board' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Under Construction' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Arrakis Planner | Guild Ad Board'));
  },
};

/** The header's donation link (no donation page configured) jumps to About's Support section. */
export const DonationLinkToSupport: Story = {
  parameters: { router: { initialEntry: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Welcome to Arrakis Planner' });
    await userEvent.click(canvas.getByRole('link', { name: 'Support Arrakis Planner' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Support' }),
    ).toBeInTheDocument();
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/about#support');
  },
};
