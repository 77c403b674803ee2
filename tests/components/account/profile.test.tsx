import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProfilePage from '../../../src/account/profile/ProfilePage';
import { serveApiPerTest } from './apiServer';
import { renderAccountPage, stilgar } from './renderAccountPage';

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
