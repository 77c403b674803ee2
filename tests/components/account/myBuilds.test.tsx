import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import MyBuildsPage from '../../../src/account/myBuilds/MyBuildsPage';
import { MESSAGES } from '../../../src/api/contract/authTexts';
import type { MyBuild } from '../../../src/api/contract/savedBuilds';
import {
  PRIVATE_BUILD,
  PUBLIC_BUILD,
  RESTRICTED_BUILD,
  SOME_BUILDS,
  TEN_BUILDS,
  savedBuildOf,
} from '../../../stories/account/myBuilds/fixtures';
import { type Answer, apiError, serveApiPerTest } from './apiServer';
import { renderAccountPage, stilgar } from './renderAccountPage';
import { SAVED_BUILD_TEXTS } from '../../../src/api/contract/savedBuildsTexts';
import { LOAD_BUILD_KEY } from '../../../src/api/contract/plannerOpening';

const api = serveApiPerTest();

beforeEach(() => {
  // Toasts live in sonner's module-wide store and the hand-over in local storage: start clean.
  toast.dismiss();
  window.localStorage.clear();
});

/** `GET /api/my-builds` answering `builds`. */
function myBuilds(builds: readonly MyBuild[]): Answer {
  return { status: 200, body: { builds } };
}

/** Logged in as Stilgar, with `builds` saved, on /my-builds. */
async function openMyBuilds(builds: readonly MyBuild[] = SOME_BUILDS) {
  api.current
    .on('GET /api/auth/me', { status: 200, body: stilgar })
    .on('GET /api/my-builds', myBuilds(builds));
  renderAccountPage(<MyBuildsPage />, { url: '/my-builds' });
  await screen.findByRole('heading', { level: 1, name: /^My Builds/ });
  return userEvent.setup();
}

const cardOf = (build: MyBuild) => screen.getByRole('article', { name: build.title });

/** Waits for a toast that says `text` (the one on screen, not a leftover being removed). */
async function expectToast(text: string): Promise<void> {
  await waitFor(() => {
    expect(screen.getAllByTestId('toast').some((card) => card.textContent.includes(text))).toBe(
      true,
    );
  });
}

describe('MyBuildsPage: the list', () => {
  it('heads the page with the slots the builds use and shows a card for each', async () => {
    await openMyBuilds(TEN_BUILDS);
    expect(
      screen.getByRole('heading', { level: 1, name: 'My Builds (10/10 save slots used)' }),
    ).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(document.title).toBe('Arrakis Planner | My Builds');
    expect(api.current.calls('GET /api/my-builds')).toHaveLength(1);
  });

  it("labels likes 'public likes' only on a Public build and shows 'N/A' for a build never viewed", async () => {
    await openMyBuilds();
    const publicCard = within(cardOf(PUBLIC_BUILD));
    expect(publicCard.getByText('public likes').nextElementSibling).toHaveTextContent('3');
    const privateCard = within(cardOf(PRIVATE_BUILD));
    expect(privateCard.getByText('likes').nextElementSibling).toHaveTextContent('0');
    expect(privateCard.queryByText('public likes')).not.toBeInTheDocument();
    expect(privateCard.getByText('Last viewed').nextElementSibling).toHaveTextContent('N/A');
    expect(within(cardOf(RESTRICTED_BUILD)).getByText(/Flagged by moderation/)).toBeVisible();
  });

  it('says there are no builds yet when the list is empty', async () => {
    await openMyBuilds([]);
    expect(screen.getByRole('heading', { name: 'My Builds (0/10 save slots used)' })).toBeVisible();
    expect(screen.getByText('You have not saved any builds yet.')).toBeVisible();
  });

  it('tells a visitor to log in and asks for no builds', async () => {
    api.current.on('GET /api/auth/me', apiError(401, MESSAGES.notLoggedIn));
    renderAccountPage(<MyBuildsPage />, { url: '/my-builds' });
    expect(await screen.findByText('You must be logged in to view your builds.')).toBeVisible();
    expect(api.current.calls('GET /api/my-builds')).toHaveLength(0);
  });

  it('treats a session that ended elsewhere (401 on the list) as a visitor', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.current
      .on('GET /api/auth/me', { status: 200, body: stilgar })
      .on('GET /api/my-builds', apiError(401, MESSAGES.notLoggedIn));
    renderAccountPage(<MyBuildsPage />, { url: '/my-builds' });
    expect(await screen.findByText('You must be logged in to view your builds.')).toBeVisible();
  });

  it("says 'Failed to fetch builds' when the list cannot be read, and logs 'Query error'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.current
      .on('GET /api/auth/me', { status: 200, body: stilgar })
      .on('GET /api/my-builds', { status: 500, text: 'boom' });
    renderAccountPage(<MyBuildsPage />, { url: '/my-builds' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch builds');
    expect(logged).toHaveBeenCalledWith('Query error', expect.anything());
  });
});

