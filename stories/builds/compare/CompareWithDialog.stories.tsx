import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MyBuildsResponse } from '../../../src/api/contract/savedBuilds';
import { NOT_A_BUILD, NOTHING_PASTED } from '../../../src/api/contract/pastedCompareSide';
import { ApiRequestError } from '../../../src/api/requestJson';
import { CompareWithDialog } from '../../../src/builds/compare/CompareWithDialog';
import { SAME_BUILD } from '../../../src/builds/compare/PastedBuildForm';
import { encodeShareCode } from '../../../src/skills/shareCode';
import { myBuild } from '../../account/myBuilds/fixtures';
import { PHONE } from '../../admin/fixtures';
import { expectNoApiRequest } from '../../fixtures/noNetwork';
import { gameIndex, trooperBuild } from '../../planner/fixtures/plannerFixtures';
import { expectPhoneDialog } from '../../planner/dialogs/fixtures/expectations';

/** The viewed build's id, and the build in the player's planner as its share code. */
const THIS_BUILD = 'k7Qm2xPz9A';
const PLANNER_CODE = encodeShareCode(trooperBuild(), gameIndex);
const OTHER_ID = 'Zq8Lm3Np0R';

const MY_BUILDS: MyBuildsResponse = {
  builds: [
    myBuild(1, { title: 'Sandrider Sniper', url: 'url0000001', skillpoints: 58 }),
    // The viewed build is the player's own: it is not offered as its own rival.
    myBuild(2, { title: 'This very build', url: THIS_BUILD }),
    myBuild(3, { title: 'Hagga Basin Scout', url: 'url0000003', skillpoints: 31 }),
  ],
};

/**
 * Which build to compare this one with: the planner's build, one of my saved builds (listed
 * when the dialog opens) or a pasted link or code; choosing one goes to `/compare/{this}/{it}`.
 */
const meta = {
  title: 'Builds/Compare/CompareWithDialog',
  component: CompareWithDialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Compare with my build',
    self: THIS_BUILD,
    plannerCode: null,
    loggedIn: false,
    onCompare: fn(),
    loadMyBuilds: fn(() => Promise.resolve(MY_BUILDS)),
  },
} satisfies Meta<typeof CompareWithDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () => within(document.body).getByRole('dialog', { name: 'Compare with my build' });
const field = () => within(dialogOf()).getByLabelText('Build link or share code');

/** Pastes text into the field (a link or code is pasted, not typed) and presses Compare. */
async function pasteAndCompare(text: string) {
  await userEvent.clear(field());
  field().focus();
  await userEvent.paste(text);
  await userEvent.click(within(dialogOf()).getByRole('button', { name: 'Compare' }));
}

/** A visitor with an empty planner: only the field to paste a link or code, nothing loaded. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = within(dialogOf());
    await expect(dialog.queryByRole('button', { name: 'The build in my planner' })).toBeNull();
    await expect(dialog.queryByText('My saved builds')).toBeNull();
    await expect(field()).toHaveValue('');
    await expect(args.loadMyBuilds).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expectNoApiRequest();
  },
};

/** A visitor with a build in the planner: one press compares the viewed build with it. */
export const PlannerBuild: Story = {
  args: { plannerCode: PLANNER_CODE },
  play: async ({ args }) => {
    await userEvent.click(
      within(dialogOf()).getByRole('button', { name: 'The build in my planner' }),
    );
    await expect(args.onCompare).toHaveBeenCalledWith(`/compare/${THIS_BUILD}/${PLANNER_CODE}`);
    await expectNoApiRequest();
  },
};

/** A logged-in player's saved builds while they load. */
export const LoadingMyBuilds: Story = {
  args: { loggedIn: true, loadMyBuilds: fn(() => new Promise<MyBuildsResponse>(() => undefined)) },
  play: async ({ args }) => {
    const dialog = within(dialogOf());
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading your saved builds…');
    await expect(args.loadMyBuilds).toHaveBeenCalledTimes(1);
    // The field works meanwhile.
    await expect(field()).toBeEnabled();
  },
};

/** How many times the failing story asked for the saved builds. */
let asks = 0;

