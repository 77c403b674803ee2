import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiRequestError } from '../../src/api/requestJson';
import { BasedOnButton } from '../../src/viewer/BasedOnButton';
import { PHONE } from '../admin/fixtures';
import { basedOnPage } from './basedOnFixtures';
import { VIEWER_URL, withDesktopViewer } from './fixtures';

/** "{N} builds based on this" on an original's viewer page, and the list it opens. */
const meta = {
  title: 'Viewer/BasedOnButton',
  component: BasedOnButton,
  decorators: [withDesktopViewer],
  args: {
    url: VIEWER_URL,
    count: 1,
    title: 'Gravity Gunner',
    load: fn((_url: string, page: number) => Promise.resolve(basedOnPage(1, page))),
  },
} satisfies Meta<typeof BasedOnButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** None based on it: no line at all. */
export const NoneBasedOnIt: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** One: "1 build based on this" opens the list of it, loaded for the build's url. */
export const One: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: '1 build based on this' }),
    );
    const dialog = await body().findByRole('dialog', { name: 'Builds based on this' });
    await expect(
      await within(dialog).findByRole('link', { name: 'Gravity Gunner, Chani’s cut' }),
    ).toHaveAttribute('href', '/build-viewer/based00001');
    await expect(args.load).toHaveBeenCalledWith(VIEWER_URL, 1, expect.any(AbortSignal));
  },
};

/** Many: the count in the plural, and Next loads the second page. */
export const Many: Story = {
  args: {
    count: 23,
    load: fn((_url: string, page: number) => Promise.resolve(basedOnPage(23, page))),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: '23 builds based on this' }),
    );
    const dialog = within(await body().findByRole('dialog'));
    await expect(await dialog.findByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(await dialog.findByText('Page 2 of 2')).toBeVisible();
    await expect(dialog.getAllByRole('listitem')).toHaveLength(3);
    await expect(args.load).toHaveBeenLastCalledWith(VIEWER_URL, 2, expect.any(AbortSignal));
  },
};

/** Loading: the list's spinner until the answer comes. */
export const Loading: Story = {
  args: {
    load: fn(
      (_url: string, _page: number) => new Promise<ReturnType<typeof basedOnPage>>(() => undefined),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('status', { name: 'Loading builds…' })).toBeVisible();
  },
};

/** The first ask of FailedThenRetried fails, the next ones answer. */
let failedOnce = false;

/** Failed, then Try again loads it. */
export const FailedThenRetried: Story = {
  beforeEach: () => {
    failedOnce = false;
  },
  args: {
    load: fn((_url: string, _page: number) => {
      if (failedOnce) return Promise.resolve(basedOnPage(1));
      failedOnce = true;
      return Promise.reject(new ApiRequestError('Too many requests.', 429));
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = within(await body().findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Too many requests.');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(await dialog.findByRole('link', { name: /Chani/ })).toBeVisible();
  },
};

/** A hand-over without a url: nothing can be based on it, so no line. */
export const HandedOver: Story = {
  args: { url: null, count: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** On a phone the line is a full-height touch target and the list opens as a sheet. */
export const Phone: Story = {
  globals: PHONE,
  args: { count: 2 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '2 builds based on this' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(await body().findByRole('dialog')).toBeVisible();
  },
};
