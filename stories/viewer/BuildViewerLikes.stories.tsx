import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiRequestError } from '../../src/api/requestJson';
import BuildViewerPage from '../../src/viewer/BuildViewerPage';
import { toasts } from '../fixtures/toasts';
import {
  likeStub,
  savedBuild,
  VIEWER_URL,
  viewerBuild,
  viewerLoaders,
  withDesktopViewer,
} from './fixtures';

/**
 * The viewer's Like button over stand-ins for the like calls (no network): idle, liked (offers
 * Unlike, which sends DELETE), busy, the 'Already Liked' dialog on 409, and the failure toasts.
 */

const LIKED_KEY = 'liked-builds';

/** Clears the browser's liked list before and after a story; `liked` starts it with the build. */
function likedList(liked: boolean) {
  return () => {
    localStorage.setItem(LIKED_KEY, JSON.stringify(liked ? [VIEWER_URL] : []));
    return () => {
      localStorage.removeItem(LIKED_KEY);
    };
  };
}

/** The story's Like button, once the build has loaded. */
async function likeButton(canvasElement: HTMLElement): Promise<HTMLElement> {
  return within(canvasElement).findByTestId('like-button');
}

/** Waits for the one toast on screen to read `text`. */
async function expectToast(text: string): Promise<void> {
  await waitFor(async () => {
    const shown = toasts();
    await expect(shown).toHaveLength(1);
    await expect(shown[0]).toHaveTextContent(text);
  });
}

const meta = {
  title: 'Viewer/BuildViewerLikes',
  component: BuildViewerPage,
  decorators: [withDesktopViewer],
  parameters: {
    router: { path: '/build-viewer/:buildId', initialEntry: `/build-viewer/${VIEWER_URL}` },
  },
  args: { loaders: viewerLoaders(savedBuild(viewerBuild(), 7)) },
  beforeEach: likedList(false),
} satisfies Meta<typeof BuildViewerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const liking = likeStub([{ likes: 8, liked: true, message: 'Build liked!' }]);
/** Idle, then a like: the count follows the server, the toast, the button offers Unlike. */
export const Like: Story = {
  args: { likeCalls: { like: liking.call } },
  beforeEach: () => {
    liking.reset();
    return likedList(false)();
  },
  play: async ({ canvasElement }) => {
    const button = await likeButton(canvasElement);
    await expect(button).toHaveAttribute('title', 'Like');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveTextContent('7');
    await userEvent.click(button);
    await expectToast('Build liked!');
    await expect(button).toHaveTextContent('8');
    await expect(button).toHaveAttribute('title', 'Unlike');
    await expect(liking.calls).toEqual([VIEWER_URL]);
    await expect(JSON.parse(localStorage.getItem(LIKED_KEY) ?? '[]')).toEqual([VIEWER_URL]);
  },
};

const unliking = likeStub([{ likes: 6, liked: false, message: 'Like removed.' }]);
/** A build this browser liked: the button shows liked with 'Unlike'; pressing it takes it back. */
export const Liked: Story = {
  args: { likeCalls: { unlike: unliking.call } },
  beforeEach: () => {
    unliking.reset();
    return likedList(true)();
  },
  play: async ({ canvasElement }) => {
    const button = await likeButton(canvasElement);
    await expect(button).toHaveAttribute('title', 'Unlike');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expectToast('Like removed.');
    await expect(button).toHaveTextContent('6');
    await expect(button).toHaveAttribute('title', 'Like');
    await expect(unliking.calls).toEqual([VIEWER_URL]);
    await expect(JSON.parse(localStorage.getItem(LIKED_KEY) ?? '[]')).toEqual([]);
  },
};

const waiting = likeStub(['pending']);
/** While a like is on its way the button is busy and cannot be pressed again. */
export const Busy: Story = {
  args: { likeCalls: { like: waiting.call } },
  beforeEach: () => {
    waiting.reset();
    return likedList(false)();
  },
  play: async ({ canvasElement }) => {
    const button = await likeButton(canvasElement);
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(waiting.calls).toHaveLength(1);
  },
};

const twice = likeStub([new ApiRequestError('Failed to process like request.', 409, null)]);
/** 409: the 'Already Liked' dialog with the spec's text; the button then offers Unlike. */
export const AlreadyLiked: Story = {
  args: { likeCalls: { like: twice.call } },
  beforeEach: () => {
    twice.reset();
    return likedList(false)();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await likeButton(canvasElement));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Already Liked' });
    await expect(dialog).toHaveTextContent('You have already liked this build.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(await likeButton(canvasElement)).toHaveAttribute('title', 'Unlike');
  },
};

const refused = likeStub([new ApiRequestError('Failed to process like request.', 500, null)]);
/** Any other failure: an error toast with the server's message or the spec's fallback. */
export const LikeFailed: Story = {
  args: { likeCalls: { like: refused.call } },
  beforeEach: () => {
    refused.reset();
    return likedList(false)();
  },
  play: async ({ canvasElement }) => {
    const button = await likeButton(canvasElement);
    await userEvent.click(button);
    await expectToast('Failed to process like request.');
    await expect(button).toHaveTextContent('7');
    await expect(button).toHaveAttribute('title', 'Like');
  },
};

const offline = likeStub([new ApiRequestError('Failed to process like request.', 0)]);
/** No answer at all: 'An error occurred while processing your request.'. */
export const LikeOffline: Story = {
  args: { likeCalls: { like: offline.call } },
  beforeEach: () => {
    offline.reset();
    return likedList(false)();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await likeButton(canvasElement));
    await expectToast('An error occurred while processing your request.');
  },
};

const unsent = likeStub([{ likes: 1, liked: true, message: 'Build liked!' }]);
/**
 * /build-viewer alone, a hand-over without a public id: the press says the address names no
 * build, and nothing is sent.
 */
export const LikeWithoutId: Story = {
  args: { likeCalls: { like: unsent.call } },
  parameters: { router: { path: '/build-viewer', initialEntry: '/build-viewer' } },
  beforeEach: () => {
    unsent.reset();
    localStorage.setItem('currentBuildView', JSON.stringify(viewerBuild()));
    const clear = likedList(false)();
    return () => {
      localStorage.removeItem('currentBuildView');
      clear();
    };
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await likeButton(canvasElement));
    await expectToast('Cannot like build: Build identifier is missing in URL.');
    await expect(unsent.calls).toEqual([]);
  },
};
