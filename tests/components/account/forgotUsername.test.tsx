import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ForgotUsernamePage from '../../../src/account/forgotUsername/ForgotUsernamePage';
import { MESSAGES } from '../../../src/api/contract/authTexts';
import { apiError, serveApiPerTest } from './apiServer';
import { BOT_TOKEN, renderAccountPage } from './renderAccountPage';

const api = serveApiPerTest();

async function send(email = 'stilgar@sietch-tabr.example') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Username' }));
}

describe('ForgotUsernamePage', () => {
  it('sends the email with a bot-check token and says the same whatever the answer', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/forgot-username', {
        status: 200,
        body: { message: MESSAGES.usernameMailed },
      });
    renderAccountPage(<ForgotUsernamePage />, { url: '/forgot-username' });
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If the account exists, an email has been sent with the username.',
    );
    expect(api.current.calls('POST /api/auth/forgot-username')[0]?.body).toEqual({
      email: 'stilgar@sietch-tabr.example',
      recaptchaToken: BOT_TOKEN,
    });
  });

  it("says 'reCAPTCHA not initialized' before the bot-check is ready", async () => {
    api.current.on('GET /api/auth/me', apiError(401, 'You must be logged in.'));
    renderAccountPage(<ForgotUsernamePage />, { url: '/forgot-username', botCheckReady: false });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('reCAPTCHA not initialized');
    expect(api.current.calls('POST /api/auth/forgot-username')).toHaveLength(0);
  });

  it("shows the server's message when it refuses the request", async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/forgot-username', apiError(400, 'Please enter a valid email address.'));
    renderAccountPage(<ForgotUsernamePage />, { url: '/forgot-username' });
    await send('stilgar@sietch');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
  });
});
