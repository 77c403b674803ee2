import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MyBuildsPage from '../../../src/account/myBuilds/MyBuildsPage';
import ProfilePage from '../../../src/account/profile/ProfilePage';
import { MESSAGES } from '../../../src/api/contract/auth';
import { apiError, serveApiPerTest } from './apiServer';
import { renderAccountPage, stilgar, stilgarAccount } from './renderAccountPage';

const api = serveApiPerTest();

describe('ProfilePage', () => {
  it("shows the logged-in player's letter avatar, username, email and role", async () => {
    api.current.on('GET /api/auth/me', { status: 200, body: { ...stilgar, username: 'stilgar' } });
    renderAccountPage(<ProfilePage />, { url: '/profile' });
    expect(await screen.findByRole('img', { name: 'Avatar of stilgar' })).toHaveTextContent('S');
    expect(screen.getByText(stilgar.email)).toBeVisible();
    expect(screen.getByText('Player')).toBeVisible();
    expect(document.title).toBe('Arrakis Planner | Profile');
  });
});

describe('MyBuildsPage', () => {
  it('heads the page with the save slots used from the account', async () => {
    api.current
      .on('GET /api/auth/me', { status: 200, body: stilgar })
      .on('GET /api/account', { status: 200, body: stilgarAccount });
    renderAccountPage(<MyBuildsPage />, { url: '/my-builds' });
    expect(
      await screen.findByRole('heading', { name: 'My Builds (2/10 save slots used)' }),
    ).toBeVisible();
    expect(screen.queryByText('You have not saved any builds yet.')).not.toBeInTheDocument();
  });

  it('says there are no builds yet at 0', async () => {
    api.current
      .on('GET /api/auth/me', { status: 200, body: stilgar })
      .on('GET /api/account', { status: 200, body: { ...stilgarAccount, savedBuildCount: 0 } });
    renderAccountPage(<MyBuildsPage />, { url: '/my-builds' });
    expect(await screen.findByText('You have not saved any builds yet.')).toBeVisible();
  });

  it('tells a visitor to log in', async () => {
    api.current.on('GET /api/auth/me', apiError(401, MESSAGES.notLoggedIn));
    renderAccountPage(<MyBuildsPage />, { url: '/my-builds' });
    expect(await screen.findByText('You must be logged in to view your builds.')).toBeVisible();
  });

  it("says 'Failed to fetch builds' when the account cannot be read", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.current
      .on('GET /api/auth/me', { status: 200, body: stilgar })
      .on('GET /api/account', { status: 500, text: 'boom' });
    renderAccountPage(<MyBuildsPage />, { url: '/my-builds' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch builds');
  });
});
