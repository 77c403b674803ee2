import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeaderSearch } from '../../../src/app/shell/HeaderSearch';
import { QUICK_SEARCH_TEXTS } from '../../../src/community/quickSearch/quickSearchTexts';
import { PHONE, withNarrowPhone } from '../../account/fixtures';

/**
 * The header's quick search alone, beside a text field of the page: the link, its shortcuts,
 * and where a "/" is only a character. The dialog is modal: it is looked for in the document.
 */
const meta = {
  title: 'App/Shell/HeaderSearch',
  component: HeaderSearch,
  decorators: [
    (Story) => (
      <div className="flex items-center gap-3 p-4">
        <label className="text-sand-100">
          Notes <input aria-label="Notes" className="bg-sand-900 text-sand-50" />
        </label>
        <Story />
      </div>
    ),
  ],
  parameters: { router: { initialEntry: '/news' } },
} satisfies Meta<typeof HeaderSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogs = () => within(document.body).queryAllByRole('dialog');

/** Closed: a link to the community list that names its shortcuts. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: QUICK_SEARCH_TEXTS.button });
    await expect(link).toHaveAttribute('href', '/community-builds');
    await expect(link).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
    await expect(dialogs()).toHaveLength(0);
  },
};

/** A "/" typed in a field of the page is a character; Ctrl+K there still opens the search. */
export const SlashInAField: Story = {
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await userEvent.keyboard('a/b');
    await expect(notes).toHaveValue('a/b');
    await expect(dialogs()).toHaveLength(0);
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(dialogs()).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialogs()).toHaveLength(0));
    await expect(notes).toHaveFocus();
  },
};

/** The link opens the search in place: the address stays. */
export const OpenedByTheLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: QUICK_SEARCH_TEXTS.button }));
    await waitFor(() => expect(dialogs()).toHaveLength(1));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/news');
  },
};

/** On the narrowest phone: the link is a 44px square, and nothing runs off the side. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: QUICK_SEARCH_TEXTS.button });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
