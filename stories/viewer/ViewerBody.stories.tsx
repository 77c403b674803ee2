import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TRAINER_WARNING } from '../../src/skills/trainerAccess';
import { ViewerBody } from '../../src/viewer/ViewerBody';
import {
  gameIndex,
  redLevelingBuild,
  viewerBodyShown,
  viewerBuild,
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
  args: { view: { build: viewerBuild(), index: gameIndex }, mobile: false },
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

/** On a phone: the same parts, one column. */
export const Phone: Story = {
  decorators: [withPhoneViewer],
  args: { mobile: true },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    await expect(within(canvasElement).getByTestId('viewer-guide')).toBeVisible();
  },
};
