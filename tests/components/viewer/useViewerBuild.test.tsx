import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { ServedAnswers } from '../../../src/api/contract/servedAnswers';
import type { OpenedSavedBuild } from '../../../src/api/contract/savedBuilds';
import { CURRENT_GAME_VERSION } from '../../../src/api/gameDataChunk';
import { openedSavedBuildPath, savedBuildPath } from '../../../src/api/savedBuilds/savedBuildPaths';
import { FirstScreenProvider } from '../../../src/api/servedAnswers/servedAnswers';
import { allocateSkill } from '../../../src/skills/allocation';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { dataKeys } from '../../../src/viewer/BuildViewerPage';
import { useViewerBuild } from '../../../src/viewer/useViewerBuild';
import { gameIndex as index, savedViewerBuild } from './savedBuildFixture';

/**
 * The viewer's load of the page's build, from the page's served answers: the build the server
 * opened for the page is shown as it came, without the engine; without it, or for data this
 * bundle would not open it on, the browser opens the saved build itself. Only the build the
 * address names, and only on the screen the page was served for.
 */

const data = { ...allocateSkill(emptyBuild(), index, 1), buildTitle: 'Saved title', buildLikes: 9 };
const saved = { ...savedViewerBuild(data), game_version: CURRENT_GAME_VERSION };
/** Told apart from the engine's own opening by its title. */
const openedByServer = { ...data, buildTitle: 'Opened by the server' };

/** The page's served answers for `key`: the saved build and, when given, its opening. */
function served(key: string, opened?: OpenedSavedBuild): ServedAnswers {
  return {
    [savedBuildPath(key)]: saved,
    ...(opened ? { [openedSavedBuildPath(key)]: opened } : {}),
  };
}

function loaders() {
  return {
    fetchBuild: vi.fn(() => Promise.resolve(saved)),
    loadIndex: vi.fn(() => Promise.resolve(index)),
  };
}

function load(fallback: ServedAnswers, key = saved.url) {
  const given = loaders();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ fallback }}>{children}</SWRConfig>
  );
  const hook = renderHook(() => useViewerBuild(key, given), { wrapper });
  return { hook, ...given };
}

/** What the server tells of a build whose author said nothing of trainer access. */
const UNSTATED = { notice: 'unstated', lacking: [] } as const satisfies OpenedSavedBuild['trainer'];

async function readyTitle(fallback: ServedAnswers, key = saved.url): Promise<string> {
  return (await readyLoad(fallback, key)).view.build.buildTitle;
}

async function readyLoad(fallback: ServedAnswers, key = saved.url) {
  const { hook, fetchBuild } = load(fallback, key);
  const opened = fallback[openedSavedBuildPath(key)] as OpenedSavedBuild | undefined;
  expect(hook.result.current).toEqual({ kind: 'known', saved, trainer: opened?.trainer ?? null });
  await waitFor(() => {
    expect(hook.result.current.kind).toBe('ready');
  });
  expect(fetchBuild).not.toHaveBeenCalled();
  const ready = hook.result.current;
  if (ready.kind !== 'ready') throw new Error('not ready');
  expect(ready.view).toMatchObject({ url: saved.url, author: 'Stilgar', likes: 9, saved });
  return ready;
}

