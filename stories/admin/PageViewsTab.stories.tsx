import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageViewsTab } from '../../src/admin/pageViews/PageViewsTab';
import { PAGE_VIEWS_KEY } from '../../src/api/admin/pageViews';
import { ApiRequestError } from '../../src/api/requestJson';
import { expectNoApiRequest } from '../fixtures/noNetwork';
import { withFailedRead } from './failedRead';
import { pageViews, PHONE, withAnswers, withDeskFrame } from './fixtures';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/** The page-views tab over its read (`/api/admin/page-views?days=30`), answered from cache. */
const meta = {
  title: 'Admin/PageViewsTab',
  component: PageViewsTab,
  decorators: [withDeskFrame, withAnswers({ [PAGE_VIEWS_KEY]: pageViews() })],
} satisfies Meta<typeof PageViewsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days of three pages: a chart per page, nothing fetched. */
export const Views: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('views-sparkline')).toHaveLength(3);
    await expect(canvas.getAllByText('/planner')[0]).toBeVisible();
    await expectNoApiRequest();
  },
};

/** Not read yet (no answer cached, none asked for): the spinner. */
export const Loading: Story = {
  decorators: [withAnswers({ [PAGE_VIEWS_KEY]: undefined })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(canvas.queryByTestId('views-sparkline')).toBeNull();
  },
};

/** The API's 403: the player reads that the desk is for moderators. */
export const NotAModerator: Story = {
  decorators: [withFailedRead(PAGE_VIEWS_KEY, new ApiRequestError('Forbidden', 403))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('desk-refused')).toHaveTextContent(
      ADMIN_TEXTS.notAdmin,
    );
  },
};

/** Any other failure: the API's message. */
export const Failed: Story = {
  decorators: [
    withFailedRead(
      PAGE_VIEWS_KEY,
      new ApiRequestError('Failed to load data. Please try again later.', 500),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to load data. Please try again later.',
    );
  },
};

/** On a phone: no sideways scroll of the page. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('views-sparkline')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
