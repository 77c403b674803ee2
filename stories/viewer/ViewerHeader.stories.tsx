import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ViewerHeader } from '../../src/viewer/ViewerHeader';
import { VIEWER_URL, viewerBuild, withDesktopViewer } from './fixtures';

const LINK = `https://arrakis.example/build-viewer/${VIEWER_URL}`;

/**
 * The viewer's heading by itself: title, author, Like, Get Link, Open in planner, description
 * and tags, with and without each of them.
 */
const meta = {
  title: 'Viewer/ViewerHeader',
  component: ViewerHeader,
  decorators: [withDesktopViewer],
  args: {
    build: viewerBuild(),
    author: 'Stilgar',
    link: LINK,
    like: { likes: 7, liked: false, busy: false, onToggle: fn() },
    onOpenInPlanner: fn(),
  },
} satisfies Meta<typeof ViewerHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not liked yet: every part shown; Like and Open in planner call back once each. */
export const NotLiked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Community build')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gravity Gunner');
    await expect(canvas.getByText('by', { exact: false })).toHaveTextContent('by Stilgar');
    await expect(canvas.getByRole('link', { name: 'Stilgar' })).toHaveAttribute(
      'href',
      '/user/Stilgar',
    );
    await expect(
      canvas.getByText('Pull them in, gun them down. A PvE Trooper for the early Hagga Basin.'),
    ).toBeVisible();
    const tags = within(canvas.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    await expect(tags.map((tag) => tag.textContent)).toEqual([
      'PvE Combat Build',
      'Crowd Controller',
      'End Game Build',
    ]);
    const like = canvas.getByRole('button', { name: 'Like (7 likes)' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.like.onToggle).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Open in planner' }));
    await expect(args.onOpenInPlanner).toHaveBeenCalledTimes(1);
  },
};

/** Liked in this browser: the button offers Unlike. */
export const Liked: Story = {
  args: { like: { likes: 8, liked: true, busy: false, onToggle: fn() } },
  play: async ({ canvasElement, args }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Unlike (8 likes)' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAttribute('title', 'Unlike');
    await userEvent.click(like);
    await expect(args.like.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** Get Link opens the Shareable Link dialog with the viewer's address; Done closes it. */
export const GetLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Link' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Shareable Link' });
    await expect(within(dialog).getByDisplayValue(LINK)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Print hands the page to the browser's print dialog: the guide on paper, without buttons. */
export const Print: Story = {
  play: async ({ canvasElement }) => {
    const printed = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print' }));
      await expect(printed).toHaveBeenCalledTimes(1);
    } finally {
      printed.mockRestore();
    }
  },
};

/** A very long title with no spaces wraps inside the heading instead of widening the page. */
export const LongTitle: Story = {
  args: {
    build: {
      ...viewerBuild(),
      buildTitle: `Gravity${'Gunner'.repeat(20)} — the long way round the Hagga Basin and back`,
    },
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(
      `Gravity${'Gunner'.repeat(20)} — the long way round the Hagga Basin and back`,
    );
    const header = canvasElement.querySelector('header');
    await expect(header?.scrollWidth).toBeLessThanOrEqual(header?.clientWidth ?? 0);
  },
};

/** No description: the paragraph is left out, the rest stays. */
export const NoDescription: Story = {
  args: { build: { ...viewerBuild(), buildDescription: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Pull them in/)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gravity Gunner');
    await expect(canvas.getByRole('list', { name: 'Tags' })).toBeVisible();
  },
};

/** No tags of either kind: no tag list. */
export const NoTags: Story = {
  args: { build: { ...viewerBuild(), buildTags: [], buildTypeTags: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Tags' })).toBeNull();
    await expect(canvas.getByText(/Pull them in/)).toBeVisible();
  },
};

/**
 * A hand-over without a public id or author: no author line; Like is there (its press says the
 * address names no build), and Get Link opens the dialog with the spec's text for a build with
 * neither a url nor an id; Open in planner still works.
 */
export const HandedOver: Story = {
  args: { author: null, link: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText(/^by/)).toBeNull();
    // No address of its own: nothing to compare it by.
    await expect(canvas.queryByRole('button', { name: 'Compare with my build' })).toBeNull();
    await userEvent.click(canvas.getByTestId('like-button'));
    await expect(args.like.onToggle).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Get Link' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Cannot generate link: Build URL is missing and build ID is not available.',
    );
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open in planner' }));
    await expect(args.onOpenInPlanner).toHaveBeenCalledTimes(1);
  },
};

/** The build's game mode as a chip: multiplayer for builds from before game modes. */
export const SinglePlayer: Story = {
  args: { build: { ...viewerBuild(), gameMode: 'singleplayer' } },
  play: async ({ canvasElement }) => {
    const modes = within(canvasElement).getByRole('list', { name: 'Game mode' });
    await expect(modes).toHaveTextContent('Single-player');
  },
};

/** A build based on another: "Based on {title} by {author}" links to the original's page. */
export const BasedOnAnother: Story = {
  args: {
    build: {
      ...viewerBuild(),
      buildOrigin: { url: 'orig1nal00', title: 'Heretic Gunner', author: 'Rabban' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('build-origin')).toHaveTextContent(
      'Based on Heretic Gunner by Rabban',
    );
    await expect(canvas.getByRole('link', { name: 'Heretic Gunner' })).toHaveAttribute(
      'href',
      '/build-viewer/orig1nal00',
    );
    await expect(canvas.queryByRole('button', { name: /based on this/ })).toBeNull();
  },
};

/** Based on a build whose author is unknown: "Based on {title}" alone. */
export const BasedOnWithoutAuthor: Story = {
  args: {
    build: {
      ...viewerBuild(),
      buildOrigin: { url: 'orig1nal00', title: 'Heretic Gunner', author: null },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('build-origin')).toHaveTextContent(
      /^Based on Heretic Gunner$/,
    );
  },
};

/** An original: how many builds are based on it, opening their list. */
export const Original: Story = {
  args: {
    basedOnCount: 3,
    loadBasedOn: fn(() =>
      Promise.resolve({
        count: 3,
        page: 1,
        page_size: 20,
        builds: [1, 2, 3].map((n) => ({
          title: `Gunner copy ${n}`,
          author: `Fremen${n}`,
          url: `copy${n}00000`,
          updated_at: '2026-11-20T18:05:00.000Z',
          likes: n,
        })),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('build-origin')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '3 builds based on this' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByRole('link', { name: 'Gunner copy 2' })).toHaveAttribute(
      'href',
      '/build-viewer/copy200000',
    );
  },
};
