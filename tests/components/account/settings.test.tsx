import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_NEEDED } from '../../../src/account/settings/SettingsForm';
import SettingsPage from '../../../src/account/settings/SettingsPage';
import { MESSAGES } from '../../../src/api/contract/authTexts';
import { apiError, serveApiPerTest } from './apiServer';
import { BOT_TOKEN, renderAccountPage, stilgar } from './renderAccountPage';

const api = serveApiPerTest();

// Toasts live in sonner's module-wide store: each test starts with none.
beforeEach(() => {
  toast.dismiss();
});

/** Waits for a toast that says `text` (the one on screen, not a leftover being removed). */
async function expectToast(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByTestId('toast').find((card) => card.textContent.includes(text));
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

async function edit() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return user;
}

describe('SettingsPage', () => {
  it('saves a new username at once, toasts the spec’s success and leaves editing', async () => {
    api.current
      .on('GET /api/auth/me', { status: 200, body: stilgar })
      .on('PUT /api/auth/settings', {
        status: 200,
        body: { ...stilgar, username: 'Stilgar-Naib' },
      });
    renderAccountPage(<SettingsPage />, { url: '/settings' });
    const user = await edit();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'Stilgar-Naib');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const saved = await expectToast('Settings updated');
    expect(saved).toHaveAttribute('data-kind', 'success');
    expect(saved).toHaveTextContent('Your settings have been successfully updated.');
    expect(api.current.calls('PUT /api/auth/settings')[0]?.body).toEqual({
      username: 'Stilgar-Naib',
      email: stilgar.email,
    });
    expect(screen.getByTestId('user')).toHaveTextContent('Stilgar-Naib');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Username')).toHaveValue('Stilgar-Naib');
    expect(api.current.calls('POST /api/account/send-email-code')).toHaveLength(0);
  });

  it('never saves a new email unverified: code to the new address first, then the save with it', async () => {
    const naib = { ...stilgar, email: 'naib@sietch-tabr.example' };
    api.current
      .on('GET /api/auth/me', { status: 200, body: stilgar })
      .on('POST /api/account/send-email-code', {
        status: 200,
        body: { message: MESSAGES.codeSent },
      })
      .on('PUT /api/auth/settings', { status: 200, body: naib });
    renderAccountPage(<SettingsPage />, { url: '/settings' });
    const user = await edit();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), naib.email);
    // A new email needs the current password: without it, Save says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(CURRENT_PASSWORD_NEEDED)).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(api.current.calls('POST /api/account/send-email-code')).toHaveLength(0);
    await user.type(screen.getByLabelText('Current password'), 'Sand-Walker-42');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your new email' });
    expect(api.current.calls('POST /api/account/send-email-code')[0]?.body).toEqual({
      newEmail: naib.email,
      recaptchaToken: BOT_TOKEN,
      currentPassword: 'Sand-Walker-42',
    });
    expect(api.current.calls('PUT /api/auth/settings')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Verification code'), '975310');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expectToast('Settings updated');
    expect(api.current.calls('PUT /api/auth/settings')[0]?.body).toEqual({
      username: 'Stilgar',
      email: naib.email,
      code: '975310',
      currentPassword: 'Sand-Walker-42',
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByLabelText('Email')).toHaveValue(naib.email);
  });

  it('a refused save toasts the server message, else the spec’s text, and keeps editing', async () => {
    api.current
      .on('GET /api/auth/me', { status: 200, body: stilgar })
      .on('PUT /api/auth/settings', apiError(409, MESSAGES.usernameTaken));
    renderAccountPage(<SettingsPage />, { url: '/settings' });
    const user = await edit();
    await user.type(screen.getByLabelText('Username'), '2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await expectToast(MESSAGES.usernameTaken)).toHaveAttribute('data-kind', 'error');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();

    api.current.on('PUT /api/auth/settings', { status: 500, text: 'boom' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Failed to update settings');
  });

  it('a wrong code keeps the dialog open with the reason', async () => {
    api.current
      .on('GET /api/auth/me', { status: 200, body: stilgar })
      .on('POST /api/account/send-email-code', {
        status: 200,
        body: { message: MESSAGES.codeSent },
      })
      .on('PUT /api/auth/settings', apiError(400, MESSAGES.invalidCode));
    renderAccountPage(<SettingsPage />, { url: '/settings' });
    const user = await edit();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'naib@sietch-tabr.example');
    await user.type(screen.getByLabelText('Current password'), 'Sand-Walker-42');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your new email' });
    await user.type(within(dialog).getByLabelText('Verification code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.invalidCode);
    expect(screen.getByTestId('user')).toHaveTextContent('Stilgar');
  });
});
