import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { OpenedSavedBuild, SavedBuild } from '../../src/api/contract/savedBuilds';
import { gameVersionToOpen } from '../../src/api/gameDataChunk';
import { ApiRequestError } from '../../src/api/requestJson';
import { openedSavedBuildPath, savedBuildPath } from '../../src/api/savedBuilds/savedBuildPaths';
import type { GameIndex } from '../../src/skills/gameIndex';
import { TRAINER_ACCESS_UNSTATED } from '../../src/skills/trainerNotices';
import BuildViewerPage from '../../src/viewer/BuildViewerPage';
import { expectPhoneLayout } from '../account/fixtures';
import { must } from '../fixtures/must';
import { toasts } from '../fixtures/toasts';
import {
  redLevelingBuild,
  savedBuild,
  unstatedTrainerBuild,
  VIEWER_URL,
  viewerBuild,
  viewerBodyShown,
  viewerLoaders,
  withDesktopViewer,
  withPhoneViewer,
} from './fixtures';

/**
 * The routed /build-viewer/:buildId page over stand-ins for the saved-build fetch and the game
 * data (no network): its loading, missing and failed states and the full build on desktop and
 * phone. The Like button's states are in BuildViewerLikes.stories.tsx.
 */

const meta = {
  title: 'Viewer/BuildViewerPage',
  component: BuildViewerPage,
  decorators: [withDesktopViewer],
  parameters: {
    router: { path: '/build-viewer/:buildId', initialEntry: `/build-viewer/${VIEWER_URL}` },
  },
  args: { loaders: viewerLoaders(savedBuild(viewerBuild())) },
} satisfies Meta<typeof BuildViewerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the build is on its way: the spinner. */
export const Loading: Story = {
  args: { loaders: viewerLoaders('pending') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading build…' }),
    ).toBeVisible();
  },
};

/**
 * Renders the page with `saved` as the served answer for its address's build, as the server
 * sends a viewer page, and the build as the server opened it when given.
 */
function withPageBuild(saved: SavedBuild, opened?: OpenedSavedBuild): Decorator {
  const fallback = {
    [savedBuildPath(VIEWER_URL)]: saved,
    ...(opened ? { [openedSavedBuildPath(VIEWER_URL)]: opened } : {}),
  };
  return (Story) => (
    <SWRConfig value={{ fallback }}>
      <Story />
    </SWRConfig>
  );
}

/**
 * The build the server rendered the page with: shown with no request (the fetch here never
 * answers).
 */
export const FromThePage: Story = {
  args: { loaders: viewerLoaders('pending') },
  decorators: [withPageBuild(savedBuild(viewerBuild()))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Gravity Gunner' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('like-count')).toHaveTextContent('7');
    await viewerBodyShown(canvasElement);
    await expect(canvas.getAllByTestId('skill-tree')).toHaveLength(3);
  },
};

/**
 * The server sent the build already opened: shown as it came (its own title here, to tell it
 * from the browser's opening), with its trees, and no request.
 */
