import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../../../src/api/swrConfig';
import CommunityBuildsPage from '../../../src/community/CommunityBuildsPage';
import { manyBuilds, TAGGED_BUILD, UNTAGGED_BUILD } from '../../../stories/community/fixtures';
import { servePublicBuildsPerTest } from './publicBuildsServer';

// The page waits on real HTTP answers: a busy machine may need more than the default second.
configure({ asyncUtilTimeout: 5000 });

const server = servePublicBuildsPerTest();

/** The address and a Back button, as the browser would offer them. */
function BrowserBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <span data-testid="location">{location.pathname + location.search}</span>
      <button
        type="button"
        onClick={() => {
          void navigate(-1);
        }}
      >
        Back
      </button>
    </>
  );
}

/** /community-builds at `url`, with a fresh SWR cache. */
function openCommunity(url = '/community-builds') {
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <MemoryRouter initialEntries={[url]}>
        <CommunityBuildsPage />
        <BrowserBar />
      </MemoryRouter>
    </SWRConfig>,
  );
  return userEvent.setup();
}

function currentAddress(): string {
  return screen.getByTestId('location').textContent;
}

describe('the Community Builds page over HTTP', () => {
  it('lists the first 12 Public builds, most liked first by default (spec §4)', async () => {
    server.current.builds = manyBuilds(20);
    openCommunity();
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(12);
    });
    const [query] = server.current.queries;
    expect(query?.toString()).toBe('page=1&limit=12&sortBy=likes&sortOrder=desc&sharing=Public');
    expect(screen.queryByText("You've reached the end of the list.")).toBeNull();
  });

  it('keeps the filters in the address, and Back returns to the previous list', async () => {
    server.current.builds = [TAGGED_BUILD, UNTAGGED_BUILD];
    const user = openCommunity();
    await screen.findByRole('article', { name: 'Plain Mentat' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Main Tag' }), 'Sniper');
    expect(currentAddress()).toBe('/community-builds?mainTag=Sniper');
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Plain Mentat' })).toBeNull();
    });
    // The old list goes before the filtered one arrives: on a loaded machine, a moment apart.
    expect(await screen.findByRole('article', { name: 'Sandrider Sniper' })).toBeDefined();

    await user.click(screen.getByRole('checkbox', { name: 'Most Likes' }));
    expect(currentAddress()).toBe('/community-builds?mainTag=Sniper&mostLikes=1');
    await waitFor(() => {
      expect(server.current.queries.at(-1)?.get('sortBy')).toBe('likes');
    });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentAddress()).toBe('/community-builds?mainTag=Sniper');
    expect(screen.getByRole('checkbox', { name: 'Most Likes' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Main Tag' })).toHaveValue('Sniper');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentAddress()).toBe('/community-builds');
    expect(screen.getByRole('combobox', { name: 'Main Tag' })).toHaveValue('');
    expect(await screen.findByRole('article', { name: 'Plain Mentat' })).toBeDefined();
  });

  it('puts a search in the address once typing pauses, and Back clears the box', async () => {
    server.current.builds = [TAGGED_BUILD, UNTAGGED_BUILD];
    const user = openCommunity();
    await screen.findByRole('article', { name: 'Plain Mentat' });
    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'sniper');
    await waitFor(() => {
      expect(currentAddress()).toBe('/community-builds?q=sniper');
    });
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(1);
    });
    expect(server.current.queries.filter((query) => query.has('q'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentAddress()).toBe('/community-builds');
    expect(screen.getByRole('searchbox', { name: 'Search titles' })).toHaveValue('');
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(2);
    });
  });

  it("shows the server's text when a page fails", async () => {
    server.current.failure = { status: 503, text: 'Service Unavailable' };
    openCommunity();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading builds: Service Unavailable',
    );
  });

  it('checks an answer against the contract before it shows it (its schema loads lazily)', async () => {
    server.current.failure = { status: 200, text: JSON.stringify({ data: [{ id: 7 }] }) };
    openCommunity();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading builds: Received unexpected data structure from server.',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('ignores filters it does not know and shows them cleared', async () => {
    server.current.builds = [TAGGED_BUILD];
    openCommunity('/community-builds?mainTag=Wormrider&class=sardaukar&typeTag=');
    const card = await screen.findByRole('article', { name: 'Sandrider Sniper' });
    expect(within(card).getByRole('link', { name: 'View Build' })).toHaveAttribute(
      'href',
      '/build-viewer/b00001',
    );
    expect(screen.getByRole('combobox', { name: 'Main Tag' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('');
    expect(server.current.queries[0]?.has('mainTag')).toBe(false);
    expect(server.current.queries[0]?.has('class')).toBe(false);
  });
});
