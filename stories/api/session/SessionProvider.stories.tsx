import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaticSessionProvider } from '../../../src/api/session/SessionProvider';
import { Button } from '../../../src/ui/Button';
import { withPadding } from '../../fixtures/decorators';
import { expectNoApiRequest } from '../../fixtures/noNetwork';
import type { User } from '../../../src/api/contract/user';
import { useSession } from '../../../src/api/session/sessionContext';

const CHANI: User = {
  username: 'Chani',
  email: 'chani@sietch-tabr.example',
  role: 'user',
  avatarUrl: null,
};

/** What a page sees of the session: who is logged in, whether it is still loading, and Logout. */
function SessionConsumer() {
  const { user, isLoading, error, logout } = useSession();
  return (
    <div className="space-y-3 text-sand-100">
      <p data-testid="user">{isLoading ? 'Loading...' : (user?.username ?? 'Visitor')}</p>
      {user && <p data-testid="email">{user.email}</p>}
      {error && <p role="alert">{error.message}</p>}
      <Button
        disabled={!user}
        onClick={() => {
          void logout();
        }}
      >
        Logout
      </Button>
    </div>
  );
}

/** The session of stories and tests: starts with a given user and never calls the server. */
const meta = {
  title: 'API/Session StaticSessionProvider',
  component: StaticSessionProvider,
  decorators: [withPadding],
  args: { user: null, children: <SessionConsumer /> },
} satisfies Meta<typeof StaticSessionProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: no user, nothing to log out of. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('user')).toHaveTextContent('Visitor');
    await expect(canvas.queryByTestId('email')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expectNoApiRequest();
  },
};

/** Logged in: the page sees the user; Logout clears it, without asking the server. */
export const LoggedIn: Story = {
  args: { user: CHANI },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('user')).toHaveTextContent('Chani');
    await expect(canvas.getByTestId('email')).toHaveTextContent('chani@sietch-tabr.example');
    const logout = canvas.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeEnabled();
    await userEvent.click(logout);
    await waitFor(() => expect(canvas.getByTestId('user')).toHaveTextContent('Visitor'));
    await expect(canvas.queryByTestId('email')).toBeNull();
    await expect(logout).toBeDisabled();
    await expectNoApiRequest();
  },
};

/** While the first answer has not arrived: loading, and no user even if one is given. */
export const Loading: Story = {
  args: { user: CHANI, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('user')).toHaveTextContent('Loading...');
    await expect(canvas.queryByText('Chani')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeDisabled();
    await expectNoApiRequest();
  },
};
