import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsItemForm } from '../../src/admin/newsEditor/NewsItemForm';
import { newsFormOf } from '../../src/admin/newsEditor/newsForm';
import type { AdminNewsItem } from '../../src/api/contract/news';
import { expectPhoneLayout } from '../account/fixtures';
import { NEWS_IMAGES, NEWS_ITEMS, PHONE, withDeskFrame } from './fixtures';

const EXISTING = NEWS_ITEMS[0] as AdminNewsItem;
const BLANK = { date: '2026-11-23', tagline: '', linkUrl: '', imageUrl: '', keywords: [] };

/** A news item's form by itself: its own checks, the API's problems, busy, preview. */
const meta = {
  title: 'Admin/NewsItemForm',
  component: NewsItemForm,
  decorators: [withDeskFrame],
  args: {
    heading: 'Add news item',
    initial: BLANK,
    images: NEWS_IMAGES,
    busy: false,
    serverErrors: {},
    serverMessage: null,
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof NewsItemForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Save on a blank item: each field's problem beside it, and nothing is sent. */
export const ErrorsBeforeSending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Add news item' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The form's checks load with its first Save: wait for what they say.
    await expect(await canvas.findByText('Write a tagline.')).toBeVisible();
    await expect(canvas.getByText('The link must be an https:// address.')).toBeVisible();
    await expect(
      canvas.getByText('Choose one of the site’s own news images (/images/news/…).'),
    ).toBeVisible();
    await expect(canvas.getByText('Pick at least one keyword.')).toBeVisible();
    await expect(canvas.getByLabelText('Tagline')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Filled in: the counter follows the tagline and Save sends the checked item. */
export const FilledAndSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Tagline'), 'Patch notes');
    await expect(canvas.getByText('11/200 characters')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Link'), 'https://www.duneawakening.com/news');
    await userEvent.selectOptions(canvas.getByLabelText('Image'), 'dunes.svg');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Web article' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      date: '2026-11-23',
      tagline: 'Patch notes',
      linkUrl: 'https://www.duneawakening.com/news',
      imageUrl: '/images/news/dunes.svg',
      keywords: ['Web article'],
    });
  },
};

/** Editing an item: its fields filled in; the preview draws it as /news does; Cancel. */
export const EditWithPreview: Story = {
  args: { heading: 'Edit news item', initial: newsFormOf(EXISTING) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Tagline')).toHaveValue(EXISTING.tagline);
    const preview = canvas.getByRole('button', { name: 'Preview as on /news' });
    await userEvent.click(preview);
    await expect(preview).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByTestId('news-preview')).toHaveTextContent(EXISTING.tagline);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The API refused: its field problem beside the field, its message above the buttons. */
export const ServerProblems: Story = {
  args: {
    initial: newsFormOf(EXISTING),
    serverErrors: { linkUrl: 'That link is already used by another item.' },
    serverMessage: 'The item was not saved.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('That link is already used by another item.')).toBeVisible();
    await expect(canvas.getByText('The item was not saved.')).toBeVisible();
  },
};

/** Saving: Save says so and waits, Cancel too. */
export const Saving: Story = {
  args: { initial: newsFormOf(EXISTING), busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** On a phone: one column, touch-sized fields and buttons. */
export const Phone: Story = {
  globals: PHONE,
  args: { initial: newsFormOf(EXISTING) },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
