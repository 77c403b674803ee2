import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Cache } from 'swr';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRefreshSavedBuilds } from '../../../src/api/savedBuilds/keys';
import { StaticSessionProvider } from '../../../src/api/session/SessionProvider';
import { swrConfig } from '../../../src/api/swrConfig';
import { PlannerDialogs } from '../../../src/planner/PlannerDialogs';
import { BuildHeaderCard } from '../../../src/planner/panels/BuildHeaderCard';
import { IMPORTED_NOTICE, ImportedNotice } from '../../../src/planner/panels/Notices';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import {
  IMPORTED_LISTING_MESSAGE,
  LISTING_NOTES,
  RESTRICTED_LISTING_MESSAGE,
} from '../../../src/skills/buildListing';
import {
  plannerStore,
  trooperBuild,
  WithPlannerStore,
} from '../../../stories/planner/fixtures/plannerFixtures';
import {
  SAVED_URL,
  saveAnswer,
  savedNamesAnswer,
  TEN_NAMES,
} from '../../../stories/planner/fixtures/savedBuilds';
import { apiError, serveApiPerTest } from '../account/apiServer';
import { stilgar } from '../account/renderAccountPage';
import type { User } from '../../../src/api/contract/user';
import {
  buildNameTakenMessage,
  overwriteQuestion,
  SAVED_BUILD_TEXTS,
} from '../../../src/api/contract/savedBuildsTexts';
import { LOAD_BUILD_KEY } from '../../../src/api/contract/plannerOpening';

const api = serveApiPerTest();

afterEach(() => {
  localStorage.clear();
});

/**
 * The planner's Save as a player meets it: the header card, the imported notice and the
 * dialogs, over a real HTTP server answering the saved-build calls.
 */
function renderSaveFlow(
  store: PlannerStore,
  user: User | null = stilgar,
  cache: Map<string, unknown> = new Map(),
) {
  const reloadPage = vi.fn();
  const view = render(
    <SWRConfig value={{ ...swrConfig, provider: () => cache as Cache }}>
      <StaticSessionProvider user={user}>
        <MemoryRouter initialEntries={['/skill-trees']}>
          <WithPlannerStore store={store}>
            <BuildHeaderCard />
            <ImportedNotice />
            <PlannerDialogs reloadPage={reloadPage} />
          </WithPlannerStore>
        </MemoryRouter>
      </StaticSessionProvider>
    </SWRConfig>,
  );
  return Object.assign(reloadPage, { unmount: view.unmount });
}

/** A button that refreshes the saved-build answers, as My Builds does after a delete. */
function RefreshSavedBuilds() {
  const refresh = useRefreshSavedBuilds();
  return (
    <button type="button" onClick={() => void refresh()}>
      Refresh
    </button>
  );
}

const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });
const findAlert = (name: string) => screen.findByRole('alertdialog', { name }, { timeout: 5000 });

