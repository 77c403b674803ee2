import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountPage from '../../../src/account/account/AccountPage';
import ForgotPasswordPage from '../../../src/account/forgotPassword/ForgotPasswordPage';
import ForgotUsernamePage from '../../../src/account/forgotUsername/ForgotUsernamePage';
import LoginPage from '../../../src/account/login/LoginPage';
import MyBuildsPage from '../../../src/account/myBuilds/MyBuildsPage';
import ProfilePage from '../../../src/account/profile/ProfilePage';
import RegisterPage from '../../../src/account/register/RegisterPage';
import SettingsPage from '../../../src/account/settings/SettingsPage';
import { storyUser, withAccountFrame } from '../fixtures';

/**
 * The routed pages themselves (the containers), with the story's static session: what each
 * shows before any call is made, and where a page sends a visitor or a logged-in player.
 */
const meta = {
  title: 'Account/Pages',
  component: LoginPage,
  decorators: [withAccountFrame],
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /login for a visitor: the form and the page title. */
export const Login: Story = {
  parameters: { router: { path: '/login', initialEntry: '/login' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Login' }),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Login');
  },
};

/** /login for a logged-in player: sent on to /account. */
export const LoginWhenLoggedIn: Story = {
  parameters: { session: storyUser, router: { path: '/login', initialEntry: '/login' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent(/^\/account$/),
    );
  },
};

export const Register: Story = {
  render: () => <RegisterPage />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Register' }),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Register');
  },
};

/** /register for a logged-in player: the spec's sentence; Logout brings the form back. */
export const RegisterWhenLoggedIn: Story = {
  render: () => <RegisterPage />,
  parameters: { session: storyUser },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'You are already logged in. Please log out first if you want to switch accounts.',
    );
    await expect(canvas.queryByLabelText('Username')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByLabelText('Username')).toBeVisible();
    await expect(canvas.queryByText(/already logged in/)).toBeNull();
  },
};

export const ForgotPassword: Story = {
  render: () => <ForgotPasswordPage />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Forgot Password' }),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Forgot Password');
  },
};

/** With the bot-check not ready, a request says so and nothing is sent. */
export const ForgotUsernameBotCheckNotReady: Story = {
  render: () => <ForgotUsernamePage />,
  parameters: { botCheck: { ready: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'stilgar@sietch-tabr.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Username' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('reCAPTCHA not initialized');
  },
};

/** /profile for the logged-in player. */
export const Profile: Story = {
  render: () => <ProfilePage />,
  parameters: { session: storyUser },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Avatar of Stilgar' })).toHaveTextContent('S');
    await expect(canvas.getByText(storyUser.email)).toBeVisible();
  },
};

/** /settings for the logged-in player: read-only until Edit. */
export const Settings: Story = {
  render: () => <SettingsPage />,
  parameters: { session: storyUser },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Username')).toHaveValue('Stilgar');
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

/** /settings while the session loads: nothing. */
export const SettingsWhileLoading: Story = {
  render: () => <SettingsPage />,
  parameters: { session: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** /account for a visitor: the spec's message and Go to Login (no account call). */
export const AccountVisitor: Story = {
  render: () => <AccountPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You must be logged in to view your account.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** /account while the session loads: 'Loading...'. */
export const AccountLoading: Story = {
  render: () => <AccountPage />,
  parameters: { session: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** /my-builds for a visitor. */
export const MyBuildsVisitor: Story = {
  render: () => <MyBuildsPage />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You must be logged in to view your builds.'),
    ).toBeVisible();
  },
};
