import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewsEditorView } from '../../src/admin/newsEditor/NewsEditorView';
import { expectPhoneLayout } from '../account/fixtures';
import {
  FAILED_STORY,
  LOADING_STORY,
  NEWS_IMAGES,
  NEWS_ITEMS,
  PHONE,
  withDeskFrame,
} from './fixtures';

/** The news editor by itself: the list, the form's checks, preview and removal. */
const meta = {
  title: 'Admin/NewsEditorView',
  component: NewsEditorView,
  decorators: [withDeskFrame],
  args: {
    load: { kind: 'ready', data: { items: NEWS_ITEMS } },
    images: NEWS_IMAGES,
    editing: null,
    busy: false,
    serverErrors: {},
    serverMessage: null,
    onAdd: fn(),
    onEdit: fn(),
    onCancel: fn(),
    onSave: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof NewsEditorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The items newest first, each with Edit and Remove; Add opens a form. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('news-row');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('October 6, 2026');
    await userEvent.click(canvas.getByRole('button', { name: /^Edit “Update 1.5/ }));
    await expect(args.onEdit).toHaveBeenCalledWith(NEWS_ITEMS[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add news item' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** An empty form's Save shows every problem beside its field and sends nothing. */
export const Validation: Story = {
  args: { editing: { id: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The problems show once the form's checks have run: later than the click on a busy machine.
    await waitFor(() =>
      expect(canvas.getByLabelText('Tagline')).toHaveAccessibleDescription(/Write a tagline\./),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Link')).toHaveAccessibleDescription(
      'The link must be an https:// address.',
    );
    await expect(canvas.getByText('Pick at least one keyword.')).toBeVisible();
    await expect(
      canvas.getByText('Choose one of the site’s own news images (/images/news/…).'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Link'), 'http://example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Link')).toHaveAccessibleDescription(
        'The link must be an https:// address.',
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A valid form sends the item; the tagline's counter follows the typing; preview as /news. */
export const SaveAndPreview: Story = {
  args: { editing: { id: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Tagline'), 'Chapter 3 arrives');
    await expect(canvas.getByText('17/200 characters')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Link'), 'https://www.duneawakening.com/news/c3');
    await userEvent.selectOptions(canvas.getByLabelText('Image'), 'chapter.svg');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Video' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Youtube' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Preview as on /news' }));
    const preview = within(canvas.getByTestId('news-preview'));
    await expect(preview.getByRole('link', { name: /Chapter 3 arrives/ })).toHaveAttribute(
      'href',
      'https://www.duneawakening.com/news/c3',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      null,
      expect.objectContaining({
        tagline: 'Chapter 3 arrives',
        imageUrl: '/images/news/chapter.svg',
        keywords: ['Video', 'Youtube'],
      }),
    );
  },
};

/** Editing an item starts from it; the API's 400 problems show beside their fields. */
export const ServerProblems: Story = {
  args: {
    editing: { id: 'n2', item: NEWS_ITEMS[0] as (typeof NEWS_ITEMS)[number] },
    serverErrors: { linkUrl: 'That link is already on /news.' },
    serverMessage: 'That link is already on /news.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit news item' })).toBeVisible();
    await expect(canvas.getByLabelText('Link')).toHaveValue(NEWS_ITEMS[0]?.linkUrl);
    await expect(canvas.getByLabelText('Link')).toHaveAccessibleDescription(
      'That link is already on /news.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('That link is already on /news.');
  },
};

/** Remove asks first. */
export const RemoveConfirms: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: /^Remove “Dune: Awakening launches/ }),
    );
    const dialog = within(document.body).getByRole('alertdialog', {
      name: 'Remove this news item?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove item' }));
    await expect(args.onRemove).toHaveBeenCalledWith(NEWS_ITEMS[1]);
  },
};

/** No items yet. */
export const Empty: Story = {
  args: { load: { kind: 'ready', data: { items: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No news items yet.')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { ...LOADING_STORY };

/** A failed read. */
export const Failed: Story = { ...FAILED_STORY };

/** The form on a phone: no sideways scroll, 44px targets. */
export const Phone: Story = {
  globals: PHONE,
  args: { editing: { id: null } },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
