import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AccountPage from '../../../src/account/account/AccountPage';
import { loadPage, reloadPage } from '../../../src/account/shared/browserNavigation';
import { MESSAGES } from '../../../src/api/contract/authTexts';
import { apiError, serveApiPerTest } from './apiServer';
import { BOT_TOKEN, renderAccountPage, stilgar, stilgarAccount } from './renderAccountPage';

// jsdom cannot reload or load a document: the page's two full navigations are watched instead.
vi.mock('../../../src/account/shared/browserNavigation', () => ({
  reloadPage: vi.fn(),
  loadPage: vi.fn(),
}));

const api = serveApiPerTest();

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  vi.mocked(loadPage).mockClear();
});

function loggedIn() {
  api.current
    .on('GET /api/auth/me', { status: 200, body: stilgar })
    .on('GET /api/account', { status: 200, body: stilgarAccount });
}

async function openSection(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

/** The Change Email form (Change Password has its own current-password field). */
function emailForm() {
  const form = screen.getByLabelText('New email').closest('form');
  if (!form) throw new Error('Change Email has no form');
  return within(form);
}

/** The Change Password form. */
function passwordForm() {
  const form = screen.getByLabelText('Confirm new password').closest('form');
  if (!form) throw new Error('Change Password has no form');
  return within(form);
}

describe('AccountPage', () => {
  it('shows the account, with Never for a missing time and saved builds as n/10', async () => {
    loggedIn();
    renderAccountPage(<AccountPage />, { url: '/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const row = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement;
    expect(row('Username')).toHaveTextContent('Stilgar');
    expect(row('Current email')).toHaveTextContent('stilgar@sietch-tabr.example');
    expect(row('Previous login time')).toHaveTextContent('Never');
    expect(row('Last logged in')).not.toHaveTextContent('Never');
    expect(row('Saved builds')).toHaveTextContent('2/10');
    expect(document.title).toBe('Arrakis Planner | Account');
  });

  it("says 'Loading...' first", async () => {
    loggedIn();
    renderAccountPage(<AccountPage />, { url: '/account' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
  });

  it('tells a visitor to log in, with a Go to Login button', async () => {
    api.current.on('GET /api/auth/me', apiError(401, MESSAGES.notLoggedIn));
    renderAccountPage(<AccountPage />, { url: '/account' });
    expect(await screen.findByText('You must be logged in to view your account.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(api.current.calls('GET /api/account')).toHaveLength(0);
  });

  it('shows the error text when the account cannot be read', async () => {
    api.current
      .on('GET /api/auth/me', { status: 200, body: stilgar })
      .on('GET /api/account', { status: 500, text: 'boom' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAccountPage(<AccountPage />, { url: '/account' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch account info');
  });

  it('changes the email: code to the new address, then the code; success reloads the page', async () => {
    loggedIn();
    api.current
      .on('POST /api/account/send-email-code', {
        status: 200,
        body: { message: MESSAGES.codeSent },
      })
      .on('PUT /api/account', {
        status: 200,
        body: {
          message: MESSAGES.emailUpdated,
          user: { ...stilgar, email: 'naib@sietch-tabr.example' },
        },
      });
    renderAccountPage(<AccountPage />, { url: '/account' });
    const user = await openSection('Change Email');
    await user.type(screen.getByLabelText('New email'), 'naib@sietch-tabr.example');
    const send = screen.getByRole('button', { name: 'Send Verification Code' });
    expect(send).toBeDisabled();
    await user.type(emailForm().getByLabelText('Current password'), 'Sand-Walker-42');
    await user.click(send);
    expect(await screen.findByText(MESSAGES.codeSent)).toBeVisible();
    expect(api.current.calls('POST /api/account/send-email-code')[0]?.body).toEqual({
      newEmail: 'naib@sietch-tabr.example',
      recaptchaToken: BOT_TOKEN,
      currentPassword: 'Sand-Walker-42',
    });
    await user.type(screen.getByLabelText('Verification code'), '135790');
    await user.click(screen.getByRole('button', { name: 'Verify and Update Email' }));
    expect(await screen.findByText('Email updated successfully!')).toBeVisible();
    expect(api.current.calls('PUT /api/account')[0]?.body).toEqual({
      email: 'naib@sietch-tabr.example',
      code: '135790',
      currentPassword: 'Sand-Walker-42',
    });
    await waitFor(
      () => {
        expect(reloadPage).toHaveBeenCalledOnce();
      },
      { timeout: 2500 },
    );
  });

  it('Change Email failures: the spec’s texts, then the address can be sent again', async () => {
    loggedIn();
    api.current.on('POST /api/account/send-email-code', { status: 500, text: 'boom' });
    renderAccountPage(<AccountPage />, { url: '/account' });
    const user = await openSection('Change Email');
    await user.type(emailForm().getByLabelText('Current password'), 'Sand-Walker-42');
    await user.type(screen.getByLabelText('New email'), 'naib@sietch');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeVisible();
    expect(api.current.calls('POST /api/account/send-email-code')).toHaveLength(0);

    await user.type(screen.getByLabelText('New email'), '.example');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification code');

    api.current
      .on('POST /api/account/send-email-code', {
        status: 200,
        body: { message: MESSAGES.codeSent },
      })
      .on('PUT /api/account', { status: 400, text: '' });
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and Update Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid code$/);
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeEnabled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('changes the password: request with both passwords, then verify and complete in order', async () => {
    loggedIn();
    api.current
      .on('POST /api/auth/reset-password/request', {
        status: 200,
        body: { message: MESSAGES.codeSent },
      })
      .on('POST /api/auth/reset-password/verify', { status: 200, body: { token: 'tok' } })
      .on('POST /api/auth/reset-password/complete', {
        status: 200,
        body: { message: MESSAGES.passwordChanged },
      });
    renderAccountPage(<AccountPage />, { url: '/account' });
    const user = await openSection('Change Password');
    await user.type(passwordForm().getByLabelText('Current password'), 'Old-Water-1');
    await user.type(screen.getByLabelText('New password'), 'New-Water-2');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-Water-2');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await user.type(await screen.findByLabelText('Verification code'), '112233');
    await user.click(screen.getByRole('button', { name: 'Verify and Change Password' }));
    expect(await screen.findByText('Password changed successfully!')).toBeVisible();
    expect(api.current.callOrder().filter((call) => call.includes('reset-password'))).toEqual([
      'POST /api/auth/reset-password/request',
      'POST /api/auth/reset-password/verify',
      'POST /api/auth/reset-password/complete',
    ]);
    expect(api.current.calls('POST /api/auth/reset-password/request')[0]?.body).toEqual({
      username: 'Stilgar',
      currentPassword: 'Old-Water-1',
      newPassword: 'New-Water-2',
      recaptchaToken: BOT_TOKEN,
    });
    expect(api.current.calls('POST /api/auth/reset-password/complete')[0]?.body).toEqual({
      token: 'tok',
      newPassword: 'New-Water-2',
    });
  });

  it('Change Password failure: the server message, else the spec’s text', async () => {
    loggedIn();
    api.current.on(
      'POST /api/auth/reset-password/request',
      apiError(400, MESSAGES.wrongCurrentPassword),
    );
    renderAccountPage(<AccountPage />, { url: '/account' });
    const user = await openSection('Change Password');
    await user.type(passwordForm().getByLabelText('Current password'), 'Wrong-Water-1');
    await user.type(screen.getByLabelText('New password'), 'New-Water-2');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-Water-2');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.wrongCurrentPassword);
    api.current.on('POST /api/auth/reset-password/request', { status: 503, text: 'down' });
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to update password');
    });
  });

  it('Logout (Current Session) logs out and goes to /login', async () => {
    loggedIn();
    api.current.on('POST /api/auth/logout', { status: 204 });
    renderAccountPage(<AccountPage />, { url: '/account' });
    await openSection('Logout (Current Session)');
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    });
    expect(screen.getByTestId('user')).toHaveTextContent('nobody');
    expect(api.current.calls('POST /api/auth/logout')[0]?.headers['x-requested-with']).toBe(
      'arrakis',
    );
  });

  it("Logout (Current Session) says 'Logout failed', or 'Failed to logout' without an answer", async () => {
    loggedIn();
    api.current.on('POST /api/auth/logout', { status: 500, body: { statusCode: 500 } });
    renderAccountPage(<AccountPage />, { url: '/account' });
    const user = await openSection('Logout (Current Session)');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Logout failed$/);
    api.current.on('POST /api/auth/logout', { status: 503, text: 'Service Unavailable' });
    await user.click(screen.getByRole('button', { name: 'Logout (Current Session)' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to logout$/);
    });
    expect(screen.getByTestId('user')).toHaveTextContent('Stilgar');
  });

  it('Logout all sessions ends them all and goes to /login; a failure says so', async () => {
    loggedIn();
    api.current.on('POST /api/auth/logout-all', { status: 500, body: { statusCode: 500 } });
    renderAccountPage(<AccountPage />, { url: '/account' });
    const user = await openSection('Logout all sessions');
    expect(await screen.findByRole('alert')).toHaveTextContent('Logout all sessions failed');
    // No answer the page could read: the spec's other text.
    api.current.on('POST /api/auth/logout-all', { status: 502, text: 'Bad Gateway' });
    await user.click(screen.getByRole('button', { name: 'Logout all sessions' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to logout all sessions$/);
    });
    api.current.on('POST /api/auth/logout-all', { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Logout all sessions' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    });
    expect(screen.getByTestId('user')).toHaveTextContent('nobody');
  });

  it('deletes the account after the typed word and the final Yes, then logs out and loads /', async () => {
    loggedIn();
    api.current
      .on('DELETE /api/users/Stilgar', { status: 200, body: { message: MESSAGES.accountDeleted } })
      .on('POST /api/auth/logout', apiError(401, MESSAGES.notLoggedIn));
    renderAccountPage(<AccountPage />, { url: '/account' });
    const user = await openSection('Delete Account');
    const typed = screen.getByRole('dialog', { name: 'Delete Account' });
    const confirm = within(typed).getByRole('button', { name: 'Delete Account' });
    await user.type(within(typed).getByLabelText('Type delete to confirm'), 'delet');
    expect(confirm).toBeDisabled();
    await user.type(within(typed).getByLabelText('Type delete to confirm'), 'e');
    await user.click(confirm);
    const final = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    const yes = within(final).getByRole('button', { name: 'Yes, delete my account' });
    expect(yes).toBeDisabled();
    await user.type(within(final).getByLabelText('Current password'), 'Sand-Walker-42');
    await user.click(yes);
    await waitFor(() => {
      expect(loadPage).toHaveBeenCalledWith('/');
    });
    expect(api.current.calls('DELETE /api/users/Stilgar')[0]?.body).toEqual({
      recaptchaToken: BOT_TOKEN,
      currentPassword: 'Sand-Walker-42',
    });
    expect(screen.getByTestId('user')).toHaveTextContent('nobody');
  });

  it('a refused deletion shows the server message, else the spec’s text, and stays', async () => {
    loggedIn();
    api.current.on('DELETE /api/users/Stilgar', apiError(403, MESSAGES.onlyOwnAccount));
    renderAccountPage(<AccountPage />, { url: '/account' });
    const user = await openSection('Delete Account');
    await user.type(screen.getByLabelText('Type delete to confirm'), 'delete');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Account' })).getByRole('button', {
        name: 'Delete Account',
      }),
    );
    const final = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.type(within(final).getByLabelText('Current password'), 'Not-The-One-1');
    await user.click(within(final).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await within(final).findByRole('alert')).toHaveTextContent(MESSAGES.onlyOwnAccount);
    api.current.on('DELETE /api/users/Stilgar', { status: 500, text: 'boom' });
    await user.click(within(final).getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => {
      expect(within(final).getByRole('alert')).toHaveTextContent('Failed to delete account');
    });
    expect(loadPage).not.toHaveBeenCalled();
    expect(screen.getByTestId('user')).toHaveTextContent('Stilgar');
  });
});
