import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlannerDialogs } from '../../src/planner/PlannerDialogs';
import type { PlannerStore } from '../../src/planner/store/plannerStore';
import { plannerStore, trooperBuild } from './fixtures/plannerFixtures';
import type { SavedBuildApiStub } from './fixtures/savedBuildApi';
import { stilgar, stubSavedBuildApi, withSavedNames } from './fixtures/savedBuildApi';
import { saveAnswer } from './fixtures/savedBuilds';
import { storeLoader, withPlannerStore } from './fixtures/storyStore';
import {
  buildNameTakenMessage,
  overwriteQuestion,
  SAVED_BUILD_TEXTS,
} from '../../src/api/contract/savedBuildsTexts';
import { LOAD_BUILD_KEY } from '../../src/api/contract/plannerOpening';

/**
 * The planner's dialogs bound to the store: the one named by the store's UI state is shown
 * (its code loads on first use); none is rendered while no dialog is open. The Save stories
 * answer the saved-build calls with a stand-in for `fetch`, through the app's own request code.
 */
const meta = {
  title: 'Planner/Dialogs/Planner dialogs',
  component: PlannerDialogs,
  decorators: [withPlannerStore],
  args: { reloadPage: fn() },
} satisfies Meta<typeof PlannerDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (name: string) => within(document.body).findByRole('dialog', { name });
const findAlert = (name: string) => within(document.body).findByRole('alertdialog', { name });

/** A store with the Save dialog open over the Gravity Gunner build. */
const saveOpen = (build = trooperBuild()) =>
  storeLoader(() => {
    const store = plannerStore(build);
    store.getState().actions.openSave();
    return store;
  });

/** The stand-in's answers for one story (fresh per story, so `seen` is the story's own). */
function saveApi(answers: SavedBuildApiStub['answers']): SavedBuildApiStub {
  return {
    answers: { 'GET /api/saved-builds': { status: 200, body: [] }, ...answers },
    seen: [],
  };
}

/** No dialog open: nothing shows; opening one from the store shows it. */
export const NoneOpen: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ loaded }) => {
    const store = loaded.store as PlannerStore;
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    store.getState().actions.openDialog('tags');
    await expect(await findDialog('Build Tags')).toBeVisible();
  },
};

/** Export, opened through the store: the title shows; Cancel closes it in the store. */
export const Export: Story = {
  loaders: [
    storeLoader(() => {
      const store = plannerStore(trooperBuild());
      store.getState().actions.openDialog('export');
      return store;
    }),
  ],
  play: async ({ loaded }) => {
    const store = loaded.store as PlannerStore;
    const dialog = await findDialog('Export Build');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(store.getState().ui.dialog).toBeNull());
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** A success message, as after an export. */
export const Success: Story = {
  loaders: [
    storeLoader(() => {
      const store = plannerStore(trooperBuild());
      store.getState().actions.showSuccess('Build Exported', 'Your build was saved as a.json.');
      return store;
    }),
  ],
  play: async () => {
    const dialog = await findDialog('Build Exported');
    await expect(within(dialog).getByText('Your build was saved as a.json.')).toBeVisible();
  },
};

const savedStub = saveApi({
  'POST /api/saved-builds': { status: 201, body: saveAnswer(trooperBuild(), 'CREATED') },
});

/**
 * Save: the dialog with the slots used; Save reads 'Saving...' while the POST runs, then Build
 * Saved; the planner now knows which saved build it is.
 */
export const SaveBuild: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames(['Sandworm Rider', 'Hagga Scout', 'Deep Desert Miner'])],
  loaders: [saveOpen()],
  beforeEach: () => {
    savedStub.seen.length = 0;
    return stubSavedBuildApi(savedStub);
  },
  play: async ({ loaded }) => {
    const store = loaded.store as PlannerStore;
    const dialog = await findDialog('Save Build');
    await expect(within(dialog).getByText('3/10 save slots used')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const success = await findDialog('Build Saved');
    await expect(success).toHaveTextContent(SAVED_BUILD_TEXTS.saved);
    await expect(savedStub.seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/saved-builds',
      body: { build_name: 'Gravity Gunner', data: { buildSharing: 'Private' } },
    });
    await expect(store.getState().saved?.name).toBe('Gravity Gunner');
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(store.getState().ui.dialog).toBeNull());
  },
};

const failedStub = saveApi({ 'POST /api/saved-builds': { status: 500, body: {} } });

/** A save that failed: the spec's text inside the Save dialog, which stays open to try again. */
export const SaveFailed: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames([])],
  loaders: [saveOpen()],
  beforeEach: () => stubSavedBuildApi(failedStub),
  play: async () => {
    const dialog = await findDialog('Save Build');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText(SAVED_BUILD_TEXTS.saveFailed)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

const overwriteStub = saveApi({
  'POST /api/saved-builds': {
    status: 409,
    body: { statusCode: 409, error: 'Conflict', message: buildNameTakenMessage('Gravity Gunner') },
  },
  'PUT /api/saved-builds': { status: 200, body: saveAnswer(trooperBuild(), 'UPDATED') },
});

/** A name the account already has: 'Overwrite Build?', then the PUT and Build Updated. */
export const Overwrite: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames([])],
  loaders: [saveOpen()],
  beforeEach: () => stubSavedBuildApi(overwriteStub),
  play: async () => {
    await userEvent.click(
      within(await findDialog('Save Build')).getByRole('button', { name: 'Save' }),
    );
    const overwrite = await findDialog(SAVED_BUILD_TEXTS.overwriteTitle);
    await expect(overwrite).toHaveTextContent(overwriteQuestion('Gravity Gunner'));
    await userEvent.click(within(overwrite).getByRole('button', { name: 'Overwrite' }));
    await expect(await findDialog('Build Updated')).toHaveTextContent(SAVED_BUILD_TEXTS.updated);
  },
};

