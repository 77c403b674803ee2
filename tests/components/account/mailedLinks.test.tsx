import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ResetLinkPage from '../../../src/account/resetLink/ResetLinkPage';
import UndoEmailChangePage from '../../../src/account/undoEmailChange/UndoEmailChangePage';
import { LINK_INCOMPLETE } from '../../../src/api/contract/accountRules';
import { MESSAGES } from '../../../src/api/contract/authTexts';
import { apiError, serveApiPerTest } from './apiServer';
import { renderAccountPage, stilgar } from './renderAccountPage';

const api = serveApiPerTest();
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

describe('UndoEmailChangePage', () => {
  it('changes nothing on opening; the press sends the token and logs this browser out', async () => {
    api.current
      .on('GET /api/auth/me', { status: 200, body: stilgar })
      .on('POST /api/auth/undo-email-change', {
        status: 200,
        body: { message: MESSAGES.emailChangeUndone },
      });
    renderAccountPage(<UndoEmailChangePage />, { url: `/undo-email-change#${TOKEN}` });
    expect(document.title).toBe('Arrakis Planner | Undo Email Change');
    const undo = await screen.findByRole('button', { name: 'Undo the Email Change' });
    expect(screen.getByText(/Every session of your account ends/)).toBeVisible();
    expect(api.current.calls('POST /api/auth/undo-email-change')).toHaveLength(0);
    await userEvent.setup().click(undo);
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.emailChangeUndone);
    expect(api.current.calls('POST /api/auth/undo-email-change')[0]?.body).toEqual({
      token: TOKEN,
    });
    expect(screen.getByRole('link', { name: 'Reset Your Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByTestId('user')).toHaveTextContent('nobody');
  });

  it('an expired link says so; a link without its token says how to open it', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, MESSAGES.notLoggedIn))
      .on('POST /api/auth/undo-email-change', apiError(400, MESSAGES.undoLinkExpired));
    const { unmount } = renderAccountPage(<UndoEmailChangePage />, {
      url: `/undo-email-change#${TOKEN}`,
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Undo the Email Change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.undoLinkExpired);
    unmount();
    renderAccountPage(<UndoEmailChangePage />, { url: '/undo-email-change' });
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INCOMPLETE);
    expect(screen.queryByRole('button', { name: 'Undo the Email Change' })).toBeNull();
  });
});

describe('ResetLinkPage', () => {
  it('sets the new password with the link’s token, once both fields agree', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, MESSAGES.notLoggedIn))
      .on('POST /api/auth/reset-password/complete', {
        status: 200,
        body: { message: MESSAGES.resetDone },
      });
    renderAccountPage(<ResetLinkPage />, { url: `/reset-password#${TOKEN}` });
    expect(document.title).toBe('Arrakis Planner | Choose a New Password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Fremen-Water-7');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fremen-Water-8');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByText('Passwords do not match.')).toBeVisible();
    expect(api.current.calls('POST /api/auth/reset-password/complete')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Fremen-Water-7');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.resetDone);
    expect(api.current.calls('POST /api/auth/reset-password/complete')[0]?.body).toEqual({
      token: TOKEN,
      newPassword: 'Fremen-Water-7',
    });
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('an used link shows the server’s reason and the form stays', async () => {
    api.current
      .on('GET /api/auth/me', apiError(401, MESSAGES.notLoggedIn))
      .on(
        'POST /api/auth/reset-password/complete',
        apiError(400, 'This password reset has expired or was already used.'),
      );
    renderAccountPage(<ResetLinkPage />, { url: `/reset-password#${TOKEN}` });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Fremen-Water-7');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fremen-Water-7');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired or was already used/);
    expect(screen.getByRole('button', { name: 'Set New Password' })).toBeEnabled();
  });
});
