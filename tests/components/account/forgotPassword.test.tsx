import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ForgotPasswordPage from '../../../src/account/forgotPassword/ForgotPasswordPage';
import { MESSAGES } from '../../../src/api/contract/authTexts';
import { apiError, serveApiPerTest } from './apiServer';
import { BOT_TOKEN, renderAccountPage } from './renderAccountPage';

const api = serveApiPerTest();

async function requestCode() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), 'Stilgar');
  await user.click(screen.getByRole('button', { name: 'Request Reset Code' }));
  return user;
}

async function resetWith(user: ReturnType<typeof userEvent.setup>, password = 'Fremen-Water-7') {
  await user.type(await screen.findByLabelText('Verification code'), '246810');
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), password);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ForgotPasswordPage', () => {
  it('requests a code, then verifies, completes and goes to /login after 2 s', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/reset-password/request', {
        status: 200,
        body: { message: MESSAGES.resetRequested },
      })
      .on('POST /api/auth/reset-password/verify', { status: 200, body: { token: 'reset-token' } })
      .on('POST /api/auth/reset-password/complete', {
        status: 200,
        body: { message: MESSAGES.resetDone },
      });
    renderAccountPage(<ForgotPasswordPage />, { url: '/forgot-password' });
    expect(document.title).toBe('Arrakis Planner | Forgot Password');
    const user = await requestCode();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If the account exists, a password reset email has been sent.',
    );
    expect(api.current.calls('POST /api/auth/reset-password/request')[0]?.body).toEqual({
      username: 'Stilgar',
      recaptchaToken: BOT_TOKEN,
    });

    await resetWith(user);
    expect(
      await screen.findByText('Your password has been reset. You may now log in.'),
    ).toBeVisible();
    expect(api.current.callOrder().filter((call) => call.includes('reset-password'))).toEqual([
      'POST /api/auth/reset-password/request',
      'POST /api/auth/reset-password/verify',
      'POST /api/auth/reset-password/complete',
    ]);
    expect(api.current.calls('POST /api/auth/reset-password/verify')[0]?.body).toEqual({
      username: 'Stilgar',
      code: '246810',
    });
    expect(api.current.calls('POST /api/auth/reset-password/complete')[0]?.body).toEqual({
      token: 'reset-token',
      newPassword: 'Fremen-Water-7',
    });
    // Still here right away; on /login once the 2 seconds have passed.
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    await waitFor(
      () => {
        expect(screen.getByTestId('location')).toHaveTextContent('/login');
      },
      {
        timeout: 3500,
      },
    );
  });

  it('says the request failed when the server is unreachable', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/reset-password/request', { status: 503, text: 'down' });
    renderAccountPage(<ForgotPasswordPage />, { url: '/forgot-password' });
    await requestCode();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem processing your request. Please try again later.',
    );
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('shows the verify failure (server message or fallback) and does not complete', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/reset-password/request', {
        status: 200,
        body: { message: MESSAGES.resetRequested },
      })
      .on('POST /api/auth/reset-password/verify', apiError(400, MESSAGES.tooManyCodeTries));
    renderAccountPage(<ForgotPasswordPage />, { url: '/forgot-password' });
    const user = await requestCode();
    await resetWith(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyCodeTries);

    api.current.on('POST /api/auth/reset-password/verify', { status: 500, text: 'boom' });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification code.');
    });
    expect(api.current.calls('POST /api/auth/reset-password/complete')).toHaveLength(0);
  });

  it('shows the complete failure (server message or fallback)', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, 'You must be logged in.'))
      .on('POST /api/auth/reset-password/request', {
        status: 200,
        body: { message: MESSAGES.resetRequested },
      })
      .on('POST /api/auth/reset-password/verify', { status: 200, body: { token: 't' } })
      .on('POST /api/auth/reset-password/complete', apiError(400, MESSAGES.weakPassword));
    renderAccountPage(<ForgotPasswordPage />, { url: '/forgot-password' });
    const user = await requestCode();
    await resetWith(user, 'Password-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.weakPassword);

    api.current.on('POST /api/auth/reset-password/complete', { status: 500, text: 'boom' });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'There was a problem resetting your password. Please try again later.',
      );
    });
  });
});
