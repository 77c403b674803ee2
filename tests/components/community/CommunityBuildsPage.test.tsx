import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { ServedAnswers } from '../../../src/api/contract/servedAnswers';
import { FirstScreenProvider } from '../../../src/api/servedAnswers/servedAnswers';
import { swrConfig } from '../../../src/api/swrConfig';
import { pageDataKeysAt } from '../../../src/app/pageLoaders';
import CommunityBuildsPage, { dataKeys } from '../../../src/community/CommunityBuildsPage';
import {
  answerPage,
  manyBuilds,
  TAGGED_BUILD,
  UNTAGGED_BUILD,
} from '../../../stories/community/fixtures';
import { stubIntersectionObserver } from './intersectionObserverStub';
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

/**
 * The page at `url` with the site's SWR rules (a fresh cache) and the API answers it was `served`
 * with as SWR's fallback, inside the router with the served screen tracked, as the app renders it.
 */
function Site({ url, served = {} }: { url: string; served?: ServedAnswers }): ReactNode {
  return (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), fallback: served }}>
      <MemoryRouter initialEntries={[url]}>
        <FirstScreenProvider>
          <CommunityBuildsPage />
          <BrowserBar />
        </FirstScreenProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}

/** /community-builds at `url`, with a fresh SWR cache and the page's served answers, if any. */
function openCommunity(url = '/community-builds', served?: ServedAnswers) {
  render(<Site url={url} served={served} />);
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
    await user.type(screen.getByRole('searchbox', { name: 'Search builds' }), 'sniper');
    await waitFor(() => {
      expect(currentAddress()).toBe('/community-builds?q=sniper');
    });
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(1);
    });
    expect(server.current.queries.filter((query) => query.has('q'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentAddress()).toBe('/community-builds');
    expect(screen.getByRole('searchbox', { name: 'Search builds' })).toHaveValue('');
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(2);
    });
  });

  it('asks for a search of one letter, best matches first, and Most Likes when ticked', async () => {
    server.current.builds = [TAGGED_BUILD, UNTAGGED_BUILD];
    const user = openCommunity();
    await screen.findByRole('article', { name: 'Plain Mentat' });
    await user.type(screen.getByRole('searchbox', { name: 'Search builds' }), 'z');
    await waitFor(() => {
      expect(currentAddress()).toBe('/community-builds?q=z');
    });
    await waitFor(() => {
      expect(server.current.queries.at(-1)?.get('q')).toBe('z');
    });
    expect(server.current.queries.at(-1)?.get('sortBy')).toBe('relevance');
    await user.click(screen.getByRole('checkbox', { name: 'Most Likes' }));
    await waitFor(() => {
      expect(server.current.queries.at(-1)?.get('sortBy')).toBe('likes');
    });
    expect(server.current.queries.at(-1)?.get('q')).toBe('z');
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

  it('names as its data key, through the page table, the very address its list asks first', async () => {
    server.current.builds = [TAGGED_BUILD, UNTAGGED_BUILD];
    const addresses = [
      '',
      'mainTag=Sniper&newest=1',
      'newest=1&mostLikes=1&class=mentat&typeTag=Leveling+Build',
      'mainTag=Wormrider&class=sardaukar&typeTag=&q=%20plain%20mentat%20',
    ];
    for (const [index, address] of addresses.entries()) {
      const url = `/community-builds?${address}`;
      const { unmount } = render(<Site url={url} />);
      await waitFor(() => {
        expect(server.current.queries).toHaveLength(index + 1);
      });
      unmount();
      const asked = `/api/public-builds?${server.current.queries[index]?.toString() ?? ''}`;
      // What the server answers with the page: the keys the page table's row gives for its URL.
      expect(await pageDataKeysAt(new URL(url, 'http://localhost')), address).toEqual([asked]);
    }
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

/**
 * What the server sends the page at `address` with: the API's answer for each of its data keys
 * (the list's first page). A fresh object each time, as each page load reads its own.
 */
function servedFirstPage(address: string, builds = server.current.builds): ServedAnswers {
  return Object.fromEntries(
    dataKeys({}, new URLSearchParams(address)).map((key) => [
      key,
      answerPage(builds, new URL(key, 'http://localhost').searchParams),
    ]),
  );
}

describe('the Community Builds page with the first page the server read for its address', () => {
  it('shows that page without asking, and asks for the next one when the list reaches its end', async () => {
    server.current.builds = manyBuilds(20);
    const scrolling = stubIntersectionObserver();
    openCommunity('/community-builds', servedFirstPage(''));
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(12);
    });
    expect(server.current.queries).toEqual([]);

    act(() => {
      scrolling.reachEnd();
    });
    // The answer's contract, with zod, is first loaded now: slow on a busy machine.
    await waitFor(
      () => {
        expect(screen.getAllByRole('article')).toHaveLength(20);
      },
      { timeout: 10_000 },
    );
    expect(screen.getByText("You've reached the end of the list.")).toBeDefined();
    // Only the second page was asked for: the first is not read again.
    expect(server.current.queries.map((query) => query.toString())).toEqual([
      'page=2&limit=12&sortBy=likes&sortOrder=desc&sharing=Public',
    ]);
  }, 20_000);

  /**
   * Renders `url` as the server does (no window: the list loading, nothing asked), then takes
   * that HTML over as the browser does, each side with its own `served()` answers, and runs
   * `check` on the page; a hydration mismatch fails the test.
   */
  async function takeOver(
    url: string,
    served: () => ServedAnswers,
    check: (container: HTMLElement) => Promise<void>,
  ): Promise<void> {
    vi.stubGlobal('window', undefined);
    const html = renderToString(<Site url={url} served={served()} />);
    vi.unstubAllGlobals();
    expect(html).toContain('Loading builds...');
    expect(html).not.toContain('Sandrider Sniper');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems = vi.fn();
    let root: Root | null = null;
    try {
      await act(async () => {
        // What the browser reads back from the page's HTML: an equal object of its own.
        root = hydrateRoot(container, <Site url={url} served={served()} />, {
          onRecoverableError: problems,
        });
        await Promise.resolve();
      });
      await check(container);
      expect(problems).not.toHaveBeenCalled();
    } finally {
      act(() => {
        root?.unmount();
      });
      container.remove();
    }
  }

  it("takes over the server's HTML (the list loading) without a mismatch, then shows the page", async () => {
    server.current.builds = [TAGGED_BUILD, UNTAGGED_BUILD];
    await takeOver(
      '/community-builds?mainTag=Sniper&newest=1',
      () => servedFirstPage('mainTag=Sniper&newest=1'),
      async (container) => {
        await waitFor(() => {
          expect(within(container).getAllByRole('article')).toHaveLength(1);
        });
        expect(within(container).getByRole('article', { name: 'Sandrider Sniper' })).toBeDefined();
        expect(server.current.queries).toEqual([]);
      },
    );
  });

  it("takes over the server's HTML sent without the list's answer, and asks for it once", async () => {
    server.current.builds = [TAGGED_BUILD, UNTAGGED_BUILD];
    await takeOver(
      '/community-builds?mainTag=Sniper',
      () => ({}),
      async (container) => {
        expect(
          await within(container).findByRole('article', { name: 'Sandrider Sniper' }),
        ).toBeDefined();
        // Fetched ahead during the takeover and read once it is done: one request.
        expect(server.current.queries.map((query) => query.get('mainTag'))).toEqual(['Sniper']);
      },
    );
  });

  it('asks for its own list when the page was read for other filters, and for later filters', async () => {
    server.current.builds = [TAGGED_BUILD, UNTAGGED_BUILD];
    // Read for the plain list, but the address filters by tag: the served page is not this list.
    const user = openCommunity(
      '/community-builds?mainTag=Sniper',
      servedFirstPage('', [UNTAGGED_BUILD]),
    );
    await screen.findByRole('article', { name: 'Sandrider Sniper' });
    expect(screen.queryByRole('article', { name: 'Plain Mentat' })).toBeNull();
    expect(server.current.queries.map((query) => query.get('mainTag'))).toEqual(['Sniper']);

    // Clearing the filters shows the plain list as the API answers it now, not as served.
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await screen.findByRole('article', { name: 'Plain Mentat' });
    expect(await screen.findByRole('article', { name: 'Sandrider Sniper' })).toBeDefined();
    expect(server.current.queries.map((query) => query.get('mainTag'))).toEqual(['Sniper', null]);
  });

  it('asks for another list once the player changes the filters', async () => {
    server.current.builds = [TAGGED_BUILD, UNTAGGED_BUILD];
    const user = openCommunity('/community-builds', servedFirstPage(''));
    await screen.findByRole('article', { name: 'Plain Mentat' });
    expect(server.current.queries).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Main Tag' }), 'Sniper');
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Plain Mentat' })).toBeNull();
    });
    expect(await screen.findByRole('article', { name: 'Sandrider Sniper' })).toBeDefined();
    expect(server.current.queries.map((query) => query.toString())).toEqual([
      'page=1&limit=12&sortBy=likes&sortOrder=desc&sharing=Public&mainTag=Sniper',
    ]);
  });

  it('asks again for the served filters when the player comes back to them', async () => {
    server.current.builds = [TAGGED_BUILD, UNTAGGED_BUILD];
    const user = openCommunity('/community-builds', servedFirstPage('', [UNTAGGED_BUILD]));
    await screen.findByRole('article', { name: 'Plain Mentat' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Main Tag' }), 'Sniper');
    expect(await screen.findByRole('article', { name: 'Sandrider Sniper' })).toBeDefined();

    // The served page was the list of the moment the page was sent: Back shows it as it is now.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('article', { name: 'Plain Mentat' })).toBeDefined();
    expect(await screen.findByRole('article', { name: 'Sandrider Sniper' })).toBeDefined();
    expect(server.current.queries.map((query) => query.get('mainTag'))).toEqual(['Sniper', null]);
  });
});