describe("the viewer's page build", () => {
  it('is shown as the server opened it, on the data it names', async () => {
    const opened = { gameVersion: CURRENT_GAME_VERSION, build: openedByServer, trainer: UNSTATED };
    expect(await readyTitle(served(saved.url, opened))).toBe('Opened by the server');
  });

  it("keeps the server's trainer statement only with the build the server opened", async () => {
    const opened = { gameVersion: CURRENT_GAME_VERSION, build: openedByServer, trainer: UNSTATED };
    expect((await readyLoad(served(saved.url, opened))).trainer).toEqual(UNSTATED);
    const elsewhere = { ...opened, gameVersion: 'launch' };
    expect((await readyLoad(served(saved.url, elsewhere))).trainer).toBeNull();
    expect((await readyLoad(served(saved.url))).trainer).toBeNull();
  });

  it('is opened by the engine when the server did not, or opened it on other data', async () => {
    expect(await readyTitle(served(saved.url))).toBe('Saved title');
    const elsewhere = { gameVersion: 'launch', build: openedByServer, trainer: UNSTATED };
    expect(await readyTitle(served(saved.url, elsewhere))).toBe('Saved title');
  });

  it('is known by its url or its id, in any case, as the address names it', async () => {
    for (const key of [saved.id, saved.id.toUpperCase()]) {
      expect(await readyTitle(served(key), key)).toBe('Saved title');
    }
  });

  it("is fetched when the served build is another build's, or none was served", async () => {
    // Answers under the address's own key, but of another build: not taken.
    const other = { [savedBuildPath('AAAAAAAAAA')]: saved };
    for (const fallback of [other, {}]) {
      const { hook, fetchBuild } = load(fallback, 'AAAAAAAAAA');
      expect(hook.result.current).toEqual({ kind: 'loading' });
      await waitFor(() => {
        expect(hook.result.current.kind).toBe('ready');
      });
      expect(fetchBuild).toHaveBeenCalledWith('AAAAAAAAAA', expect.any(AbortSignal));
    }
  });

  it('tells a build the engine cannot read from a failed load, which a refresh may mend', async () => {
    const step = { skillId: 1, level: 1, skill: 'Ranged Damage' };
    const unreadable = savedViewerBuild({ ...data, levellingPlan: [step, step] });
    const fetchBuild = () => Promise.resolve(unreadable);
    const refusing = { fetchBuild, loadIndex: () => Promise.resolve(index) };
    const refused = renderHook(() => useViewerBuild('AAAAAAAAAA', refusing));
    await waitFor(() => {
      expect(refused.result.current).toEqual({ kind: 'unreadable' });
    });
    const failing = {
      fetchBuild,
      loadIndex: () => Promise.reject(new Error('Game data unreachable')),
    };
    const offline = renderHook(() => useViewerBuild('AAAAAAAAAA', failing));
    await waitFor(() => {
      expect(offline.result.current).toEqual({ kind: 'failed', reason: 'Game data unreachable' });
    });
  });

  it('names the very keys it reads as its page data keys; none for a hand-over', () => {
    expect(dataKeys({ buildId: saved.url }, new URLSearchParams())).toEqual([
      savedBuildPath(saved.url),
      openedSavedBuildPath(saved.url),
    ]);
    expect(dataKeys({ buildId: 'a b/c' }, new URLSearchParams())).toEqual([
      '/api/saved-builds/a%20b%2Fc',
      '/api/saved-builds/a%20b%2Fc/opened',
    ]);
    expect(dataKeys({}, new URLSearchParams())).toEqual([]);
  });
});

/** Shows the viewer's load at its address, with a way to leave and come back. */
function Viewer({ given }: { given: ReturnType<typeof loaders> }) {
  const { buildId } = useParams();
  const load = useViewerBuild(buildId, given);
  const navigate = useNavigate();
  return (
    <>
      <p>{load.kind}</p>
      <button onClick={() => void navigate('/elsewhere')}>Leave</button>
    </>
  );
}

function Elsewhere() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(`/build-viewer/${saved.url}`)}>Back</button>;
}

describe("the viewer's served build on a later visit", () => {
  it('is not used again: the build is asked of the API as it is then', async () => {
    const given = loaders();
    render(
      <SWRConfig value={{ fallback: served(saved.url) }}>
        <MemoryRouter initialEntries={[`/build-viewer/${saved.url}`]}>
          <FirstScreenProvider>
            <Routes>
              <Route path="/build-viewer/:buildId" element={<Viewer given={given} />} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </FirstScreenProvider>
        </MemoryRouter>
      </SWRConfig>,
    );
    await screen.findByText('ready');
    expect(given.fetchBuild).not.toHaveBeenCalled();
    act(() => {
      screen.getByRole('button', { name: 'Leave' }).click();
    });
    act(() => {
      screen.getByRole('button', { name: 'Back' }).click();
    });
    expect(screen.getByText('loading')).toBeDefined();
    await screen.findByText('ready');
    expect(given.fetchBuild).toHaveBeenCalledTimes(1);
  });
});
