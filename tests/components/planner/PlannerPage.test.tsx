import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_NETWORK_ERROR, LINK_SERVER_ISSUE } from '../../../src/api/buildLink';
import { PlannerPage, resetPlannerSession } from '../../../src/planner/PlannerPage';
import { IMPORTED_NOTICE } from '../../../src/planner/panels/Notices';
import { IMPORT_NOT_JSON } from '../../../src/skills/importBuild';
import { encodeShareCode } from '../../../src/skills/shareCode';
import { gameIndex, trooperBuild } from '../../../stories/planner/fixtures/plannerFixtures';
import { renderPage } from '../renderPage';
import { LOAD_BUILD_KEY } from '../../../src/api/contract/plannerOpening';
import { PLANNER_BUILD_KEY, plannerBuildCode } from '../../../src/api/plannerBuildStorage';

afterEach(() => {
  resetPlannerSession();
  localStorage.clear();
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function openPlanner(url = '/skill-trees') {
  renderPage(<PlannerPage />, { path: '/skill-trees', url });
  return screen.findByTestId('planner', {}, { timeout: 5000 });
}

const location = () => screen.getByTestId('location').textContent;

describe('the planner page', () => {
  it('titles the page and opens a new build', async () => {
    await openPlanner();
    expect(document.title).toBe('Arrakis Planner | Plan Characters');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Dune: Awakening'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Build Title');
    expect(screen.queryByTestId('imported-notice')).not.toBeInTheDocument();
  });

  it('shows the class a class page asks for (`?class=`) on the build it opens', async () => {
    await openPlanner('/skill-trees?class=mentat');
    expect(screen.getByRole('heading', { level: 2, name: 'Mentat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mentat 0 SP spent' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the first class for an address naming no known class', async () => {
    await openPlanner('/skill-trees?class=fremen');
    expect(screen.getByRole('heading', { level: 2, name: 'Trooper' })).toBeInTheDocument();
  });

  it('opens a build link, marks it imported and shows its name', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      json(200, {
        data: trooperBuild(),
        build_name: 'Shared Gunner',
        build_guide: '',
        sharing: 'Private',
        likes: 0,
        url: 'abc',
        game_version: '1.5',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await openPlanner('/skill-trees?link=abc');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shared Gunner');
    expect(screen.getByTestId('imported-notice')).toHaveTextContent(IMPORTED_NOTICE);
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/build-link\/abc$/);
  });

  it('opens the build in the address fragment, and keeps the fragment in step', async () => {
    const build = trooperBuild();
    const code = encodeShareCode(build, gameIndex);
    await openPlanner(`/skill-trees#build=${code}`);
    expect(screen.getByTestId('sp-spent')).toHaveTextContent(String(build.skillpoints));
    fireEvent.click(
      await screen.findByRole('button', { name: /^Gunnery: Disruptor Damage,/ }, { timeout: 5000 }),
    );
    await waitFor(() => {
      expect(location()).not.toContain(code);
    });
    expect(location()).toMatch(/^\/skill-trees#build=1/);
  });

  it('remembers its build for other pages as the address names it, and forgets a blank one', async () => {
    const code = encodeShareCode(trooperBuild(), gameIndex);
    await openPlanner(`/skill-trees#build=${code}`);
    await waitFor(() => {
      expect(plannerBuildCode()).not.toBeNull();
      expect(location()).toBe(`/skill-trees#build=${plannerBuildCode() ?? ''}`);
    });
    fireEvent.click(screen.getByRole('button', { name: 'More build actions' }));
    fireEvent.click(screen.getByRole('button', { name: 'New build' }));
    await waitFor(() => {
      expect(localStorage.getItem(PLANNER_BUILD_KEY)).toBeNull();
    });
  });

  it('loads a build handed over in local storage once, and one another tab hands over', async () => {
    localStorage.setItem(LOAD_BUILD_KEY, JSON.stringify(trooperBuild()));
    await openPlanner();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gravity Gunner');
    expect(localStorage.getItem(LOAD_BUILD_KEY)).toBeNull();
    // The page listens once its effects have run, which the address's fragment shows: on a
    // loaded machine they ran after the heading was drawn, and an event sent before was lost.
    await waitFor(() => {
      expect(location()).toMatch(/#build=/);
    });

    const next = JSON.stringify({ ...trooperBuild(), buildTitle: 'From another tab' });
    localStorage.setItem(LOAD_BUILD_KEY, next);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOAD_BUILD_KEY, newValue: next }));
    });
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('From another tab');
    });
    expect(localStorage.getItem(LOAD_BUILD_KEY)).toBeNull();
  });

  it('creates a link and shows it in the copy-link dialog', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(201, { url: 'xyz789' }));
    vi.stubGlobal('fetch', fetchMock);
    await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const field = await screen.findByRole('textbox', { name: 'Build link' });
    expect(field).toHaveValue(`${window.location.origin}/skill-trees?link=xyz789`);
    const sent = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as {
      data: { buildSharing: string; buildLikes: number; selectedClass: string };
    };
    expect(sent.data).toMatchObject({
      buildSharing: 'Private',
      buildLikes: 0,
      selectedClass: 'trooper',
    });
  });

  it('says the spec’s texts when a link cannot be made', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(500, {})));
    await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_SERVER_ISSUE);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_NETWORK_ERROR);
  });

  it('shows the moderation alert when the link is refused', async () => {
    const message =
      'Your build content was flagged and a shareable link could not be created. Please revise.';
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(json(400, { statusCode: 400, error: 'MODERATION_FAILED', message })),
    );
    await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Content Moderation Alert');
    expect(alert).toHaveTextContent(message);
  });

  it('imports a file, and refuses what is not a build with the spec’s message', async () => {
    await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'More build actions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Choose a build file');
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await within(dialog).findByText(IMPORT_NOT_JSON)).toBeInTheDocument();

    const file = new File([JSON.stringify(trooperBuild())], 'gunner.json', {
      type: 'application/json',
    });
    await userEvent.upload(input, file);
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gravity Gunner');
    });
    expect(screen.getByTestId('imported-notice')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('exports the build as a .json file named after the dialog', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'More build actions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(clicked).toEqual(['Build-Title.json']);
    const text = await created[0]?.text();
    expect(JSON.parse(text ?? '{}')).toMatchObject({
      buildTitle: 'Build Title',
      buildSharing: 'Exported',
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Build-Title.json');
  });
});
