import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../../../src/app/shell/Header';
import { UserMenu } from '../../../src/app/shell/UserMenu';
import type { User } from '../../../src/api/contract/user';
import { serveNotifications } from '../../notifications/fixtures';

const PAUL: User = {
  username: 'PaulAtreides',
  email: 'paul@arrakis.test',
  role: 'user',
  avatarUrl: null,
};

const meta = {
  title: 'App/Shell/Header user menu',
  // The bell asks its count once idle: answered here rather than by the network.
  beforeEach: serveNotifications(() => []).beforeEach,
  component: Header,
  parameters: { session: PAUL, router: { initialEntry: '/classes' } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
/** The username button (the menu's code loads lazily, so it may take a moment to appear). */
const menuButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /PaulAtreides/ });

/** A visitor sees the Login link and no user menu. */
export const LoggedOut: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: /PaulAtreides/ })).toBeNull();
  },
};

/** While the session loads, neither shows, but the room is kept so nothing shifts. */
export const Loading: Story = {
  parameters: { session: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /PaulAtreides/ })).toBeNull();
    const placeholder = canvas.getByTestId('account-placeholder');
    await expect(placeholder.getBoundingClientRect().width).toBeGreaterThanOrEqual(88);
    await expect(placeholder.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Logged in: the username button replaces the Login link; the menu starts closed. */
export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    const button = await menuButton(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveTextContent('P');
  },
};

/** A click opens the menu: the username, then Account, My Builds, My Collections and Logout. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await menuButton(canvasElement));
    const menu = await page().findByRole('menu');
    await expect(await menuButton(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByTestId('user-menu-username')).toHaveTextContent('PaulAtreides');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Account',
      'My Builds',
      'My Collections',
      'Logout',
    ]);
    await expect(items[0]).toHaveAttribute('href', '/account');
    await expect(items[1]).toHaveAttribute('href', '/my-builds');
    await expect(items[2]).toHaveAttribute('href', '/collections');
  },
};

/** An outside click closes the menu. */
export const ClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await menuButton(canvasElement));
    await page().findByRole('menu');
    await userEvent.click(within(canvasElement).getByText('Arrakis Planner'));
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
  },
};

/** From the keyboard: Enter opens on the first item, arrows move, Escape closes back on the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = await menuButton(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute('data-focus'),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'My Builds' })).toHaveAttribute(
      'data-focus',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Choosing Account navigates there and closes the menu. */
export const NavigatesAndCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await menuButton(canvasElement));
    const menu = await page().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My Builds' }));
    await expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent(
      '/my-builds',
    );
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
  },
};

/** On a phone the username button and its menu fit beside the navigation button. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const button = await menuButton(canvasElement);
    await expect(button).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toBeVisible();
    await userEvent.click(button);
    const menu = await page().findByRole('menu');
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Logout logs out, then hands over (the app reloads the page). */
export const Logout: StoryObj<typeof UserMenu> = {
  render: (args) => (
    <div className="flex justify-end p-4">
      <UserMenu {...args} />
    </div>
  ),
  args: { user: PAUL, onLoggedOut: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await menuButton(canvasElement));
    const menu = await page().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledOnce());
  },
};
