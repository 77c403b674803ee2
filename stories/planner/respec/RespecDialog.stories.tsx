import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RespecDialog } from '../../../src/planner/respec/RespecDialog';
import { totalSkillPointsSpent } from '../../../src/skills/costs';
import { gameIndex } from '../fixtures/plannerFixtures';
import { expectPhoneDialog } from '../dialogs/fixtures/expectations';
import {
  DROPPED_SKILL,
  LAUNCH_CODE,
  LOADERS,
  PENDING_LOADERS,
  PLAYER,
  PLAYER_CODE,
  PLAYER_SAVED,
  RAISED_SKILL,
  TARGET,
  withMyBuilds,
} from './respecFixtures';
import { characterOf, PROGRESSION_INDEX } from '../../fixtures/progressionFixtures';

/**
 * The respec planner: From and To (the build in the planner, a saved build, or a pasted link,
 * address or code), then what the respec refunds and spends, the skills it changes, whether the
 * target fits the character, and its Spice on the ladder.
 */
const meta = {
  title: 'Planner/Respec/RespecDialog',
  component: RespecDialog,
  args: {
    open: true,
    onClose: fn(),
    build: TARGET,
    index: PROGRESSION_INDEX,
    loggedIn: false,
    loaders: LOADERS,
  },
} satisfies Meta<typeof RespecDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('dialog', { name: 'Plan a respec' }));
const sideOf = (canvasElement: HTMLElement, legend: 'From' | 'To') =>
  within(dialogOf(canvasElement).getByRole('group', { name: legend }));

const PLAYER_SPENT = totalSkillPointsSpent(PROGRESSION_INDEX, PLAYER.characterBuild);
const TARGET_SPENT = totalSkillPointsSpent(PROGRESSION_INDEX, TARGET.characterBuild);
const BUDGET = characterOf(60, 48).budget.total;
const REFUND_LINE = `A respec refunds all ${PLAYER_SPENT} SP; the new build spends ${TARGET_SPENT} SP`;

/** Pastes text into a side and opens it. */
async function paste(canvasElement: HTMLElement, legend: 'From' | 'To', text: string) {
  const side = sideOf(canvasElement, legend);
  const field = side.getByLabelText(`${legend}: link or share code`);
  await userEvent.clear(field);
  // Pasted, not typed: a share code is long.
  field.focus();
  await userEvent.paste(text);
  await userEvent.click(side.getByRole('button', { name: 'Open' }));
}

/** Nothing picked yet (a visitor): From asks for a link or code, To is the planner's build. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const from = sideOf(canvasElement, 'From');
    await expect(from.getByLabelText('From: which build')).toHaveValue('pasted');
    await expect(from.getByRole('button', { name: 'Open' })).toBeDisabled();
    await expect(
      from.queryByRole('option', { name: 'One of my saved builds' }),
    ).not.toBeInTheDocument();
    await expect(sideOf(canvasElement, 'To').getByLabelText('To: which build')).toHaveDisplayValue(
      'The build in the planner (Trooper Capstones)',
    );
    await expect(dialog.getByText('Pick both builds to see what the respec takes.')).toBeVisible();
    await expect(dialog.queryByTestId('respec-result')).not.toBeInTheDocument();
  },
};

/** A build link being fetched: the side says so; the result waits. */
export const Loading: Story = {
  args: { loaders: PENDING_LOADERS },
  play: async ({ canvasElement }) => {
    await paste(canvasElement, 'From', 'https://arrakis.example/skill-trees?link=k7Qm2xPz9A');
    const from = sideOf(canvasElement, 'From');
    await expect(await from.findByRole('status')).toHaveTextContent('Opening the build…');
    await expect(from.getByRole('button', { name: 'Open' })).toBeDisabled();
    await expect(dialogOf(canvasElement).queryByTestId('respec-result')).not.toBeInTheDocument();
  },
};

/** A bad code: the planner's own message; the text stays as typed. */
export const BadCode: Story = {
  play: async ({ canvasElement }) => {
    await paste(canvasElement, 'From', 'not-a-build-code');
    const from = sideOf(canvasElement, 'From');
    const alert = await from.findByRole('alert');
    await expect(alert).toHaveTextContent('The build in this address could not be read.');
    await expect(alert).toHaveTextContent('This share code is not valid.');
    await expect(from.getByLabelText('From: link or share code')).toHaveValue('not-a-build-code');
    await expect(dialogOf(canvasElement).queryByTestId('respec-result')).not.toBeInTheDocument();
  },
};

/** A dead link: the link's own message; the address stays as typed. */
export const DeadLink: Story = {
  play: async ({ canvasElement }) => {
    const address = 'https://arrakis.example/skill-trees?link=Gone000000';
    await paste(canvasElement, 'From', address);
    const from = sideOf(canvasElement, 'From');
    const alert = await from.findByRole('alert');
    await expect(alert).toHaveTextContent('This shared build could not be loaded.');
    await expect(alert).toHaveTextContent('The link does not exist or has expired.');
    await expect(from.getByLabelText('From: link or share code')).toHaveValue(address);
  },
};

/** A code of older game data: opened with what still fits, said as the planner says it. */
export const OtherGameVersion: Story = {
  play: async ({ canvasElement }) => {
    await paste(canvasElement, 'From', LAUNCH_CODE);
    const from = sideOf(canvasElement, 'From');
    await expect(
      await from.findByText(/^The game data changed since this build was shared/),
    ).toBeVisible();
    await expect(await dialogOf(canvasElement).findByTestId('respec-result')).toBeVisible();
  },
};

