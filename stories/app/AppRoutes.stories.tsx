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

/**
 * How long a page reached for the first time may take to show: its chunk loads lazily, and a
 * loaded 2-core machine took over findBy's default second for it. Its title follows in an
 * effect after its heading is on screen, so the title is waited for too.
 */
const LAZY_PAGE = { timeout: 10000 };

/** Home inside the shell: header, main, footer landmarks; a card leads to the class list. */
export const HomeInShell: Story = {
  parameters: { router: { initialEntry: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Welcome to Arrakis Planner' },
        LAZY_PAGE,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Arrakis Planner | Home'), LAZY_PAGE);

    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('link', { name: 'Classes' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Welcome to the Skill Explorer' },
        LAZY_PAGE,
      ),
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
      await canvas.findByRole('heading', { level: 1, name: '404 Page Not Found' }, LAZY_PAGE),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Arrakis Planner | Page Not Found'), LAZY_PAGE);
    await expect(canvas.getByRole('banner')).toBeVisible();
  },
};

/** /guild-board and /under-construction are the same page. */
export const GuildBoardRoute: Story = {
  parameters: { router: { initialEntry: '/guild-board' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Under Construction' }, LAZY_PAGE),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Arrakis Planner | Guild Ad Board'), LAZY_PAGE);
  },
};

/** The header's donation link (no donation page configured) jumps to About's Support section. */
export const DonationLinkToSupport: Story = {
  parameters: { router: { initialEntry: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Welcome to Arrakis Planner' }, LAZY_PAGE);
    await userEvent.click(canvas.getByRole('link', { name: 'Support Arrakis Planner' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Support' }, LAZY_PAGE),
    ).toBeInTheDocument();
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/about#support');
  },
};
