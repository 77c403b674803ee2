import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeEmail } from '../../../src/api/account/changeEmail';
import { deleteAccount } from '../../../src/api/account/deleteAccount';
import { sendEmailCode } from '../../../src/api/account/sendEmailCode';
import { forgotUsername } from '../../../src/api/auth/forgotUsername';
import { login } from '../../../src/api/auth/login';
import { logout } from '../../../src/api/auth/logout';
import { logoutAll } from '../../../src/api/auth/logoutAll';
import { fetchMe } from '../../../src/api/auth/me';
import { register } from '../../../src/api/auth/register';
import {
  completePasswordReset,
  requestPasswordReset,
  verifyPasswordReset,
} from '../../../src/api/auth/resetPassword';
import { undoEmailChange } from '../../../src/api/auth/undoEmailChange';
import { updateSettings } from '../../../src/api/auth/updateSettings';
import { verifySignup } from '../../../src/api/auth/verifySignup';
import { ApiRequestError } from '../../../src/api/requestJson';
import { type ApiTestServer, startApiTestServer } from './apiTestServer';

const USER = { username: 'Paul', email: 'paul@arrakis.test', role: 'user', avatarUrl: null };
const MESSAGE = { message: 'Done.' };

let server: ApiTestServer;
beforeEach(async () => {
  server = await startApiTestServer();
});
afterEach(async () => {
  await server.close();
});

interface EndpointCase {
  name: string;
  call: () => Promise<unknown>;
  method: string;
  url: string;
  body: unknown;
  ok: { status: number; json?: unknown };
  fallback: string;
  /** The spec's text when no answer could be read (a proxy's page); default `fallback`. */
  unanswered?: string;
}

const cases: EndpointCase[] = [
  {
    name: 'login',
    call: () => login({ username: 'Paul', password: 'pw', rememberMe: true, recaptchaToken: 't' }),
    method: 'POST',
    url: '/api/auth/login',
    body: { username: 'Paul', password: 'pw', rememberMe: true, recaptchaToken: 't' },
    ok: { status: 200, json: USER },
    fallback: 'Login failed',
    unanswered: 'Failed to login',
  },
  {
    name: 'register',
    call: () =>
      register({ username: 'Paul', email: 'p@a.test', password: 'Pw1!aaaa', recaptchaToken: 't' }),
    method: 'POST',
    url: '/api/auth/register',
    body: { username: 'Paul', email: 'p@a.test', password: 'Pw1!aaaa', recaptchaToken: 't' },
    ok: { status: 200, json: MESSAGE },
    fallback: 'Registration failed',
    unanswered: 'Failed to register',
  },
  {
    name: 'verifySignup',
    call: () =>
      verifySignup({ username: 'Paul', email: 'p@a.test', password: 'Pw1!aaaa', code: '123456' }),
    method: 'POST',
    url: '/api/auth/verify-signup',
    body: { username: 'Paul', email: 'p@a.test', password: 'Pw1!aaaa', code: '123456' },
    ok: { status: 201, json: USER },
    fallback: 'Verification failed',
    unanswered: 'Failed to verify signup',
  },
  {
    name: 'logout',
    call: logout,
    method: 'POST',
    url: '/api/auth/logout',
    body: '',
    ok: { status: 204 },
    fallback: 'Logout failed',
    unanswered: 'Failed to logout',
  },
  {
    name: 'logoutAll',
    call: logoutAll,
    method: 'POST',
    url: '/api/auth/logout-all',
    body: '',
    ok: { status: 204 },
    fallback: 'Logout all sessions failed',
    unanswered: 'Failed to logout all sessions',
  },
  {
    name: 'updateSettings',
    call: () => updateSettings({ username: 'Paul', email: 'p@a.test' }),
    method: 'PUT',
    url: '/api/auth/settings',
    body: { username: 'Paul', email: 'p@a.test' },
    ok: { status: 200, json: USER },
    fallback: 'Failed to update settings',
  },
  {
    name: 'requestPasswordReset',
    call: () => requestPasswordReset({ username: 'Paul', recaptchaToken: 't' }),
    method: 'POST',
    url: '/api/auth/reset-password/request',
    body: { username: 'Paul', recaptchaToken: 't' },
    ok: { status: 200, json: MESSAGE },
    fallback: 'There was a problem processing your request. Please try again later.',
  },
  {
    name: 'verifyPasswordReset',
    call: () => verifyPasswordReset({ username: 'Paul', code: '123456' }),
    method: 'POST',
    url: '/api/auth/reset-password/verify',
    body: { username: 'Paul', code: '123456' },
    ok: { status: 200, json: { token: 'tok' } },
    fallback: 'Invalid verification code.',
  },
  {
    name: 'completePasswordReset',
    call: () => completePasswordReset({ token: 'tok', newPassword: 'Pw1!aaaa' }),
    method: 'POST',
    url: '/api/auth/reset-password/complete',
    body: { token: 'tok', newPassword: 'Pw1!aaaa' },
    ok: { status: 200, json: MESSAGE },
    fallback: 'There was a problem resetting your password. Please try again later.',
  },
  {
    name: 'forgotUsername',
    call: () => forgotUsername({ email: 'p@a.test', recaptchaToken: 't' }),
    method: 'POST',
    url: '/api/auth/forgot-username',
    body: { email: 'p@a.test', recaptchaToken: 't' },
    ok: { status: 200, json: MESSAGE },
    fallback: 'There was a problem processing your request. Please try again later.',
  },
  {
    name: 'sendEmailCode',
    call: () =>
      sendEmailCode({ newEmail: 'new@a.test', recaptchaToken: 't', currentPassword: 'p' }),
    method: 'POST',
    url: '/api/account/send-email-code',
    body: { newEmail: 'new@a.test', recaptchaToken: 't', currentPassword: 'p' },
    ok: { status: 200, json: MESSAGE },
    fallback: 'Failed to send verification code',
  },
  {
    name: 'changeEmail',
    call: () => changeEmail({ email: 'new@a.test', code: '123456', currentPassword: 'p' }),
    method: 'PUT',
    url: '/api/account',
    body: { email: 'new@a.test', code: '123456', currentPassword: 'p' },
    ok: { status: 200, json: { message: 'Email updated successfully!', user: USER } },
    fallback: 'Failed to update email',
  },
  {
    name: 'deleteAccount',
    call: () => deleteAccount('Paul Atreides', { recaptchaToken: 't', currentPassword: 'p' }),
    method: 'DELETE',
    url: '/api/users/Paul%20Atreides',
    body: { recaptchaToken: 't', currentPassword: 'p' },
    ok: { status: 200, json: MESSAGE },
    fallback: 'Failed to delete account',
  },
  {
    name: 'undoEmailChange',
    call: () => undoEmailChange({ token: 'abcdefghijklmnopqrstuv' }),
    method: 'POST',
    url: '/api/auth/undo-email-change',
    body: { token: 'abcdefghijklmnopqrstuv' },
    ok: { status: 200, json: MESSAGE },
    fallback: 'The email change could not be undone. Please try again in a moment.',
  },
];

