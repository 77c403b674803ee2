import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TRAINER_ACCESS_UNSTATED, TRAINER_WARNING } from '../../src/skills/trainerNotices';
import { ViewerBody } from '../../src/viewer/ViewerBody';
import { launchIndex } from '../planner/fixtures/plannerFixtures';
import {
  gameIndex,
  progressionIndex,
  redLevelingBuild,
  unstatedTrainerBuild,
  viewerBodyShown,
  viewerBuild,
  withCharacter,
  withDesktopViewer,
  withPhoneViewer,
} from './fixtures';

/**
 * Everything below the viewer's heading by itself: the trees paint first, then the loadout, the
 * guide and the Build Modifiers with the Leveling Plan arrive one per task.
 */
const meta = {
  title: 'Viewer/ViewerBody',
  component: ViewerBody,
  decorators: [withDesktopViewer],
  args: { view: { build: viewerBuild(), index: gameIndex }, mobile: false, trainerShown: false },
} satisfies Meta<typeof ViewerBody>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A full build: the shown class's three trees, then every panel below them, no notices. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('skill-tree')).toHaveLength(3);
    await expect(canvas.getByRole('list', { name: 'Active Abilities' })).toBeVisible();
    await expect(canvas.getByTestId('viewer-guide')).toBeVisible();
    await expect(canvas.queryByTestId('leveling-notice')).toBeNull();
    await expect(canvas.queryByTestId('trainer-warning')).toBeNull();
  },
};

/** A leveling build over its cap: both notices above the trees. */
export const LevelingNotices: Story = {
  args: { view: { build: redLevelingBuild(), index: gameIndex } },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('leveling-notice')).toHaveTextContent('Leveling Build');
    await expect(canvas.getByTestId('trainer-warning')).toHaveTextContent(TRAINER_WARNING);
  },
};

/** The drawn skills marked red (level 2+ without the class's trainer). */
const redSkills = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.sg-node--red');

/**
 * The build says its author reaches the Mentat trainer only: its Trooper skill at level 3 is
 * red, and the spec's warning names the class it lacks.
 */
export const TrainerAccessStated: Story = {
  args: { view: { build: redLevelingBuild(), index: gameIndex } },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    const warning = canvas.getByTestId('trainer-warning');
    await expect(warning).toHaveTextContent(TRAINER_WARNING);
    await expect(warning).toHaveTextContent(
      'The build says its author lacks the advanced trainer of: Trooper.',
    );
    await expect(canvas.queryByTestId('trainer-unstated')).toBeNull();
    await expect(redSkills(canvasElement).length).toBeGreaterThan(0);
  },
};

/**
 * The same skills with no box ticked (the author said nothing): a quiet note instead of the
 * warning, and no skill red.
 */
export const TrainerAccessUnstated: Story = {
  args: { view: { build: unstatedTrainerBuild(), index: gameIndex } },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trainer-unstated')).toHaveTextContent(TRAINER_ACCESS_UNSTATED);
    await expect(canvas.queryByTestId('trainer-warning')).toBeNull();
    await expect(canvas.getAllByTestId('skill-tree').length).toBeGreaterThan(0);
    await expect(redSkills(canvasElement)).toHaveLength(0);
  },
};

/**
 * The page told the note already, from the build the server opened: the body does not repeat
 * it, and still marks no skill red.
 */
export const TrainerAccessToldAbove: Story = {
  args: { view: { build: unstatedTrainerBuild(), index: gameIndex }, trainerShown: true },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('trainer-unstated')).toBeNull();
    await expect(canvas.getAllByTestId('skill-tree').length).toBeGreaterThan(0);
    await expect(redSkills(canvasElement)).toHaveLength(0);
  },
};

/** The quiet note on a phone, above the one tree shown. */
export const TrainerAccessUnstatedPhone: Story = {
  decorators: [withPhoneViewer],
  args: { view: { build: unstatedTrainerBuild(), index: gameIndex }, mobile: true },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trainer-unstated')).toBeVisible();
    await expect(canvas.getAllByTestId('skill-tree')).toHaveLength(1);
    await expect(redSkills(canvasElement)).toHaveLength(0);
  },
};

/** On a phone: the same parts, one column. */
export const Phone: Story = {
  decorators: [withPhoneViewer],
  args: { mobile: true },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    await expect(within(canvasElement).getByTestId('viewer-guide')).toBeVisible();
  },
};

/**
 * A Leveling Build planned for a level 10 character with Combat 20: the notice names the
 * character's budget it plans against, not the 40 SP cap the budget replaces.
 */
export const LevelingCharacter: Story = {
  args: { view: { build: withCharacter(redLevelingBuild(), 10, 20), index: progressionIndex } },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('leveling-notice')).toHaveTextContent(
      "Leveling Build: skill points follow the character's budget of 22 SP (level 10, Combat 20).",
    );
    await expect(canvas.getByTestId('leveling-notice')).not.toHaveTextContent('40 SP');
    await expect(canvas.getByTestId('sp-spent').parentElement).toHaveTextContent('8 / 22');
    await expect(canvas.getByRole('region', { name: 'Character' })).toHaveTextContent(
      'Level 10: 10 SP · Combat 20: +12 SP',
    );
  },
};

/** A full build planned for a character, on a phone: the character under the counter. */
export const WithCharacterPhone: Story = {
  decorators: [withPhoneViewer],
  args: {
    view: { build: withCharacter(viewerBuild(), 60, 48), index: progressionIndex },
    mobile: true,
  },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('leveling-notice')).toBeNull();
    const character = canvas.getByRole('region', { name: 'Character' });
    await expect(character).toBeVisible();
    await expect(character).toHaveTextContent('Level 60: 60 SP · Combat 48: +27 SP');
    await expect(character.scrollWidth).toBeLessThanOrEqual(character.clientWidth);
  },
};

/**
 * A build made with the launch data: its status on the current version at the top and its
 * patch report below, read-only (no Migrate button: that is the planner's).
 */
export const OlderGameVersion: Story = {
  args: { view: { build: viewerBuild(), index: launchIndex } },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    const patch = await canvas.findByTestId('viewer-patch');
    await expect(patch).toHaveTextContent('Made with the Launch game data:');
    await expect(within(patch).getAllByTestId('version-status')[0]).toHaveTextContent(
      'valid on 1.5.3.6',
    );
    await expect(within(patch).getByTestId('patch-report')).toHaveTextContent('Since launch');
    await expect(canvas.queryByRole('button', { name: /Migrate/ })).toBeNull();
  },
};

/** The same on a phone: the report wraps inside the screen. */
export const OlderGameVersionPhone: Story = {
  ...OlderGameVersion,
  decorators: [withPhoneViewer],
  args: { view: { build: viewerBuild(), index: launchIndex }, mobile: true },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const patch = await within(canvasElement).findByTestId('viewer-patch');
    await expect(patch.scrollWidth).toBeLessThanOrEqual(patch.clientWidth);
  },
};
