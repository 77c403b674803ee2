import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BasedOnDialog } from '../../src/viewer/BasedOnDialog';
import { PHONE } from '../admin/fixtures';
import { basedOnPage } from './basedOnFixtures';
import { withDesktopViewer } from './fixtures';

/** The list of builds based on a build, by itself: each state it can be in. */
const meta = {
  title: 'Viewer/BasedOnDialog',
  component: BasedOnDialog,
  decorators: [withDesktopViewer],
  args: {
    open: true,
    originalTitle: 'Gravity Gunner',
    state: { kind: 'ready', page: basedOnPage(1) },
    page: 1,
    onClose: fn(),
    onPage: fn(),
  },
} satisfies Meta<typeof BasedOnDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Builds based on this' });

/** One build: its title links to its viewer page, with its author, likes and day; no pages. */
export const One: Story = {
  play: async () => {
    const shown = within(await dialog());
    await expect(shown.getByText('Builds players saved from “Gravity Gunner”.')).toBeVisible();
    const link = shown.getByRole('link', { name: 'Gravity Gunner, Chani’s cut' });
    await expect(link).toHaveAttribute('href', '/build-viewer/based00001');
    await expect(shown.getByText('by Chani · 1 like · updated November 27, 2026')).toBeVisible();
    await expect(shown.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

/** Many: the first page of 20, Next asks for page 2, Previous is disabled. */
export const Many: Story = {
  args: { state: { kind: 'ready', page: basedOnPage(45) } },
  play: async ({ args }) => {
    const shown = within(await dialog());
    const list = shown.getByRole('list', { name: 'Builds based on this' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(shown.getByText('Page 1 of 3')).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(shown.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

/** The last page: Next is disabled, Previous asks for the page before. */
export const LastPage: Story = {
  args: { state: { kind: 'ready', page: basedOnPage(45, 3) }, page: 3 },
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(shown.getAllByRole('listitem')).toHaveLength(5);
    await expect(shown.getByText('Page 3 of 3')).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(shown.getByRole('button', { name: 'Previous' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

/** None left to show (all went Private since the count): says so. */
export const None: Story = {
  args: { state: { kind: 'ready', page: basedOnPage(0) } },
  play: async () => {
    const shown = within(await dialog());
    await expect(shown.getByText('No builds on this page.')).toBeVisible();
    await expect(shown.queryByRole('list')).toBeNull();
  },
};

/** Loading: a spinner named for what it loads. */
export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async () => {
    const shown = within(await dialog());
    await expect(shown.getByRole('status', { name: 'Loading builds…' })).toBeVisible();
  },
};

/** Failed: the reason, and Try again asks for the same page. */
export const Failed: Story = {
  args: { state: { kind: 'failed', message: 'Too many requests.' }, page: 2 },
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(shown.getByRole('alert')).toHaveTextContent('Too many requests.');
    await userEvent.click(shown.getByRole('button', { name: 'Try again' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

/** Closing asks the owner to close it. */
export const Close: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: /close/i }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** On a phone, a long page and long titles stay inside the screen. */
export const Phone: Story = {
  globals: PHONE,
  args: {
    state: {
      kind: 'ready',
      page: {
        ...basedOnPage(30),
        builds: basedOnPage(30).builds.map((build, i) =>
          i === 0 ? { ...build, title: `Gravity${'Gunner'.repeat(10)}` } : build,
        ),
      },
    },
  },
  play: async () => {
    const shown = await dialog();
    await expect(within(shown).getByText('Page 1 of 2')).toBeVisible();
    await expect(shown.scrollWidth).toBeLessThanOrEqual(shown.clientWidth);
  },
};
