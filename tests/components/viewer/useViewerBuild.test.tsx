import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PageData } from '../../../src/api/contract/pageData';
import { PageDataProvider } from '../../../src/api/PageDataProvider';
import { CURRENT_GAME_VERSION } from '../../../src/api/gameDataChunk';
import { allocateSkill } from '../../../src/skills/allocation';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { useViewerBuild } from '../../../src/viewer/useViewerBuild';
import { gameIndex as index, savedViewerBuild } from './savedBuildFixture';

/**
 * The viewer's load of the page's build: the build the server opened for the page is shown as
 * it came, without the engine; without it, or for data this bundle would not open it on, the
 * browser opens the saved build itself.
 */

const data = { ...allocateSkill(emptyBuild(), index, 1), buildTitle: 'Saved title', buildLikes: 9 };
const saved = { ...savedViewerBuild(data), game_version: CURRENT_GAME_VERSION };
/** Told apart from the engine's own opening by its title. */
const openedByServer = { ...data, buildTitle: 'Opened by the server' };

function load(pageData: PageData) {
  const fetchBuild = vi.fn(() => Promise.reject(new Error('the page had the build')));
  const loadIndex = vi.fn(() => Promise.resolve(index));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageDataProvider data={pageData}>{children}</PageDataProvider>
  );
  const hook = renderHook(() => useViewerBuild(saved.url, { fetchBuild, loadIndex }), { wrapper });
  return { hook, fetchBuild, loadIndex };
}

async function readyTitle(pageData: PageData): Promise<string> {
  const { hook, fetchBuild } = load(pageData);
  expect(hook.result.current).toEqual({ kind: 'known', saved });
  await waitFor(() => {
    expect(hook.result.current.kind).toBe('ready');
  });
  expect(fetchBuild).not.toHaveBeenCalled();
  const ready = hook.result.current;
  if (ready.kind !== 'ready') throw new Error('not ready');
  expect(ready.view).toMatchObject({ url: saved.url, author: 'Stilgar', likes: 9, saved });
  return ready.view.build.buildTitle;
}

describe("the viewer's page build", () => {
  it('is shown as the server opened it, on the data it names', async () => {
    const pageData: PageData = {
      viewerBuild: saved,
      viewerOpened: { gameVersion: CURRENT_GAME_VERSION, build: openedByServer },
    };
    expect(await readyTitle(pageData)).toBe('Opened by the server');
  });

  it('is opened by the engine when the server did not, or opened it on other data', async () => {
    expect(await readyTitle({ viewerBuild: saved })).toBe('Saved title');
    const elsewhere: PageData = {
      viewerBuild: saved,
      viewerOpened: { gameVersion: 'launch', build: openedByServer },
    };
    expect(await readyTitle(elsewhere)).toBe('Saved title');
  });
});
