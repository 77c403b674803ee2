import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StaticSessionProvider } from '../../../src/api/session/SessionProvider';
import { RequireLogin } from '../../../src/app/RequireLogin';
import type { User } from '../../../src/api/contract/user';

const PAUL: User = { username: 'Paul', email: 'paul@arrakis.test', role: 'user', avatarUrl: null };

function Where() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{pathname}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** The protected /account page, opened after /classes, in a session of `session`. */
function tree(session: { user: User | null; isLoading?: boolean }, drawn = false) {
  return (
    <StaticSessionProvider user={session.user} isLoading={session.isLoading ?? false}>
      <MemoryRouter initialEntries={['/classes', '/account']} initialIndex={1}>
        <Routes>
          <Route
            path="/account"
            element={
              <RequireLogin drawnWhileSessionLoads={drawn}>
                <h1>Account page</h1>
              </RequireLogin>
            }
          />
          <Route path="/login" element={<h1>Login page</h1>} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </StaticSessionProvider>
  );
}

const renderAt = (session: { user: User | null; isLoading?: boolean }) => render(tree(session));

describe('RequireLogin', () => {
  it('shows nothing and stays while the session loads', () => {
    renderAt({ user: null, isLoading: true });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/account');
  });

  it('shows a page that draws its own frame while the session loads, then sends a visitor away', async () => {
    const { rerender } = render(tree({ user: null, isLoading: true }, true));
    expect(screen.getByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    rerender(tree({ user: null }, true));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account page' })).toBeNull();
  });

  it('sends a visitor to /login, replacing the protected page in the history', async () => {
    renderAt({ user: null });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    // Back goes to the page before, not to the protected page that sent the visitor away.
    screen.getByRole('button', { name: 'Back' }).click();
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/classes');
  });

  it('renders the page for a logged-in player', () => {
    renderAt({ user: PAUL });
    expect(screen.getByRole('heading', { name: 'Account page' })).toBeInTheDocument();
  });
});