export const OpenedByTheServer: Story = {
  args: { loaders: viewerLoaders('pending') },
  decorators: [
    withPageBuild(savedBuild(viewerBuild()), {
      gameVersion: gameVersionToOpen(savedBuild(viewerBuild()).game_version),
      build: { ...viewerBuild(), buildTitle: 'Gravity Gunner, as opened' },
      trainer: { notice: 'none', lacking: [] },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await viewerBodyShown(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Gravity Gunner, as opened' }),
    ).toBeVisible();
    await expect(canvas.getAllByTestId('skill-tree')).toHaveLength(3);
  },
};

/** The page served with a build the server opened, whose author said nothing of trainers. */
const withUnstatedTrainerBuild = withPageBuild(savedBuild(unstatedTrainerBuild()), {
  gameVersion: gameVersionToOpen(savedBuild(unstatedTrainerBuild()).game_version),
  build: unstatedTrainerBuild(),
  trainer: { notice: 'unstated', lacking: [] },
});

/**
 * The server opened a build whose author said nothing of trainer access: its quiet note shows
 * under the heading at once, while the trees' game data is still on its way.
 */
export const TrainerNoteBeforeTheTrees: Story = {
  args: {
    loaders: {
      ...viewerLoaders('pending'),
      loadIndex: () => new Promise<GameIndex>(() => undefined),
    },
  },
  decorators: [withUnstatedTrainerBuild],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trainer-unstated')).toHaveTextContent(TRAINER_ACCESS_UNSTATED);
    await expect(canvas.getByRole('status', { name: 'Loading build…' })).toBeVisible();
    await expect(canvas.queryByTestId('skill-tree')).toBeNull();
  },
};

/**
 * The same build once its trees are drawn: the note is told once, above the trees, and no skill
 * is red.
 */
export const TrainerNoteWithTheTrees: Story = {
  args: { loaders: viewerLoaders('pending') },
  decorators: [withUnstatedTrainerBuild],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await viewerBodyShown(canvasElement);
    await expect(canvas.getAllByTestId('trainer-unstated')).toHaveLength(1);
    await expect(canvas.queryByTestId('trainer-warning')).toBeNull();
    await expect(canvasElement.querySelectorAll('.sg-node--red')).toHaveLength(0);
  },
};

