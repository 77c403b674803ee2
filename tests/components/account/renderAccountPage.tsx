import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { StaticBotCheckProvider } from '../../../src/api/botCheck/BotCheckProvider';
import type { Account } from '../../../src/api/contract/auth';
import { SessionProvider } from '../../../src/api/session/SessionProvider';
import { swrConfig } from '../../../src/api/swrConfig';
import { Toasts } from '../../../src/ui/toast';
import type { User } from '../../../src/api/contract/user';
import { useSession } from '../../../src/api/session/sessionContext';

// The pages wait on real HTTP answers: a busy machine may need more than the default second.
configure({ asyncUtilTimeout: 5000 });

/** A logged-in player. */
export const stilgar: User = {
  username: 'Stilgar',
  email: 'stilgar@sietch-tabr.example',
  role: 'user',
  avatarUrl: null,
};

/** Stilgar's account page data. */
export const stilgarAccount: Account = {
  username: 'Stilgar',
  email: 'stilgar@sietch-tabr.example',
  role: 'user',
  createdAt: '2026-03-14T09:30:00.000Z',
  lastLoggedIn: '2026-11-20T18:05:00.000Z',
  this_login_time: '2026-11-20T18:05:00.000Z',
  last_logged_in: null,
  savedBuildCount: 2,
  savedBuildLimit: 10,
};

/** The token the static bot-check hands out. */
export const BOT_TOKEN = 'test-bot-check-token';

function Probe() {
  const location = useLocation();
  const { user } = useSession();
  return (
    <>
      <span data-testid="location">{location.pathname}</span>
      <span data-testid="user">{user?.username ?? 'nobody'}</span>
    </>
  );
}

/**
 * Renders an account page at `url` as the app does: the real session provider (reading
 * `GET /api/auth/me` from the test's server), a static bot-check, a memory router and a fresh
 * SWR cache. Other paths render "Elsewhere"; the probes show the path and the user.
 */
export function renderAccountPage(
  element: ReactElement,
  {
    url,
    botCheckReady = true,
    loginStepUp,
  }: { url: string; botCheckReady?: boolean; loginStepUp?: () => Promise<string> },
) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <SessionProvider>
        <StaticBotCheckProvider ready={botCheckReady} token={BOT_TOKEN} loginStepUp={loginStepUp}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={url.split(/[?#]/)[0]} element={element} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <Probe />
          </MemoryRouter>
        </StaticBotCheckProvider>
      </SessionProvider>
      <Toasts />
    </SWRConfig>,
  );
}