/** The saved builds could not be read: the reason, and Try again asks once more. */
export const LoadFailed: Story = {
  beforeEach: () => {
    asks = 0;
  },
  args: {
    loggedIn: true,
    // The first ask fails, the next one answers.
    loadMyBuilds: fn(() =>
      ++asks === 1
        ? Promise.reject(new ApiRequestError('Failed to fetch builds', 500))
        : Promise.resolve(MY_BUILDS),
    ),
  },
  play: async ({ args }) => {
    const dialog = within(dialogOf());
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to fetch builds');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(await dialog.findByRole('button', { name: /Sandrider Sniper/ })).toBeVisible();
    await expect(args.loadMyBuilds).toHaveBeenCalledTimes(2);
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** Logged in and no other saved build: the list says so. */
export const NoOtherSavedBuilds: Story = {
  args: {
    loggedIn: true,
    loadMyBuilds: fn(() => Promise.resolve({ builds: [myBuild(2, { url: THIS_BUILD })] })),
  },
  play: async () => {
    await expect(
      await within(dialogOf()).findByText('You have no other saved builds yet.'),
    ).toBeVisible();
  },
};

/**
 * Everything offered: the planner's build, my saved builds (the viewed one left out) and the
 * field; a saved build goes to the compare page by its id.
 */
export const Full: Story = {
  args: { loggedIn: true, plannerCode: PLANNER_CODE },
  play: async ({ args }) => {
    const dialog = within(dialogOf());
    await expect(dialog.getByRole('button', { name: 'The build in my planner' })).toBeVisible();
    const saved = within(await dialog.findByRole('region', { name: 'My saved builds' }));
    const names = saved.getAllByRole('button').map((button) => button.textContent);
    await expect(names).toEqual(['Sandrider Sniper58 SP', 'Hagga Basin Scout31 SP']);
    await userEvent.click(saved.getByRole('button', { name: /Hagga Basin Scout/ }));
    await expect(args.onCompare).toHaveBeenCalledWith(`/compare/${THIS_BUILD}/url0000003`);
    await expect(args.loadMyBuilds).toHaveBeenCalledWith(expect.any(AbortSignal));
  },
};

/**
 * Bad input: nothing, text that names no build, this very build. Each says
 * what is wrong under the field, which keeps the text; a good link then goes through.
 */
export const BadInput: Story = {
  play: async ({ args }) => {
    const dialog = within(dialogOf());
    await userEvent.click(dialog.getByRole('button', { name: 'Compare' }));
    await expect(await dialog.findByText(NOTHING_PASTED)).toBeVisible();

    await pasteAndCompare('the sandworm build from the forum');
    await expect(await dialog.findByText(NOT_A_BUILD)).toBeVisible();
    await expect(field()).toHaveValue('the sandworm build from the forum');
    await expect(field()).toHaveAttribute('aria-invalid', 'true');
    await expect(field()).toHaveAccessibleDescription(expect.stringContaining(NOT_A_BUILD));

    await pasteAndCompare(`https://arrakis.example/build-viewer/${THIS_BUILD}/`);
    await expect(await dialog.findByText(SAME_BUILD)).toBeVisible();
    await expect(args.onCompare).not.toHaveBeenCalled();

    // Typing mends the field: the error goes.
    await userEvent.type(field(), 'x');
    await waitFor(() => expect(field()).not.toHaveAttribute('aria-invalid'));

    await pasteAndCompare(`https://arrakis.example/skill-trees?link=${OTHER_ID}`);
    await expect(args.onCompare).toHaveBeenCalledWith(`/compare/${THIS_BUILD}/${OTHER_ID}`);
    await expectNoApiRequest();
  },
};

/** On a phone: a bottom sheet with thumb-sized choices and field. */
export const Phone: Story = {
  globals: PHONE,
  args: { loggedIn: true, plannerCode: PLANNER_CODE },
  play: async ({ canvasElement }) => {
    await within(dialogOf()).findByRole('button', { name: /Sandrider Sniper/ });
    await expectPhoneDialog(canvasElement, (dialog) => [
      dialog.getByLabelText('Build link or share code'),
    ]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
