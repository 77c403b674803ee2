import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminDesk } from '../../src/admin/AdminDesk';
import { ADMIN_NEWS_KEY } from '../../src/api/admin/adminNews';
import { adminActionsPath } from '../../src/api/admin/adminActions';
import { COMMENT_QUEUE_KEY } from '../../src/api/admin/commentQueue';
import { MODERATION_QUEUE_KEY } from '../../src/api/admin/moderationQueue';
import { NEWS_IMAGES_KEY } from '../../src/api/admin/newsImages';
import { PAGE_VIEWS_KEY } from '../../src/api/admin/pageViews';
import { expectNoApiRequest } from '../fixtures/noNetwork';
import {
  actionsPage,
  FLAGGED_BUILD,
  HELD_COMMENT,
  NEWS_IMAGES,
  NEWS_ITEMS,
  pageViews,
  PHONE,
  REPORTED_BUILD,
  REPORTED_COMMENT,
  withAnswers,
  withDeskFrame,
} from './fixtures';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/** The desk itself (no session gate): its tablist over each tab, reads answered from cache. */
const meta = {
  title: 'Admin/AdminDesk',
  component: AdminDesk,
  decorators: [
    withDeskFrame,
    withAnswers({
      [MODERATION_QUEUE_KEY]: { builds: [FLAGGED_BUILD, REPORTED_BUILD] },
      [COMMENT_QUEUE_KEY]: { comments: [HELD_COMMENT, REPORTED_COMMENT] },
      [ADMIN_NEWS_KEY]: { items: NEWS_ITEMS },
      [NEWS_IMAGES_KEY]: { images: NEWS_IMAGES },
      [PAGE_VIEWS_KEY]: pageViews(),
      [adminActionsPath(1)]: actionsPage(null),
    }),
  ],
} satisfies Meta<typeof AdminDesk>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The queue first: six tabs in order, only the shown one mounted. */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: ADMIN_TEXTS.title })).toBeVisible();
    const tabs = within(canvas.getByRole('tablist', { name: 'Desk sections' })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Queue',
      'Comments',
      'Feedback',
      'News',
      'Page views',
      'Record',
    ]);
    await expect(canvas.getAllByTestId('queued-build')).toHaveLength(2);
    await expect(canvas.queryByTestId('views-sparkline')).toBeNull();
    await expect(canvas.queryByTestId('queued-comment')).toBeNull();
    await expectNoApiRequest();
  },
};

/** Clicking a tab shows its part; arrow keys move on. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'News' }));
    await expect(await canvas.findAllByTestId('news-row')).toHaveLength(2);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Page views' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(await canvas.findAllByTestId('views-sparkline')).toHaveLength(3);
    await expect(canvas.queryByTestId('news-row')).toBeNull();
  },
};

/** Comments, right after the queue: the comments waiting for review. */
export const Comments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Queue' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Comments' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(await canvas.findAllByTestId('queued-comment')).toHaveLength(2);
    await expect(canvas.queryByTestId('queued-build')).toBeNull();
  },
};

/** Opened on another tab (here the record). */
export const RecordFirst: Story = {
  args: { defaultTab: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Record' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByText('build.clear')).toBeVisible();
  },
};

/** On a phone the tab row scrolls sideways by itself; the page does not. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Desk sections' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      ),
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Record' }));
    await expect(await canvas.findByText('build.clear')).toBeVisible();
  },
};