/** The page was rendered with another build: the page asks the API. */
export const PageBuildOfAnotherBuild: Story = {
  args: { loaders: viewerLoaders(new ApiRequestError('Build not found.', 404)) },
  decorators: [withPageBuild({ ...savedBuild(viewerBuild()), url: 'AAAAAAAAAA' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Build not found or could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The build is here, its game data not yet: the heading, then the spinner below it. */
export const GameDataLoading: Story = {
  args: {
    loaders: {
      fetchBuild: () => Promise.resolve(savedBuild(viewerBuild())),
      loadIndex: () => new Promise<GameIndex>(() => undefined),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Gravity Gunner' }),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Gravity Gunner');
    await expect(canvas.getByRole('status', { name: 'Loading build…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get Link' })).toBeVisible();
    await expect(canvas.queryByTestId('class-switcher')).toBeNull();
  },
};

/** 404 (missing, or not Public): the spec's text and a way back to the community list. */
export const NotFound: Story = {
  args: { loaders: viewerLoaders(new ApiRequestError('Build not found.', 404)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Build not found or could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Community Builds' })).toHaveAttribute(
      'href',
      '/community-builds',
    );
  },
};

/**
 * The build came but the engine cannot read it (no refresh mends that): the spec's toast, and the visitor is
 * sent on to the community list.
 */
export const Unreadable: Story = {
  // The page inside routes of the story's own, so the toasts' region stays as the app's does.
  parameters: { router: { path: '*', initialEntry: `/build-viewer/${VIEWER_URL}` } },
  render: (args) => (
    <Routes>
      <Route path="/build-viewer/:buildId" element={<BuildViewerPage {...args} />} />
      <Route path="/community-builds" element={<p>The community list</p>} />
    </Routes>
  ),
  args: {
    // A plan naming one level twice: the API's schema lets it by, the engine refuses it.
    loaders: viewerLoaders(
      savedBuild({
        ...viewerBuild(),
        levellingPlan: [
          { skillId: 1, level: 1, skill: 'Ranged Damage' },
          { skillId: 1, level: 1, skill: 'Ranged Damage' },
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The community list')).toBeVisible();
    await expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent(
      '/community-builds',
    );
    await waitFor(() =>
      expect(toasts().map((toast) => toast.textContent)).toEqual([
        'Error: Could not load build. Redirecting...',
      ]),
    );
  },
};

/** Any other failure: the spec's text with the reason. */
export const Failure: Story = {
  args: { loaders: viewerLoaders(new ApiRequestError('Failed to load build', 500)) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Failed to load critical page data: Failed to load build Try refreshing.',
      ),
    ).toBeVisible();
  },
};

/**
 * The full build on desktop: title, author link, likes, tags, description, the class switcher
 * wrapping both ways, three read-only trees, slots, SP, guide, modifiers and leveling plan.
 */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Gravity Gunner' }),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Gravity Gunner');
    await expect(canvas.getByRole('link', { name: 'Stilgar' })).toHaveAttribute(
      'href',
      '/user/Stilgar',
    );
    await expect(canvas.getByTestId('like-count')).toHaveTextContent('7');
    await expect(canvas.getByText(/Pull them in, gun them down/)).toBeVisible();
    const tags = within(canvas.getByRole('list', { name: 'Tags' }));
    await expect(tags.getByText('Crowd Controller')).toBeVisible();
    await expect(tags.getByText('End Game Build')).toBeVisible();

    const switcher = within(canvas.getByTestId('class-switcher'));
    await expect(switcher.getByRole('heading', { name: /Trooper/ })).toBeVisible();
    await expect(canvas.getAllByTestId('skill-tree')).toHaveLength(3);
    await userEvent.click(switcher.getByRole('button', { name: 'Previous class' }));
    await expect(switcher.getByRole('heading', { name: /Swordmaster/ })).toBeVisible();
    await userEvent.click(switcher.getByRole('button', { name: 'Next class' }));
    await userEvent.click(switcher.getByRole('button', { name: 'Next class' }));
    await expect(switcher.getByRole('heading', { name: /Mentat/ })).toBeVisible();
    await userEvent.click(switcher.getByRole('button', { name: 'Previous class' }));

    const loadout = within(canvas.getByTestId('viewer-loadout'));
    const points = within(canvas.getByTestId('skill-points'));
    await expect(points.getByRole('meter', { name: 'Skill points spent' })).toHaveAttribute(
      'aria-valuemax',
      '200',
    );
    await expect(points.getByRole('list', { name: 'SP per class' })).toHaveTextContent(
      'Mentat: 0 SP',
    );
    await expect(loadout.getByRole('list', { name: 'Active Abilities' })).toHaveTextContent(
      /Anti-gravity Field.*Shigawire Claw.*Empty/,
    );
    await expect(loadout.getAllByText('Empty')).toHaveLength(3);
    // The guide's markdown renders as it comes near the screen (plain text until then).
    canvas.getByTestId('viewer-guide').scrollIntoView();
    await expect(await canvas.findByRole('heading', { name: 'Rotation' })).toBeVisible();
    await expect(canvas.getByTestId('build-modifiers')).toBeVisible();
    await expect(
      within(canvas.getByTestId('leveling-plan')).getAllByRole('listitem').length,
    ).toBeGreaterThan(0);
    await expect(canvas.queryByTestId('trainer-warning')).toBeNull();
    await expect(canvas.queryByTestId('leveling-notice')).toBeNull();
  },
};

/** Get Link: the shared copy-link dialog with the viewer's own address of the build. */
export const GetLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get Link' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(
      within(dialog).getByDisplayValue(`${window.location.origin}/build-viewer/${VIEWER_URL}`),
    ).toBeVisible();
  },
};

/**
 * A red skill without trainer access and a Leveling Build: the trainer warning, the notice with
 * the cap, and 'This build has no guide.'.
 */
export const RedLevelingBuild: Story = {
  args: { loaders: viewerLoaders(savedBuild(redLevelingBuild(), 0)) },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('trainer-warning')).toHaveTextContent(
      'WARNING - Red skills may not be trainable without access to advance class trainers',
    );
    await expect(canvas.getByTestId('leveling-notice')).toHaveTextContent('40 SP');
    await expect(canvas.getByRole('meter', { name: 'Skill points spent' })).toHaveAttribute(
      'aria-valuemax',
      '40',
    );
    await expect(canvas.getByText('This build has no guide.')).toBeVisible();
  },
};

