import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LoginPage from '../../../src/account/login/LoginPage';
import { MESSAGES } from '../../../src/api/contract/authTexts';
import { apiError, serveApiPerTest } from './apiServer';
import { BOT_TOKEN, renderAccountPage, stilgar } from './renderAccountPage';

const api = serveApiPerTest();

async function fillAndSubmit(username = 'Stilgar', password = 'Sietch-Tabr-1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  it('logs in with a bot-check token and remember-me, sets the user and goes to /', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/login', { status: 200, body: stilgar });
    renderAccountPage(<LoginPage />, { url: '/login' });
    await fillAndSubmit();
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/');
    });
    expect(screen.getByTestId('user')).toHaveTextContent('Stilgar');
    const [call] = api.current.calls('POST /api/auth/login');
    expect(call?.body).toEqual({
      username: 'Stilgar',
      password: 'Sietch-Tabr-1',
      rememberMe: true,
      recaptchaToken: BOT_TOKEN,
    });
    expect(call?.headers['x-requested-with']).toBe('arrakis');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(document.title).toBe('Arrakis Planner | Login');
  });

  it('shows the server message when the login is refused, and stays', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/login', apiError(401, 'Invalid username or password.'));
    renderAccountPage(<LoginPage />, { url: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('solves the harder check when the server asks for it, says so, and logs in by itself', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/login', (received) =>
        (received.body as { stepUpToken?: string }).stepUpToken === undefined
          ? apiError(401, MESSAGES.loginStepUp)
          : { status: 200, body: stilgar },
      );
    renderAccountPage(<LoginPage />, {
      url: '/login',
      loginStepUp: async () => {
        await held;
        return `${BOT_TOKEN}-step-up`;
      },
    });
    await fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.loginStepUp);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/');
    });
    const [first, second] = api.current.calls('POST /api/auth/login');
    expect(first?.body).not.toHaveProperty('stepUpToken');
    expect(second?.body).toMatchObject({
      username: 'Stilgar',
      recaptchaToken: BOT_TOKEN,
      stepUpToken: `${BOT_TOKEN}-step-up`,
    });
  });

  it('shows a wrong password after the harder check, and the check no more', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/login', (received) =>
        (received.body as { stepUpToken?: string }).stepUpToken === undefined
          ? apiError(401, MESSAGES.loginStepUp)
          : apiError(401, MESSAGES.loginFailed),
      );
    renderAccountPage(<LoginPage />, { url: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.current.calls('POST /api/auth/login')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("says 'Login failed' when the answer has no message", async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/login', { status: 500, body: { statusCode: 500, error: 'Error' } });
    renderAccountPage(<LoginPage />, { url: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it("says 'Failed to login' when no answer could be read (a proxy's 502 page)", async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/login', { status: 502, text: 'Bad Gateway' });
    renderAccountPage(<LoginPage />, { url: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to login$/);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("says 'reCAPTCHA not initialized' and sends nothing before the bot-check is ready", async () => {
    api.current.on('GET /api/auth/me', apiError(401, 'You must be logged in.'));
    renderAccountPage(<LoginPage />, { url: '/login', botCheckReady: false });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('reCAPTCHA not initialized');
    expect(api.current.calls('POST /api/auth/login')).toHaveLength(0);
  });

  it('sends a logged-in visitor on to /account', async () => {
    api.current.on('GET /api/auth/me', { status: 200, body: stilgar });
    renderAccountPage(<LoginPage />, { url: '/login' });
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/account');
    });
  });
});
