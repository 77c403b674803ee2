import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { ACCOUNT_KEY } from '../../src/api/account/account';
import type { Account } from '../../src/api/contract/auth';
import { MY_BUILDS_KEY } from '../../src/api/savedBuilds/keys';
import { AppRoutes } from '../../src/app/router';
import { gameApi } from '../fixtures/gameFixtures';
import type { User } from '../../src/api/contract/user';

const PAUL: User = {
  username: 'PaulAtreides',
  email: 'paul@arrakis.test',
  role: 'user',
  avatarUrl: null,
};

/** Paul's account as GET /api/account answers it, so no story reaches for the network. */
const PAUL_ACCOUNT: Account = {
  ...PAUL,
  createdAt: '2026-03-14T09:30:00.000Z',
  lastLoggedIn: '2026-11-20T18:05:00.000Z',
  this_login_time: '2026-11-20T18:05:00.000Z',
  last_logged_in: null,
  savedBuildCount: 0,
  savedBuildLimit: 10,
};

/**
 * The account calls have their own fetcher (not the stories' mock API): answer them from SWR's
 * cache, and never ask the network.
 */
const withPaulsAccount: Decorator = (Story) => (
  <SWRConfig
    value={{
      fallback: { [ACCOUNT_KEY]: PAUL_ACCOUNT, [MY_BUILDS_KEY]: { builds: [] } },
      revalidateOnMount: false,
    }}
  >
    <Story />
  </SWRConfig>
);

/** The account routes in the shell: protected pages, the login redirect and the header's links. */
const meta = {
  title: 'App/Account routes',
  component: AppRoutes,
  parameters: { api: gameApi() },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('story-location');

/** A visitor opening a protected page lands on /login. */
export const ProtectedPageSendsVisitorToLogin: Story = {
  parameters: { session: null, router: { initialEntry: '/my-builds' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/login');
    await waitFor(() => expect(document.title).toBe('Arrakis Planner | Login'));
  },
};

/** While the session loads, a protected page shows nothing and stays where it is. */
export const ProtectedPageWhileLoading: Story = {
  parameters: { session: 'loading', router: { initialEntry: '/settings' } },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(main.queryByRole('heading')).toBeNull();
    await expect(location(canvasElement)).toHaveTextContent('/settings');
  },
};

/** A logged-in player opens a protected page. */
export const ProtectedPageForPlayer: Story = {
  parameters: { session: PAUL, router: { initialEntry: '/profile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByText('PaulAtreides')).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/profile');
  },
};

/** The header's Login link leads a visitor to the login page. */
export const HeaderLoginLink: Story = {
  parameters: { session: null, router: { initialEntry: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('link', { name: 'Login' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/login');
  },
};

/** A logged-in player who opens /login is sent on to /account. */
export const LoginWhenLoggedIn: Story = {
  parameters: { session: PAUL, router: { initialEntry: '/login' } },
  decorators: [withPaulsAccount],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/account'));
    await expect(await within(canvasElement).findByText('paul@arrakis.test')).toBeVisible();
  },
};

/** The header's user menu leads to My Builds. */
export const UserMenuToMyBuilds: Story = {
  parameters: { session: PAUL, router: { initialEntry: '/' } },
  decorators: [withPaulsAccount],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /PaulAtreides/ }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My Builds' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/my-builds'));
    await expect(
      await canvas.findByRole('heading', { name: 'My Builds (0/10 save slots used)' }),
    ).toBeVisible();
  },
};