const overwriteFailedStub = saveApi({
  'POST /api/saved-builds': {
    status: 409,
    body: { statusCode: 409, error: 'Conflict', message: 'taken' },
  },
  'PUT /api/saved-builds': 'offline',
});

/** The overwrite failed (offline): the spec's text inside the Overwrite dialog. */
export const OverwriteFailed: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames([])],
  loaders: [saveOpen()],
  beforeEach: () => stubSavedBuildApi(overwriteFailedStub),
  play: async () => {
    await userEvent.click(
      within(await findDialog('Save Build')).getByRole('button', { name: 'Save' }),
    );
    const overwrite = await findDialog(SAVED_BUILD_TEXTS.overwriteTitle);
    await userEvent.click(within(overwrite).getByRole('button', { name: 'Overwrite' }));
    await expect(
      await within(overwrite).findByText(SAVED_BUILD_TEXTS.overwriteFailed),
    ).toBeVisible();
  },
};

const limitStub = saveApi({
  'POST /api/saved-builds': {
    status: 403,
    body: {
      statusCode: 403,
      error: 'BUILD_LIMIT_REACHED',
      message: SAVED_BUILD_TEXTS.limitReached,
    },
  },
});

/** The server counts 10 builds (another tab saved one): Build Limit Reached with its link. */
export const BuildLimit: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames([])],
  loaders: [saveOpen()],
  beforeEach: () => stubSavedBuildApi(limitStub),
  play: async () => {
    await userEvent.click(
      within(await findDialog('Save Build')).getByRole('button', { name: 'Save' }),
    );
    const limit = await findAlert(SAVED_BUILD_TEXTS.limitTitle);
    await expect(limit).toHaveTextContent(SAVED_BUILD_TEXTS.limitReached);
    await expect(within(limit).getByRole('link', { name: 'Go to My Builds' })).toHaveAttribute(
      'href',
      '/my-builds',
    );
  },
};

const restrictedBuild = { ...trooperBuild(), buildSharing: 'Public' as const };
const restrictedAnswer = saveAnswer(restrictedBuild, 'CREATED_AS_RESTRICTED');
const restrictedStub = saveApi({
  'POST /api/saved-builds': { status: 201, body: restrictedAnswer },
});

/**
 * A save moderation flagged: the Content Moderation Alert; OK hands the build as stored (now
 * Restricted) to the planner and reloads the page.
 */
export const SavedAsRestricted: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames([])],
  loaders: [saveOpen(restrictedBuild)],
  beforeEach: () => {
    localStorage.removeItem(LOAD_BUILD_KEY);
    const restore = stubSavedBuildApi(restrictedStub);
    return () => {
      restore();
      localStorage.removeItem(LOAD_BUILD_KEY);
    };
  },
  play: async ({ args, loaded }) => {
    const store = loaded.store as PlannerStore;
    await userEvent.click(
      within(await findDialog('Save Build')).getByRole('button', { name: 'Save' }),
    );
    const alert = await findAlert(SAVED_BUILD_TEXTS.moderationTitle);
    await expect(alert).toHaveTextContent(SAVED_BUILD_TEXTS.savedRestricted);
    await expect(store.getState().build.buildSharing).toBe('Restricted');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(args.reloadPage).toHaveBeenCalledOnce();
    await expect(JSON.parse(localStorage.getItem(LOAD_BUILD_KEY) ?? 'null')).toEqual(
      restrictedAnswer.build,
    );
  },
};

/** Loading: the player's names have not arrived, so the slots are not shown yet. */
export const SaveWhileNamesLoad: Story = {
  parameters: { session: stilgar },
  loaders: [saveOpen()],
  beforeEach: () =>
    stubSavedBuildApi({
      answers: { 'GET /api/saved-builds': 'pending', 'GET /api/saved-build-count': 'pending' },
      seen: [],
    }),
  play: async () => {
    const dialog = await findDialog('Save Build');
    await expect(within(dialog).queryByText(/save slots used/)).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** On a phone the export dialog is a bottom sheet. */
export const Phone: Story = {
  ...Export,
  globals: { viewport: { value: 'phone' } },
  parameters: { plannerLayout: 'mobile' },
  play: async () => {
    await expect(await findDialog('Export Build')).toBeVisible();
  },
};

/** The Save dialog on a phone, with the slots and the listing it will save with. */
export const SavePhone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { session: stilgar, plannerLayout: 'mobile' },
  decorators: [withSavedNames(['One', 'Two'])],
  loaders: [saveOpen()],
  play: async () => {
    const dialog = await findDialog('Save Build');
    await expect(within(dialog).getByText('2/10 save slots used')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