/**
 * A logged-in player's saved build to the planner's: the refund and spend, skills added,
 * removed and changed, the character short of points, and the Spice for two recent respecs.
 */
export const Full: Story = {
  args: { loggedIn: true },
  decorators: [withMyBuilds],
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const from = sideOf(canvasElement, 'From');
    await expect(from.getByLabelText('From: which build')).toHaveValue('saved');
    await userEvent.selectOptions(
      from.getByLabelText('From: saved build'),
      from.getByRole('option', { name: /^Mentat Opener/ }),
    );
    const result = within(await dialog.findByTestId('respec-result'));
    await expect(from.getByText('Mentat Opener')).toBeVisible();
    await expect(result.getByText(REFUND_LINE)).toBeVisible();
    await expect(result.getByTestId('respec-fits')).toHaveTextContent(
      `Needs ${TARGET_SPENT - BUDGET} more SP than your level 60 Combat 48 character has`,
    );
    const changed = within(result.getByRole('list', { name: 'Changed' }));
    await expect(
      changed.getByText(
        new RegExp(
          `^${RAISED_SKILL.name}( \\([^)]+\\))? 1 -> ${RAISED_SKILL.to} \\(\\+\\d+ SP\\)$`,
        ),
      ),
    ).toBeVisible();
    const removed = within(result.getByRole('list', { name: 'Removed' }));
    await expect(
      removed.getByText(new RegExp(`^${DROPPED_SKILL}( \\([^)]+\\))? \\d -> 0 \\(-\\d+ SP\\)$`)),
    ).toBeVisible();
    await expect(result.getByRole('list', { name: 'Added' })).toBeVisible();
    await expect(result.getByText('2 skills stay the same')).toBeVisible();
    // Two skills of one name (the Trooper's and the Mentat's) say their trees.
    await expect(result.getByText(/^Ranged Damage \(Gunnery\) 1 -> 3 /)).toBeVisible();
    await expect(result.getByText(/^Ranged Damage \((?!Gunnery)[^)]+\) 1 -> 0 /)).toBeVisible();

    await expect(result.getByRole('heading', { name: /Spice/ })).toHaveTextContent('unconfirmed');
    const cost = result.getByTestId('respec-spice-cost');
    await expect(cost).toHaveTextContent('The next respec is free on official servers (default)');
    const recent = result.getByLabelText('Respecs in the last 24 hours');
    await userEvent.clear(recent);
    await userEvent.type(recent, '2');
    await expect(cost).toHaveTextContent(
      'The next respec costs 10 Spice Melange on official servers (default)',
    );
    await userEvent.clear(recent);
    await userEvent.type(recent, '9');
    await expect(cost).toHaveTextContent('The next respec costs 50 Spice Melange');
    await expect(result.getByText('inside a watersealed base')).toBeVisible();
    await expect(result.getByText('the Spice must be in the inventory')).toBeVisible();
    await expect(result.getByText(/self-hosted servers may set other costs/)).toBeVisible();
    await expect(result.getByText(/48-hour respec cooldown/)).toBeVisible();
  },
};

/** Swap: the planner's build becomes From, the saved build To; the plan turns round. */
export const Swapped: Story = {
  args: { loggedIn: true },
  decorators: [withMyBuilds],
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const from = sideOf(canvasElement, 'From');
    await userEvent.selectOptions(from.getByLabelText('From: saved build'), PLAYER_SAVED.id);
    await dialog.findByTestId('respec-result');
    await userEvent.click(dialog.getByRole('button', { name: 'Swap From and To' }));
    await expect(sideOf(canvasElement, 'From').getByLabelText('From: which build')).toHaveValue(
      'planner',
    );
    await expect(sideOf(canvasElement, 'To').getByText('Mentat Opener')).toBeVisible();
    await expect(
      dialog.getByText(
        `A respec refunds all ${TARGET_SPENT} SP; the new build spends ${PLAYER_SPENT} SP`,
      ),
    ).toBeVisible();
    // The planner's build states no character: the saved build's character is the budget.
    await expect(dialog.getByTestId('respec-fits')).toHaveTextContent(
      `Fits your level 60 Combat 48 character (${BUDGET} SP)`,
    );
  },
};

/** Older game data without progression facts: the skills still compare; the Spice is unknown. */
export const NoProgressionFacts: Story = {
  args: { index: gameIndex, build: { ...TARGET, character: undefined } },
  play: async ({ canvasElement }) => {
    await paste(canvasElement, 'From', PLAYER_CODE);
    const result = within(await dialogOf(canvasElement).findByTestId('respec-result'));
    await expect(result.getByText(/^A respec refunds all \d+ SP/)).toBeVisible();
    await expect(
      result.getByText("The respec's Spice costs are unknown for the Update 1.5 game data."),
    ).toBeVisible();
    await expect(result.queryByLabelText(/Respecs in the last/)).not.toBeInTheDocument();
  },
};

/** Done closes. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(dialogOf(canvasElement).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Phone: a bottom sheet, the sides one above the other, every control thumb-sized. */
export const Phone: Story = {
  args: { loggedIn: true },
  decorators: [withMyBuilds],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const from = sideOf(canvasElement, 'From');
    await userEvent.selectOptions(from.getByLabelText('From: saved build'), PLAYER_SAVED.id);
    await dialogOf(canvasElement).findByTestId('respec-result');
    await expectPhoneDialog(canvasElement, (dialog) => [
      dialog.getByLabelText('From: which build'),
      dialog.getByLabelText('To: which build'),
      dialog.getByLabelText('Respecs in the last 24 hours'),
    ]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
