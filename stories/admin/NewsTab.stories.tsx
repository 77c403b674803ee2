import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewsTab } from '../../src/admin/newsEditor/NewsTab';
import { ADMIN_NEWS_KEY } from '../../src/api/admin/adminNews';
import { NEWS_IMAGES_KEY } from '../../src/api/admin/newsImages';
import { ApiRequestError } from '../../src/api/requestJson';
import { expectNoApiRequest } from '../fixtures/noNetwork';
import { withFailedRead } from './failedRead';
import { NEWS_IMAGES, NEWS_ITEMS, PHONE, withAnswers, withDeskFrame } from './fixtures';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/** The news tab over its reads (`/api/admin/news`, `/api/admin/news-images`), answered from cache. */
const meta = {
  title: 'Admin/NewsTab',
  component: NewsTab,
  decorators: [
    withDeskFrame,
    withAnswers({
      [ADMIN_NEWS_KEY]: { items: NEWS_ITEMS },
      [NEWS_IMAGES_KEY]: { images: NEWS_IMAGES },
    }),
  ],
} satisfies Meta<typeof NewsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The items newest first; Edit opens the form filled in, Cancel closes it. */
export const EditAndCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('news-row')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /^Edit “Update 1.5/ }));
    const form = within(canvas.getByRole('form', { name: 'Edit news item' }));
    await expect(form.getByLabelText('Tagline')).toHaveValue(NEWS_ITEMS[0]?.tagline);
    await expect(form.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose an image…',
      'dunes.svg',
      'chapter.svg',
    ]);
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('form')).toBeNull();
    await expectNoApiRequest();
  },
};

/** Add opens a blank form; Save on it shows the problems and sends nothing. */
export const AddChecksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add news item' }));
    const form = within(canvas.getByRole('form', { name: 'Add news item' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(form.getByText('Write a tagline.')).toBeVisible();
    await expectNoApiRequest();
  },
};

/** No items yet. */
export const Empty: Story = {
  decorators: [
    withAnswers({ [ADMIN_NEWS_KEY]: { items: [] }, [NEWS_IMAGES_KEY]: { images: NEWS_IMAGES } }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No news items yet.')).toBeVisible();
  },
};

/** Not read yet (no answer cached, none asked for): the spinner. */
export const Loading: Story = {
  decorators: [withAnswers({ [ADMIN_NEWS_KEY]: undefined })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** The API's 403: the desk is for moderators. */
export const NotAModerator: Story = {
  decorators: [withFailedRead(ADMIN_NEWS_KEY, new ApiRequestError('Forbidden', 403))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('desk-refused')).toHaveTextContent(
      ADMIN_TEXTS.notAdmin,
    );
  },
};

/** On a phone: the list and the buttons fit the screen. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('news-row')).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
