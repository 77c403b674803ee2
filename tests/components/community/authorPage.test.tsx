import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fetchAuthor } from '../../../src/api/authors/author';
import { ApiRequestError } from '../../../src/api/requestJson';
import { swrConfig } from '../../../src/api/swrConfig';
import AuthorPage from '../../../src/community/author/AuthorPage';
import { buildsBy, CHANI, NEWCOMER } from '../../../stories/community/author/fixtures';
import { serveAuthorsPerTest } from './authorServer';

// The page waits on real HTTP answers: a busy machine may need more than the default second.
configure({ asyncUtilTimeout: 5000 });

const server = serveAuthorsPerTest();

/** /user/:username at `url`, with a fresh SWR cache and the community list to go back to. */
function openAuthor(url: string) {
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/user/:username" element={<AuthorPage timeZone="UTC" />} />
          <Route path="/community-builds" element={<p>The community list</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  return userEvent.setup();
}

describe('the author page over HTTP', () => {
  it("shows the author's profile and only their Public builds, newest first", async () => {
    server.current.authors = [CHANI];
    server.current.builds = [...buildsBy('Chani', 3), ...buildsBy('Stilgar', 2)];
    openAuthor('/user/chani');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chani' })).toBeDefined();
    expect(screen.getByText('Joined Mar 14, 2026')).toBeDefined();
    expect(screen.getByText('360 likes')).toBeDefined();
    expect(screen.getByText('15 public builds')).toBeDefined();
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(3);
    });
    expect(await screen.findByText("You've reached the end of the list.")).toBeDefined();
    expect(document.title).toBe('Arrakis Planner | Chani');
    const list = server.current.requests.find((url) => url.pathname === '/api/public-builds');
    expect(list?.searchParams.toString()).toBe(
      'page=1&limit=12&sortBy=updated_at&sortOrder=desc&sharing=Public&author=chani',
    );
  });

  it("says 'User not found.' for an unknown account and links back to the community", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = openAuthor('/user/Nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'User not found.' })).toBeDefined();
    expect(document.title).toBe('Arrakis Planner | User Not Found');
    await user.click(screen.getByRole('link', { name: 'Browse Community Builds' }));
    expect(screen.getByText('The community list')).toBeDefined();
  });

  it('says the author has no public builds yet when the list is empty', async () => {
    server.current.authors = [NEWCOMER];
    openAuthor('/user/Paul');
    expect(await screen.findByText('Paul has no public builds yet.')).toBeDefined();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows why the profile could not be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.current.profileFailure = { status: 503, text: '' };
    openAuthor('/user/Chani');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load this author.');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('fetchAuthor', () => {
  it("reads any 404 as 'User not found.' whatever the server's words", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await fetchAuthor('/api/users/Nobody').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).message).toBe('User not found.');
    expect((failure as ApiRequestError).status).toBe(404);
  });
});
