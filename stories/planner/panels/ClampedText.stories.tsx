import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClampedText } from '../../../src/planner/panels/ClampedText';
import { PHONE, withNarrowPhone } from '../../account/fixtures';
import { withPadding } from '../../fixtures/decorators';

/**
 * A planner text folded to a line or two so the trees stay on the first screen: a Show more
 * button only when it runs longer, and the whole text in the page either way.
 */
const meta = {
  title: 'Planner/Panels/Clamped text',
  component: ClampedText,
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
    withPadding,
  ],
  args: {
    clamp: 'line-clamp-2 sm:line-clamp-1',
    className: 'text-sm leading-relaxed text-sand-200',
    children: 'Pull them in, gun them down.',
  },
} satisfies Meta<typeof ClampedText>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG_TEXT =
  'Pull them in with a Gravity Field, gun them down with the scattergun, and keep the Shigawire Claw for the moment the pack turns on you. '.repeat(
    3,
  );

/** The paragraph holding the text. */
const paragraph = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText(/^Pull them in/, { selector: 'p' });

/** Whether the paragraph hides some of its lines. */
const folded = (canvasElement: HTMLElement) => {
  const text = paragraph(canvasElement);
  return text.scrollHeight > text.clientHeight + 1;
};

/** A text that fits its line: shown whole, with no button. */
export const Short: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(paragraph(canvasElement)).toHaveTextContent('Pull them in, gun them down.');
    await expect(folded(canvasElement)).toBe(false);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * A longer text is folded to one line with Show more; the button unfolds it (Show less, expanded)
 * and folds it again. The whole text is in the page while folded, for a screen reader.
 */
export const Long: Story = {
  args: { children: LONG_TEXT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(folded(canvasElement)).toBe(true);
    await expect(paragraph(canvasElement)).toHaveTextContent(LONG_TEXT.trim());

    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(folded(canvasElement)).toBe(false));

    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(folded(canvasElement)).toBe(true));
  },
};

/** On a narrow phone the text shows two lines before folding; the button stays thumb-sized. */
export const Phone: Story = {
  args: { children: LONG_TEXT },
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const more = await within(canvasElement).findByRole('button', { name: 'Show more' });
    const text = paragraph(canvasElement);
    const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
    await expect(Math.round(text.clientHeight / lineHeight)).toBe(2);
    await expect(Math.round(more.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
