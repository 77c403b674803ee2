import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccount } from '../../../src/api/account/account';
import { SessionProvider, StaticSessionProvider } from '../../../src/api/session/SessionProvider';
import { swrConfig } from '../../../src/api/swrConfig';
import { type ApiTestServer, startApiTestServer } from './apiTestServer';
import { useSession } from '../../../src/api/session/sessionContext';

const PAUL = {
  username: 'Paul',
  email: 'paul@arrakis.test',
  role: 'user',
  avatarUrl: null,
} as const;
const ACCOUNT = {
  username: 'Paul',
  email: 'paul@arrakis.test',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoggedIn: null,
  this_login_time: null,
  last_logged_in: null,
  savedBuildCount: 2,
  savedBuildLimit: 10,
};

let server: ApiTestServer;
let loggedIn: boolean;
beforeEach(async () => {
  loggedIn = true;
  server = await startApiTestServer(({ method, url }) => {
    if (url === '/api/auth/me') {
      return loggedIn
        ? { status: 200, json: PAUL }
        : { status: 401, json: { statusCode: 401, message: 'You must be logged in.' } };
    }
    if (url === '/api/account' && method === 'GET') return { status: 200, json: ACCOUNT };
    if (url === '/api/auth/logout' || url === '/api/auth/logout-all') {
      loggedIn = false;
      return { status: 204 };
    }
    return undefined;
  });
});
afterEach(async () => {
  await server.close();
});

function Probe() {
  const session = useSession();
  const account = useAccount(session.user !== null);
  // A second reader of the account key, as a page would have, to see what the cache holds.
  const cached = useSWR<unknown>('/api/account', null);
  return (
    <div>
      <p data-testid="state">
        {session.isLoading ? 'loading' : (session.user?.username ?? 'visitor')}
      </p>
      <p data-testid="account">{account.data ? `${account.data.savedBuildCount}/10` : 'none'}</p>
      <p data-testid="cached">{cached.data ? 'cached' : 'empty'}</p>
      <p data-testid="error">{session.error?.message ?? ''}</p>
      <button type="button" onClick={() => void session.logout()}>
        Logout
      </button>
      <button type="button" onClick={() => void session.logoutAll()}>
        Logout everywhere
      </button>
      <button type="button" onClick={() => void session.refresh()}>
        Refresh
      </button>
      <button
        type="button"
        onClick={() => {
          session.setUser({ ...PAUL, username: 'Muaddib' });
        }}
      >
        Rename
      </button>
    </div>
  );
}

function renderWithSession(children: ReactNode = <Probe />) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <SessionProvider>{children}</SessionProvider>
    </SWRConfig>,
  );
}

const meRequests = () => server.requests.filter((r) => r.url === '/api/auth/me').length;

