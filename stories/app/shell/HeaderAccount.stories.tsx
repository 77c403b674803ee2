import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeaderAccount } from '../../../src/app/shell/HeaderAccount';
import type { User } from '../../../src/api/contract/user';
import { serveNotifications } from '../../notifications/fixtures';

/** Places the corner as the header does: the last item of a flex row, on the right. */
const withHeaderRow: Decorator = (Story) => (
  <div className="flex p-6">
    <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
      <Story />
    </div>
  </div>
);

const PAUL: User = {
  username: 'PaulAtreides',
  email: 'paul@arrakis.test',
  role: 'user',
  avatarUrl: null,
};

/** The header's account corner alone, with the room the header gives it. */
const meta = {
  title: 'App/Shell/HeaderAccount',
  // The bell asks its count once idle: answered here rather than by the network.
  beforeEach: serveNotifications(() => []).beforeEach,
  component: HeaderAccount,
  decorators: [withHeaderRow],
  parameters: { router: { initialEntry: '/classes' } },
} satisfies Meta<typeof HeaderAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The smallest room each state takes (min-h-11, min-w-[5.5rem]). */
async function expectReservedSize(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeGreaterThanOrEqual(88);
  await expect(box.height).toBeGreaterThanOrEqual(44);
}

/** A visitor: the Login link, not marked current off the login page; it leads to /login. */
export const Visitor: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = canvas.getByRole('link', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', '/login');
    await expect(login).not.toHaveAttribute('aria-current');
    await expectReservedSize(login);
    await expect(canvas.queryByTestId('account-placeholder')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.click(login);
    await waitFor(() => expect(canvas.getByTestId('story-location')).toHaveTextContent('/login'));
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On the login page the link is marked as the current page. */
export const VisitorOnLoginPage: Story = {
  parameters: { session: null, router: { initialEntry: '/login' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Loading: neither the link nor the menu, but an empty placeholder of the same size. */
export const Loading: Story = {
  parameters: { session: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByTestId('account-placeholder');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await expect(placeholder).toBeEmptyDOMElement();
    await expectReservedSize(placeholder);
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Logged in: the username button (the menu, closed) instead of the Login link. */
export const LoggedIn: Story = {
  parameters: { session: PAUL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: /PaulAtreides/ });
    await expect(button).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveTextContent('PaulAtreides');
    await expectReservedSize(button);
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByTestId('account-placeholder')).toBeNull();
  },
};
