import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TRAINER_WARNING } from '../../src/skills/trainerNotices';
import { BuildViewerView } from '../../src/viewer/BuildViewerView';
import {
  gameIndex,
  redLevelingBuild,
  VIEWER_URL,
  viewerBuild,
  viewerBodyShown,
  withDesktopViewer,
  withPhoneViewer,
} from './fixtures';

/**
 * The loaded viewer by itself (no fetching): heading, notices, class switcher and trees,
 * loadout, guide, Build Modifiers and Leveling Plan.
 */
const meta = {
  title: 'Viewer/BuildViewerView',
  component: BuildViewerView,
  decorators: [withDesktopViewer],
  args: {
    build: viewerBuild(),
    view: { build: viewerBuild(), index: gameIndex },
    mobile: false,
    author: 'Stilgar',
    link: `https://arrakis.example/build-viewer/${VIEWER_URL}`,
    like: { likes: 7, liked: false, busy: false, onToggle: fn() },
    onOpenInPlanner: fn(),
  },
} satisfies Meta<typeof BuildViewerView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The full build on desktop: every part, no notices; the header's buttons call back. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gravity Gunner');
    await expect(canvas.queryByTestId('leveling-notice')).toBeNull();
    await expect(canvas.queryByTestId('trainer-warning')).toBeNull();
    const switcher = within(canvas.getByTestId('class-switcher'));
    await expect(switcher.getByRole('heading', { name: /Trooper/ })).toBeVisible();
    await expect(canvas.getAllByTestId('skill-tree').map((tree) => tree.dataset.treeName)).toEqual([
      'Gunnery',
      'Suspensor Training',
      'Tactical Tech',
    ]);
    await userEvent.click(switcher.getByRole('button', { name: 'Next class' }));
    await expect(switcher.getByRole('heading', { name: /Mentat/ })).toBeVisible();
    await expect(canvas.getAllByTestId('skill-tree').map((tree) => tree.dataset.treeName)).toEqual([
      'Mental Calculus',
      'Assassination',
      'Tactician',
    ]);
    await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('13');
    await expect(canvas.getByRole('list', { name: 'Active Abilities' })).toHaveTextContent(
      'Slot 1: Anti-gravity FieldSlot 2: Shigawire ClawSlot 3: Empty',
    );
    // The guide's markdown renders as it comes near the screen (plain text until then).
    canvas.getByTestId('viewer-guide').scrollIntoView();
    await expect(await canvas.findByRole('heading', { name: 'Rotation' })).toBeVisible();
    await expect(canvas.getByTestId('build-modifiers')).toBeVisible();
    await expect(canvas.getByTestId('leveling-plan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Like (7 likes)' }));
    await expect(args.like.onToggle).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Open in planner' }));
    await expect(args.onOpenInPlanner).toHaveBeenCalledTimes(1);
  },
};

/** A Leveling Build with a red skill: the notice with its cap and the trainer warning. */
export const LevelingNoticeAndTrainerWarning: Story = {
  args: {
    build: redLevelingBuild(),
    view: { build: redLevelingBuild(), index: gameIndex },
    like: { likes: 0, liked: false, busy: false, onToggle: fn() },
  },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('leveling-notice')).toHaveTextContent(
      'Leveling Build: skill points are capped at 40 SP.',
    );
    await expect(canvas.getByTestId('trainer-warning')).toHaveTextContent(TRAINER_WARNING);
    await expect(canvas.getByTestId('trainer-warning')).toHaveTextContent(
      'WARNING - Red skills may not be trainable without access to advance class trainers',
    );
    await expect(canvas.getAllByRole('note')).toHaveLength(2);
    await expect(canvas.getByText('This build has no guide.')).toBeVisible();
  },
};

/** A Leveling Build with trainer access: the notice without the warning. */
export const LevelingNotice: Story = {
  args: {
    build: { ...viewerBuild(), buildTypeTags: ['Leveling Build'], customSkillPointCap: 40 },
    view: {
      build: { ...viewerBuild(), buildTypeTags: ['Leveling Build'], customSkillPointCap: 40 },
      index: gameIndex,
    },
  },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Leveling Build: skill points are capped at 40 SP.',
    );
    await expect(canvas.queryByTestId('trainer-warning')).toBeNull();
  },
};

/** A red skill without trainer access, not a Leveling Build: the warning alone. */
export const TrainerWarning: Story = {
  args: {
    build: { ...redLevelingBuild(), buildTypeTags: [], customSkillPointCap: null },
    view: {
      build: { ...redLevelingBuild(), buildTypeTags: [], customSkillPointCap: null },
      index: gameIndex,
    },
  },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(TRAINER_WARNING);
    await expect(canvas.queryByTestId('leveling-notice')).toBeNull();
  },
};

/**
 * The build is known but its game data still loads: the heading with every button at once,
 * the spinner below it in the room the build will fill.
 */
export const GameDataLoading: Story = {
  args: { view: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gravity Gunner');
    await expect(canvas.getByRole('status', { name: 'Loading build…' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Tags' })).toHaveTextContent('Crowd Controller');
    await expect(canvas.queryByTestId('class-switcher')).toBeNull();
    await expect(canvas.queryByTestId('viewer-loadout')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open in planner' }));
    await expect(args.onOpenInPlanner).toHaveBeenCalledTimes(1);
  },
};

/** The phone: one tree at a time, stepping with the arrows; switching class starts over. */
export const Phone: Story = {
  args: { mobile: true },
  decorators: [withPhoneViewer],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gravity Gunner');
    await expect(canvas.getAllByTestId('skill-tree')).toHaveLength(1);
    const treeHeading = () =>
      within(canvas.getByTestId('skill-tree')).getByRole('heading', { level: 3 });
    await expect(treeHeading()).toHaveTextContent('Gunnery 1/3');
    await expect(canvas.getByTestId('skill-tree').dataset.treeName).toBe('Gunnery');
    await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
    await expect(canvas.getByTestId('skill-tree').dataset.treeName).toBe('Suspensor Training');
    await expect(treeHeading()).toHaveTextContent('Suspensor Training 2/3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next class' }));
    await expect(canvas.getByTestId('skill-tree').dataset.treeName).toBe('Mental Calculus');
    await expect(treeHeading()).toHaveTextContent('Mental Calculus 1/3');
  },
};