describe('SessionProvider', () => {
  it('reads the current user once, loading until the answer', async () => {
    renderWithSession();
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    await waitFor(() => {
      expect(screen.getByTestId('state')).toHaveTextContent('Paul');
    });
    expect(meRequests()).toBe(1);
  });

  it('knows a visitor (401) without an error', async () => {
    loggedIn = false;
    renderWithSession();
    await waitFor(() => {
      expect(screen.getByTestId('state')).toHaveTextContent('visitor');
    });
    expect(screen.getByTestId('error')).toHaveTextContent('');
  });

  it("reports 'Failed to fetch user' when the server fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.answer(() => ({ status: 500, text: 'down' }));
    renderWithSession();
    await waitFor(() => {
      expect(screen.getByTestId('error')).toHaveTextContent('Failed to fetch user');
    });
    expect(screen.getByTestId('state')).toHaveTextContent('visitor');
  });

  it('logs out: calls the API, clears the user and the cached account', async () => {
    const user = userEvent.setup();
    renderWithSession();
    await waitFor(() => {
      expect(screen.getByTestId('account')).toHaveTextContent('2/10');
    });
    expect(screen.getByTestId('cached')).toHaveTextContent('cached');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => {
      expect(screen.getByTestId('state')).toHaveTextContent('visitor');
    });
    expect(screen.getByTestId('account')).toHaveTextContent('none');
    expect(screen.getByTestId('cached')).toHaveTextContent('empty');
    const logoutCall = server.requests.find((r) => r.url === '/api/auth/logout');
    expect(logoutCall?.method).toBe('POST');
    expect(logoutCall?.headers['x-requested-with']).toBe('arrakis');
  });

  it('logs out everywhere through logout-all', async () => {
    const user = userEvent.setup();
    renderWithSession();
    await waitFor(() => {
      expect(screen.getByTestId('state')).toHaveTextContent('Paul');
    });
    await user.click(screen.getByRole('button', { name: 'Logout everywhere' }));
    await waitFor(() => {
      expect(screen.getByTestId('state')).toHaveTextContent('visitor');
    });
    expect(server.requests.some((r) => r.url === '/api/auth/logout-all')).toBe(true);
  });

  it('keeps the user when logging out fails, and rejects with the text', async () => {
    let failure: unknown = null;
    function Logout() {
      const session = useSession();
      return (
        <>
          <p data-testid="who">{session.user?.username ?? 'visitor'}</p>
          <button
            type="button"
            onClick={() => {
              session.logout().catch((error: unknown) => {
                failure = error;
              });
            }}
          >
            Logout
          </button>
        </>
      );
    }
    renderWithSession(<Logout />);
    await waitFor(() => {
      expect(screen.getByTestId('who')).toHaveTextContent('Paul');
    });
    server.answer(() => ({ status: 503, json: { statusCode: 503 } }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => {
      expect(failure).toBeInstanceOf(Error);
    });
    expect((failure as Error).message).toBe('Logout failed');
    expect(screen.getByTestId('who')).toHaveTextContent('Paul');

    // No answer it could read (an empty 503 from a proxy): the spec's other text.
    failure = null;
    server.answer(() => ({ status: 503 }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => {
      expect(failure).toBeInstanceOf(Error);
    });
    expect((failure as Error).message).toBe('Failed to logout');
    expect(screen.getByTestId('who')).toHaveTextContent('Paul');
  });

  it("rejects logging out everywhere with 'Failed to logout all sessions' without an answer", async () => {
    let failure: unknown = null;
    function LogoutAll() {
      const session = useSession();
      return (
        <button
          type="button"
          onClick={() => {
            session.logoutAll().catch((error: unknown) => {
              failure = error;
            });
          }}
        >
          {session.user?.username ?? 'visitor'}
        </button>
      );
    }
    renderWithSession(<LogoutAll />);
    const button = await screen.findByRole('button', { name: 'Paul' });
    server.answer(() => ({ status: 502, text: 'Bad Gateway' }));
    await userEvent.setup().click(button);
    await waitFor(() => {
      expect(failure).toBeInstanceOf(Error);
    });
    expect((failure as Error).message).toBe('Failed to logout all sessions');
    expect(button).toHaveTextContent('Paul');
  });

  it("rejects a refresh that fails with 'Failed to refetch user' and keeps the user", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failure: unknown = null;
    function Refresh() {
      const session = useSession();
      return (
        <button
          type="button"
          onClick={() => {
            session.refresh().catch((error: unknown) => {
              failure = error;
            });
          }}
        >
          {session.user?.username ?? 'visitor'}
        </button>
      );
    }
    renderWithSession(<Refresh />);
    const button = await screen.findByRole('button', { name: 'Paul' });
    server.answer(() => ({ status: 500, text: 'down' }));
    await userEvent.setup().click(button);
    await waitFor(() => {
      expect(failure).toBeInstanceOf(Error);
    });
    expect((failure as Error).message).toBe('Failed to refetch user');
    expect(button).toHaveTextContent('Paul');
  });

  it('sets the user without a request, and refreshes it from the server', async () => {
    const user = userEvent.setup();
    renderWithSession();
    await waitFor(() => {
      expect(screen.getByTestId('state')).toHaveTextContent('Paul');
    });
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByTestId('state')).toHaveTextContent('Muaddib');
    expect(meRequests()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => {
      expect(screen.getByTestId('state')).toHaveTextContent('Paul');
    });
    expect(meRequests()).toBe(2);
  });

  it('refuses to be used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Outside() {
      useSession();
      return null;
    }
    expect(() => render(<Outside />)).toThrow('useSession must be used inside a SessionProvider.');
  });
});

describe('StaticSessionProvider', () => {
  it('serves the given user without any request; setUser and logout work', async () => {
    const before = server.requests.length;
    function Static() {
      const session = useSession();
      return (
        <>
          <p data-testid="who">{session.user?.username ?? 'visitor'}</p>
          <button type="button" onClick={() => void session.logout()}>
            Logout
          </button>
          <button
            type="button"
            onClick={() => {
              session.setUser(PAUL);
            }}
          >
            Login
          </button>
        </>
      );
    }
    render(
      <StaticSessionProvider user={{ ...PAUL, username: 'Chani' }}>
        <Static />
      </StaticSessionProvider>,
    );
    expect(screen.getByTestId('who')).toHaveTextContent('Chani');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('who')).toHaveTextContent('visitor');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByTestId('who')).toHaveTextContent('Paul');
    expect(server.requests.length).toBe(before);
  });

  it('can pretend to be loading', () => {
    function Loading() {
      const { isLoading, user } = useSession();
      return <p>{isLoading && user === null ? 'loading' : 'loaded'}</p>;
    }
    act(() => {
      render(
        <StaticSessionProvider user={PAUL} isLoading>
          <Loading />
        </StaticSessionProvider>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
