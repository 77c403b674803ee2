import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMMENT_TEXTS } from '../../../src/api/contract/commentsTexts';
import BuildViewerPage from '../../../src/viewer/BuildViewerPage';
import {
  savedBuild,
  VIEWER_URL,
  viewerBodyShown,
  viewerBuild,
  viewerLoaders,
  withDesktopViewer,
} from '../fixtures';
import { pageCall, serveComments } from './commentsFixtures';
import { twoThreads } from './threadsFixtures';

/**
 * The comments in place on the viewer page: below everything else on a Public build, read only
 * once the player scrolls toward them; none on a build that is not Public.
 */
const meta = {
  title: 'Viewer/Comments/BuildViewerComments',
  component: BuildViewerPage,
  decorators: [withDesktopViewer],
  parameters: {
    router: { path: '/build-viewer/:buildId', initialEntry: `/build-viewer/${VIEWER_URL}` },
  },
  args: { loaders: viewerLoaders(savedBuild(viewerBuild())) },
} satisfies Meta<typeof BuildViewerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const publicBuild = serveComments({ threads: twoThreads, blocked: 'login' });
/** A Public build: the comments come last, and are read once the player scrolls down. */
export const PublicBuild: Story = {
  beforeEach: publicBuild.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await viewerBodyShown(canvasElement);
    const comments = canvas.getByTestId('viewer-comments');
    const history = canvas.getByTestId('build-history');
    await expect(
      history.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(canvas.getByTestId('viewer-guide').compareDocumentPosition(comments)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expect(publicBuild.store.seen).toEqual([]);
    comments.scrollIntoView();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: `${COMMENT_TEXTS.heading} (2)` }),
    ).toBeVisible();
    await expect(await canvas.findByText('First comment on the build.')).toBeVisible();
    await expect(publicBuild.store.seen).toEqual([pageCall(1)]);
  },
};

const privateBuild = serveComments({ threads: twoThreads });
/** A Private build (its owner's view): no comments section, and nothing asked. */
export const PrivateBuild: Story = {
  args: {
    loaders: viewerLoaders({
      ...savedBuild({ ...viewerBuild(), buildSharing: 'Private' }),
      sharing: 'Private',
    }),
  },
  beforeEach: privateBuild.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await viewerBodyShown(canvasElement);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect(canvas.queryByTestId('viewer-comments')).toBeNull();
    await expect(privateBuild.store.seen).toEqual([]);
  },
};