/**
 * Open in planner: hands the build over under `load-build` as a new build (no saved id or url,
 * no likes) and goes to /skill-trees.
 */
export const OpenInPlanner: Story = {
  beforeEach: () => {
    localStorage.removeItem('load-build');
    return () => {
      localStorage.removeItem('load-build');
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open in planner' }));
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent('/skill-trees'),
    );
    const handed = JSON.parse(localStorage.getItem('load-build') ?? 'null') as Record<
      string,
      unknown
    >;
    await expect(handed.buildTitle).toBe('Gravity Gunner');
    await expect(handed.buildLikes).toBe(0);
    await expect('id' in handed || 'url' in handed || 'data' in handed).toBe(false);
  },
};

/** /build-viewer alone: the build handed over under `currentBuildView`, read once. */
export const HandedOver: Story = {
  parameters: { router: { path: '/build-viewer', initialEntry: '/build-viewer' } },
  beforeEach: () => {
    localStorage.setItem('currentBuildView', JSON.stringify(viewerBuild()));
    return () => {
      localStorage.removeItem('currentBuildView');
    };
  },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Gravity Gunner' }),
    ).toBeVisible();
    await expect(localStorage.getItem('currentBuildView')).toBeNull();
    // No public id nor saved id to make an address of: Get Link says so.
    await userEvent.click(canvas.getByRole('button', { name: 'Get Link' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Cannot generate link: Build URL is missing and build ID is not available.',
    );
  },
};

/** The phone: one tree at a time, the arrows stepping through the class's three (wrapping). */
export const Phone: Story = {
  decorators: [withPhoneViewer],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await viewerBodyShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Gravity Gunner' }),
    ).toBeVisible();
    await expect(canvas.getAllByTestId('skill-tree')).toHaveLength(1);
    const first = canvas.getByTestId('skill-tree').dataset.treeName;
    await userEvent.click(canvas.getByRole('button', { name: 'Previous tree' }));
    await expect(canvas.getByTestId('skill-tree').dataset.treeName).not.toBe(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
    await expect(canvas.getByTestId('skill-tree').dataset.treeName).toBe(first);
    await expect(
      within(canvas.getByTestId('skill-tree')).getByRole('heading', { level: 3 }),
    ).toHaveTextContent('1/3');
    // The page's own controls (the graph's nodes and controls are the graph's stories' concern).
    await expectPhoneLayout(must(canvasElement.querySelector('header')));
    await expectPhoneLayout(canvas.getByTestId('class-switcher'));
  },
};

/** The saved answer's count of saves, and a history stand-in that counts its reads. */
function historyCountingLoaders() {
  const reads: string[] = [];
  const loaders = {
    ...viewerLoaders({ ...savedBuild(viewerBuild()), revisions: 3 }),
    fetchRevisions: (path: string) => {
      reads.push(path);
      return Promise.resolve({
        revisions: [3, 2, 1].map((number) => ({
          number,
          saved_at: `2026-11-2${number}T08:00:00.000Z`,
          username: 'Stilgar',
          game_version: '1.5.3.6',
          note: number === 3 ? 'Migrated to 1.5.3.6' : null,
        })),
      });
    },
  };
  return { reads, loaders };
}
const countingHistory = historyCountingLoaders();

/**
 * "updated 2 times" comes with the build itself; the history is read once its panel comes
 * near the screen or is focused, not before.
 */
export const HistoryWhenNear: Story = {
  args: { loaders: countingHistory.loaders },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('build-updates')).toHaveTextContent('updated 2 times');
    const panel = await canvas.findByTestId('build-history');
    // Focus, not a scroll: a story's frame may be drawn off screen, where no intersection is
    // reported; the history journey scrolls to the panel in a real page.
    panel.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await expect(await within(panel).findByText('Migrated to 1.5.3.6')).toBeVisible();
    await expect(countingHistory.reads).toEqual([`/api/saved-builds/${VIEWER_URL}/revisions`]);
  },
};