describe('MyBuildsPage: Delete', () => {
  async function confirmDeletion(user: ReturnType<typeof userEvent.setup>, build: MyBuild) {
    await user.click(within(cardOf(build)).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Build' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Build' });
    await user.type(within(dialog).getByLabelText('Type delete to confirm'), 'delet');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type delete to confirm'), 'e');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    return dialog;
  }

  it('deletes after the typed word: the card goes, a toast says so and the slots are asked again', async () => {
    const user = await openMyBuilds();
    api.current
      .on('DELETE /api/my-build', { status: 200, body: { message: SAVED_BUILD_TEXTS.deleted } })
      .on('GET /api/my-builds', myBuilds([PUBLIC_BUILD, RESTRICTED_BUILD]));
    await confirmDeletion(user, PRIVATE_BUILD);

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('article', { name: PRIVATE_BUILD.title })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Builds (2/10 save slots used)' })).toBeVisible();
    await expectToast('Build deleted.');
    const [sent] = api.current.calls('DELETE /api/my-build');
    expect(sent?.body).toEqual({
      id: PRIVATE_BUILD.id,
      build_name: PRIVATE_BUILD.title,
      username: 'Stilgar',
    });
    expect(sent?.headers['x-requested-with']).toBe('arrakis');
    await waitFor(() => {
      expect(api.current.calls('GET /api/my-builds')).toHaveLength(2);
    });
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("shows the server's message in the dialog and removes nothing", async () => {
    const user = await openMyBuilds();
    api.current.on('DELETE /api/my-build', apiError(404, SAVED_BUILD_TEXTS.notFound));
    const dialog = await confirmDeletion(user, PRIVATE_BUILD);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Build not found.');
    expect(cardOf(PRIVATE_BUILD)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete Build' })).toBeEnabled();
  });

  it("says 'Failed to delete build' when the answer has no message", async () => {
    const user = await openMyBuilds();
    api.current.on('DELETE /api/my-build', { status: 500, text: 'boom' });
    const dialog = await confirmDeletion(user, PUBLIC_BUILD);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete build');
    expect(cardOf(PUBLIC_BUILD)).toBeInTheDocument();
  });

  it('Cancel keeps the card and sends nothing', async () => {
    const user = await openMyBuilds();
    await user.click(within(cardOf(PRIVATE_BUILD)).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Build' });
    await user.type(within(dialog).getByLabelText('Type delete to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardOf(PRIVATE_BUILD)).toBeVisible();
    expect(api.current.calls('DELETE /api/my-build')).toHaveLength(0);
  });
});

describe('MyBuildsPage: Load', () => {
  it('fetches the full build, hands it to the planner under load-build and opens the planner', async () => {
    const user = await openMyBuilds();
    const full = savedBuildOf(PUBLIC_BUILD);
    api.current.on(`GET /api/saved-builds/${PUBLIC_BUILD.id}`, { status: 200, body: full });

    await user.click(within(cardOf(PUBLIC_BUILD)).getByRole('button', { name: 'Load' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/skill-trees');
    });
    const handedOver: unknown = JSON.parse(window.localStorage.getItem(LOAD_BUILD_KEY) ?? 'null');
    expect(handedOver).toEqual(full);
    expect(api.current.calls(`GET /api/saved-builds/${PUBLIC_BUILD.id}`)).toHaveLength(1);
  });

  it('says so in a toast and stays when the build cannot be fetched', async () => {
    const user = await openMyBuilds();
    api.current.on(
      `GET /api/saved-builds/${PRIVATE_BUILD.id}`,
      apiError(404, SAVED_BUILD_TEXTS.notFound),
    );
    await user.click(within(cardOf(PRIVATE_BUILD)).getByRole('button', { name: 'Load' }));
    await expectToast('Build not found.');
    expect(screen.getByTestId('location')).toHaveTextContent('/my-builds');
    expect(window.localStorage.getItem(LOAD_BUILD_KEY)).toBeNull();
    expect(within(cardOf(PRIVATE_BUILD)).getByRole('button', { name: 'Load' })).toBeEnabled();
  });

  it("says 'Failed to load build' when the answer is not a saved build", async () => {
    const user = await openMyBuilds();
    api.current.on(`GET /api/saved-builds/${PRIVATE_BUILD.id}`, {
      status: 200,
      body: { id: PRIVATE_BUILD.id },
    });
    await user.click(within(cardOf(PRIVATE_BUILD)).getByRole('button', { name: 'Load' }));
    await expectToast('Failed to load build');
    expect(screen.getByTestId('location')).toHaveTextContent('/my-builds');
  });
});