describe.each(cases)('$name', ({ call, method, url, body, ok, fallback, unanswered }) => {
  it(`${method} ${url} with the body, answering the parsed result`, async () => {
    server.answer(() => ok);
    await expect(call()).resolves.toEqual(ok.json);
    const [seen] = server.requests;
    expect(seen?.method).toBe(method);
    expect(seen?.url).toBe(url);
    expect(seen?.headers['x-requested-with']).toBe('arrakis');
    expect(seen?.body === '' ? '' : JSON.parse(seen?.body ?? '')).toEqual(body);
  });

  it(`fails with the server's message, else '${fallback}', or '${unanswered ?? fallback}' unread`, async () => {
    server.answer(() => ({ status: 429, json: { statusCode: 429, message: 'Slow down.' } }));
    await expect(call()).rejects.toThrow('Slow down.');
    server.answer(() => ({
      status: 500,
      json: { statusCode: 500, error: 'Internal Server Error' },
    }));
    const error: unknown = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(fallback);
    expect((error as ApiRequestError).status).toBe(500);
    server.answer(() => ({ status: 500, text: 'oops' }));
    const unread: unknown = await call().catch((e: unknown) => e);
    expect(unread).toBeInstanceOf(ApiRequestError);
    expect((unread as ApiRequestError).message).toBe(unanswered ?? fallback);
    expect((unread as ApiRequestError).status).toBe(500);
  });
});

describe('fetchMe', () => {
  it('answers the logged-in user', async () => {
    server.answer(() => ({ status: 200, json: USER }));
    await expect(fetchMe()).resolves.toEqual(USER);
  });

  it('answers null for a visitor (401) without logging a Query error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.answer(() => ({
      status: 401,
      json: { statusCode: 401, message: 'You must be logged in.' },
    }));
    await expect(fetchMe()).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it("logs other failures as 'Query error' and throws 'Failed to fetch user'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.answer(() => ({
      status: 500,
      json: { statusCode: 500, message: 'Internal Server Error' },
    }));
    const error: unknown = await fetchMe().catch((e: unknown) => e);
    expect((error as Error).message).toBe('Failed to fetch user');
    expect((error as ApiRequestError).status).toBe(500);
    expect(log).toHaveBeenCalledWith('Query error', expect.any(ApiRequestError));
  });
});