/** Clicks the header's Save once the player's names have arrived. */
async function clickSave() {
  await waitFor(() => {
    expect(api.current.calls('GET /api/saved-builds').length).toBeGreaterThan(0);
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('Save for a visitor', () => {
  it('is disabled with a reason, shows no listing selector and asks the server nothing', async () => {
    renderSaveFlow(plannerStore(trooperBuild(), { imported: true }), null);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('title', 'Log in to save builds');
    expect(screen.queryByRole('combobox', { name: 'Build Listing' })).not.toBeInTheDocument();
    expect(screen.getByTestId('imported-notice')).toHaveTextContent(IMPORTED_NOTICE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.current.requests).toEqual([]);
  });
});

describe('Save for a logged-in player', () => {
  it('saves a new build: the body, Build Saved, and every saved-build answer asked again', async () => {
    const build = trooperBuild();
    api.current
      .on('GET /api/saved-builds', { status: 200, body: savedNamesAnswer(['Other']) })
      .on('POST /api/saved-builds', { status: 201, body: saveAnswer(build, 'CREATED') });
    const store = plannerStore(build);
    renderSaveFlow(store);
    await clickSave();
    const dialog = await findDialog('Save Build');
    // The count shows once its answer has been checked, which may follow the dialog.
    expect(await within(dialog).findByText('1/10 save slots used')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const success = await findDialog('Build Saved');
    expect(success).toHaveTextContent(SAVED_BUILD_TEXTS.saved);
    const [post] = api.current.calls('POST /api/saved-builds');
    expect(post?.headers['x-requested-with']).toBe('arrakis');
    expect(post?.body).toMatchObject({
      build_name: 'Gravity Gunner',
      build_guide: build.buildGuide,
      data: {
        buildTitle: 'Gravity Gunner',
        buildSharing: 'Private',
        skillpoints: build.skillpoints,
      },
    });
    await waitFor(() => {
      expect(api.current.calls('GET /api/saved-builds')).toHaveLength(2);
    });
    expect(store.getState().saved?.url).toBe(SAVED_URL);
  });

  it('asks to overwrite a taken name, then overwrites with a PUT: Build Updated', async () => {
    const build = trooperBuild();
    api.current
      .on('GET /api/saved-builds', { status: 200, body: [] })
      .on('POST /api/saved-builds', {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: buildNameTakenMessage('Gravity Gunner'),
        },
      })
      .on('PUT /api/saved-builds', { status: 200, body: saveAnswer(build, 'UPDATED') });
    renderSaveFlow(plannerStore(build));
    await clickSave();
    await userEvent.click(
      within(await findDialog('Save Build')).getByRole('button', { name: 'Save' }),
    );
    const overwrite = await findDialog(SAVED_BUILD_TEXTS.overwriteTitle);
    expect(overwrite).toHaveTextContent(overwriteQuestion('Gravity Gunner'));
    await userEvent.click(within(overwrite).getByRole('button', { name: 'Overwrite' }));
    expect(await findDialog('Build Updated')).toHaveTextContent(SAVED_BUILD_TEXTS.updated);
    expect(api.current.calls('PUT /api/saved-builds')[0]?.body).toMatchObject({
      build_name: 'Gravity Gunner',
    });
  });

  it('says the spec’s failure texts inside the open dialog', async () => {
    api.current
      .on('GET /api/saved-builds', { status: 200, body: [] })
      .on('POST /api/saved-builds', { status: 500, text: 'boom' });
    renderSaveFlow(plannerStore(trooperBuild()));
    await clickSave();
    const dialog = await findDialog('Save Build');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SAVED_BUILD_TEXTS.saveFailed)).toBeInTheDocument();

    api.current
      .on('POST /api/saved-builds', {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'taken' },
      })
      .on('PUT /api/saved-builds', { status: 502, text: 'bad gateway' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const overwrite = await findDialog(SAVED_BUILD_TEXTS.overwriteTitle);
    await userEvent.click(within(overwrite).getByRole('button', { name: 'Overwrite' }));
    expect(
      await within(overwrite).findByText(SAVED_BUILD_TEXTS.overwriteFailed),
    ).toBeInTheDocument();
  });

  it('shows the server’s own message when it gives one', async () => {
    api.current
      .on('GET /api/saved-builds', { status: 200, body: [] })
      .on('POST /api/saved-builds', apiError(400, 'Gunsmith needs one of its prerequisites.'));
    renderSaveFlow(plannerStore(trooperBuild()));
    await clickSave();
    const dialog = await findDialog('Save Build');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Gunsmith needs one of its prerequisites.'),
    ).toBeInTheDocument();
  });

  it('opens Build Limit Reached at once for a new name in a full account', async () => {
    api.current.on('GET /api/saved-builds', { status: 200, body: savedNamesAnswer(TEN_NAMES) });
    renderSaveFlow(plannerStore(trooperBuild()));
    await clickSave();
    const limit = await findAlert(SAVED_BUILD_TEXTS.limitTitle);
    expect(limit).toHaveTextContent(SAVED_BUILD_TEXTS.limitReached);
    expect(within(limit).getByRole('link', { name: 'Go to My Builds' })).toHaveAttribute(
      'href',
      '/my-builds',
    );
    expect(api.current.calls('POST /api/saved-builds')).toEqual([]);
  });

  it('counts again when it returns after a build was deleted elsewhere', async () => {
    const cache = new Map<string, unknown>();
    api.current.on('GET /api/saved-builds', { status: 200, body: savedNamesAnswer(TEN_NAMES) });
    const first = renderSaveFlow(plannerStore(trooperBuild()), stilgar, cache);
    await clickSave();
    expect(await findAlert(SAVED_BUILD_TEXTS.limitTitle)).toBeInTheDocument();
    first.unmount();

    // My Builds deletes one and refreshes while no planner is on screen.
    api.current.on('GET /api/saved-builds', {
      status: 200,
      body: savedNamesAnswer(TEN_NAMES.slice(1)),
    });
    const myBuilds = render(
      <SWRConfig value={{ ...swrConfig, provider: () => cache as Cache }}>
        <RefreshSavedBuilds />
      </SWRConfig>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    myBuilds.unmount();

    renderSaveFlow(plannerStore(trooperBuild()), stilgar, cache);
    await waitFor(() => {
      expect(api.current.calls('GET /api/saved-builds')).toHaveLength(2);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await findDialog('Save Build');
    expect(within(dialog).getByText('9/10 save slots used')).toBeInTheDocument();
  });

  it('lets a full account overwrite one of its own names, and shows the server’s limit', async () => {
    const names = [...TEN_NAMES.slice(0, 9), 'gravity gunner '];
    api.current
      .on('GET /api/saved-builds', { status: 200, body: savedNamesAnswer(names) })
      .on('POST /api/saved-builds', {
        status: 403,
        body: {
          statusCode: 403,
          error: 'BUILD_LIMIT_REACHED',
          message: SAVED_BUILD_TEXTS.limitReached,
        },
      });
    renderSaveFlow(plannerStore(trooperBuild()));
    await clickSave();
    const dialog = await findDialog('Save Build');
    expect(within(dialog).getByText('10/10 save slots used')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findAlert(SAVED_BUILD_TEXTS.limitTitle)).toBeInTheDocument();
  });

  it('flags a restricted save: the alert, then OK hands the build back and reloads', async () => {
    const build = { ...trooperBuild(), buildSharing: 'Public' as const };
    const answer = saveAnswer(build, 'CREATED_AS_RESTRICTED');
    api.current
      .on('GET /api/saved-builds', { status: 200, body: [] })
      .on('POST /api/saved-builds', { status: 201, body: answer });
    const store = plannerStore(build);
    const reloadPage = renderSaveFlow(store);
    await clickSave();
    await userEvent.click(
      within(await findDialog('Save Build')).getByRole('button', { name: 'Save' }),
    );
    const alert = await findAlert(SAVED_BUILD_TEXTS.moderationTitle);
    expect(alert).toHaveTextContent(SAVED_BUILD_TEXTS.savedRestricted);
    expect(screen.getByRole('combobox', { name: 'Build Listing' })).toBeDisabled();
    expect(screen.getByText(RESTRICTED_LISTING_MESSAGE)).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem(LOAD_BUILD_KEY) ?? 'null')).toEqual(answer.build);
  });

  it('reuses a Public saved build’s address for Link until the build changes', async () => {
    const build = { ...trooperBuild(), buildSharing: 'Public' as const };
    api.current
      .on('GET /api/saved-builds', { status: 200, body: [] })
      .on('POST /api/saved-builds', { status: 201, body: saveAnswer(build, 'CREATED') })
      .on('POST /api/build-link', { status: 201, body: { url: 'fresh' } });
    const store = plannerStore(build);
    renderSaveFlow(store);
    await clickSave();
    await userEvent.click(
      within(await findDialog('Save Build')).getByRole('button', { name: 'Save' }),
    );
    await userEvent.click(
      within(await findDialog('Build Saved')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const field = await screen.findByRole('textbox', { name: 'Build link' }, { timeout: 5000 });
    expect(field).toHaveValue(`${window.location.origin}/skill-trees?link=${SAVED_URL}`);
    expect(api.current.calls('POST /api/build-link')).toEqual([]);

    act(() => {
      store.getState().actions.closeDialog();
      store.getState().actions.setLevelingOrder(false);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Build link' })).toHaveValue(
        `${window.location.origin}/skill-trees?link=fresh`,
      );
    });
  });

  it('links a Private saved build by a new copy: its own address opens for its owner only', async () => {
    const build = trooperBuild();
    api.current
      .on('GET /api/saved-builds', { status: 200, body: [] })
      .on('POST /api/saved-builds', { status: 201, body: saveAnswer(build, 'CREATED') })
      .on('POST /api/build-link', { status: 201, body: { url: 'copy' } });
    renderSaveFlow(plannerStore(build));
    await clickSave();
    await userEvent.click(
      within(await findDialog('Save Build')).getByRole('button', { name: 'Save' }),
    );
    await userEvent.click(
      within(await findDialog('Build Saved')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Build link' })).toHaveValue(
        `${window.location.origin}/skill-trees?link=copy`,
      );
    });
    expect(api.current.calls('POST /api/build-link')).toHaveLength(1);
  });
});

describe('the Build Listing selector and the imported notice', () => {
  it('lists the build Public with its note, undoably', async () => {
    api.current.on('GET /api/saved-builds', { status: 200, body: [] });
    const store = plannerStore(trooperBuild());
    renderSaveFlow(store);
    const listing = screen.getByRole('combobox', { name: 'Build Listing' });
    expect(listing).toHaveValue('Private');
    expect(screen.getByText(LISTING_NOTES.Private)).toBeInTheDocument();
    await userEvent.selectOptions(listing, 'Public');
    expect(store.getState().build.buildSharing).toBe('Public');
    expect(screen.getByText(LISTING_NOTES.Public)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(listing).toHaveValue('Private');
  });

  it('is disabled for an imported build, whose notice hides once the player has its name', async () => {
    api.current.on('GET /api/saved-builds', {
      status: 200,
      body: savedNamesAnswer(['GRAVITY GUNNER']),
    });
    renderSaveFlow(plannerStore(trooperBuild(), { imported: true }));
    expect(screen.getByRole('combobox', { name: 'Build Listing' })).toBeDisabled();
    expect(screen.getByText(IMPORTED_LISTING_MESSAGE)).toBeInTheDocument();
    // While the names load the notice shows; the player's own name then hides it.
    expect(screen.getByTestId('imported-notice')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByTestId('imported-notice')).not.toBeInTheDocument();
    });
  });

  it('keeps the notice for an imported build whose name the player does not have', async () => {
    api.current.on('GET /api/saved-builds', { status: 200, body: savedNamesAnswer(['Other']) });
    renderSaveFlow(plannerStore(trooperBuild(), { imported: true }));
    await waitFor(() => {
      expect(api.current.calls('GET /api/saved-builds')).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('imported-notice')).toHaveTextContent(IMPORTED_NOTICE);
  });
});
