import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RegisterPage from '../../../src/account/register/RegisterPage';
import { MESSAGES } from '../../../src/api/contract/authTexts';
import { apiError, serveApiPerTest } from './apiServer';
import { BOT_TOKEN, renderAccountPage, stilgar } from './renderAccountPage';

const api = serveApiPerTest();
const form = {
  username: 'Stilgar',
  email: 'stilgar@sietch-tabr.example',
  password: 'Sietch-Tabr-1',
};

async function register() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), form.username);
  await user.type(screen.getByLabelText('Email'), form.email);
  await user.type(screen.getByLabelText('Password'), form.password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return user;
}

describe('RegisterPage', () => {
  it('registers, verifies the mailed code, logs the player in and offers Login and Close', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/register', { status: 200, body: { message: MESSAGES.codeSent } })
      .on('POST /api/auth/verify-signup', { status: 201, body: stilgar });
    renderAccountPage(<RegisterPage />, { url: '/register' });
    const user = await register();

    const codeDialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(api.current.calls('POST /api/auth/register')[0]?.body).toEqual({
      ...form,
      recaptchaToken: BOT_TOKEN,
    });
    await user.type(within(codeDialog).getByLabelText('Verification code'), '123456');
    await user.click(within(codeDialog).getByRole('button', { name: 'Verify' }));

    const done = await screen.findByRole('dialog', { name: 'Registration successful' });
    expect(api.current.calls('POST /api/auth/verify-signup')[0]?.body).toEqual({
      ...form,
      code: '123456',
    });
    expect(screen.getByTestId('user')).toHaveTextContent('Stilgar');
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/');
    });
  });

  it('Login in the success dialog goes to /login', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/register', { status: 200, body: { message: MESSAGES.codeSent } })
      .on('POST /api/auth/verify-signup', { status: 201, body: stilgar });
    renderAccountPage(<RegisterPage />, { url: '/register' });
    const user = await register();
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    });
  });

  it('shows why the server refused the registration, or the spec’s fallback', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/register', apiError(409, MESSAGES.usernameTaken));
    renderAccountPage(<RegisterPage />, { url: '/register' });
    const user = await register();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.usernameTaken);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api.current.on('POST /api/auth/register', { status: 500, body: { statusCode: 500 } });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
    });

    // No answer the page could read (a proxy's error page): the spec's other text.
    api.current.on('POST /api/auth/register', { status: 502, text: 'Bad Gateway' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to register$/);
    });
  });

  it('keeps the code dialog open with the reason when the code is refused, and resends', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/register', { status: 200, body: { message: MESSAGES.codeSent } })
      .on('POST /api/auth/verify-signup', apiError(400, MESSAGES.invalidCode));
    renderAccountPage(<RegisterPage />, { url: '/register' });
    const user = await register();
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    await user.type(within(dialog).getByLabelText('Verification code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.invalidCode);
    expect(screen.getByTestId('user')).toHaveTextContent('nobody');

    api.current.on('POST /api/auth/verify-signup', { status: 500, body: { statusCode: 500 } });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => {
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Verification failed. Please try again.',
      );
    });

    api.current.on('POST /api/auth/verify-signup', { status: 502, text: 'Bad Gateway' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => {
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Failed to verify signup$/);
    });

    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'A new code has been sent.',
    );
    expect(api.current.calls('POST /api/auth/register')).toHaveLength(2);
  });

  it('tells a logged-in player to log out first, and shows the form once they have', async () => {
    api.current
      .on('GET /api/auth/me', { status: 200, body: stilgar })
      .on('POST /api/auth/logout', { status: 502, text: 'Bad Gateway' });
    renderAccountPage(<RegisterPage />, { url: '/register' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are already logged in. Please log out first if you want to switch accounts.',
    );
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Account' })).toHaveAttribute('href', '/account');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to logout$/);
    expect(screen.getByTestId('user')).toHaveTextContent('Stilgar');

    api.current.on('POST /api/auth/logout', { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByLabelText('Username')).toBeVisible();
    expect(screen.getByTestId('user')).toHaveTextContent('nobody');
    expect(screen.queryByText(/already logged in/)).not.toBeInTheDocument();
  });
});
