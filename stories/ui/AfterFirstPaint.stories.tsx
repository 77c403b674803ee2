import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AfterFirstPaint } from '../../src/ui/AfterFirstPaint';
import { watchText } from '../fixtures/watchText';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid h-40 w-72 place-items-center rounded-2xl border border-sand-700 bg-sand-900 text-sand-200">
      {children}
    </div>
  );
}

/** Whether each story's fallback was drawn, watched from before the story renders. */
let fallbackDrawn: () => boolean = () => false;

const meta = {
  title: 'UI/AfterFirstPaint',
  component: AfterFirstPaint,
  beforeEach: ({ canvasElement }) => {
    fallbackDrawn = watchText(canvasElement, 'Drawing…');
  },
  args: {
    // Another element than the children's, so React replaces it rather than editing its text.
    fallback: (
      <p role="status" className="text-sand-300 italic">
        Drawing…
      </p>
    ),
    children: <Frame>The heavy part</Frame>,
  },
} satisfies Meta<typeof AfterFirstPaint>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fallback paints first; the children replace it one render later. */
export const Deferred: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The heavy part')).toBeVisible();
    await expect(canvas.queryByText('Drawing…')).toBeNull();
    await expect(fallbackDrawn()).toBe(true);
  },
};

/** With `immediately`, the children render in the first commit: the fallback never shows. */
export const Immediately: Story = {
  args: { immediately: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('The heavy part')).toBeVisible());
    await expect(fallbackDrawn()).toBe(false);
  },
};

/** Without a fallback, nothing is drawn until the children arrive. */
export const NoFallback: Story = {
  args: { fallback: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The heavy part')).toBeVisible();
    await expect(fallbackDrawn()).toBe(false);
  },
};

/** On a phone, the same. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The heavy part')).toBeVisible();
  },
};
