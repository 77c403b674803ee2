import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { page, showToastFrom, toasts } from '../fixtures/toasts';
import type { Notice } from '../../src/ui/toastSettings';
import { showToast, ToastViewport } from '../../src/ui/toastView';

const SAVED: Notice = {
  kind: 'success',
  title: 'Build saved',
  description: 'Your build is in My Builds.',
};
const FAILED: Notice = { kind: 'error', title: 'Failed to save build' };

/** The toaster of toastView with buttons that show toasts straight through `showToast`. */
function ToastViewDemo({ onMounted }: { onMounted: () => void }) {
  return (
    <div className="flex min-h-[60vh] flex-wrap items-start gap-3 p-6">
      <Button
        onClick={() => {
          showToast(SAVED);
        }}
      >
        Show success
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          showToast(FAILED);
        }}
      >
        Show error
      </Button>
      <ToastViewport onMounted={onMounted} />
    </div>
  );
}

const meta = {
  title: 'UI/Toast view',
  component: ToastViewDemo,
  args: { onMounted: fn() },
} satisfies Meta<typeof ToastViewDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The viewport says it is mounted, and waits in a labelled region. */
export const Viewport: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onMounted).toHaveBeenCalled());
    await expect(page().getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    await expect(toasts()).toHaveLength(0);
  },
};

/** Success: 'Success:' for screen readers, the title, the description and a close button. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const toast = await showToastFrom(canvasElement, 'Show success', 'Build saved');
    await expect(toast).toHaveAttribute('data-kind', 'success');
    const card = within(toast);
    // Sonner fades a toast in: on a loaded machine the fade outlasts the first checks.
    await waitFor(() => expect(card.getByText('Build saved')).toBeVisible());
    await expect(card.getByText('Success:')).toHaveClass('sr-only');
    await waitFor(() => expect(card.getByText('Your build is in My Builds.')).toBeVisible());
    await expect(toast).toHaveTextContent('Success: Build saved');
    const close = card.getByRole('button', { name: 'Close notification' });
    await waitFor(() => expect(close).toBeVisible());
    await expect(close).toBeEnabled();
    await expect(page().getByRole('region', { name: /Notifications/ })).toContainElement(toast);
  },
};

/** Error: 'Error:' for screen readers and the title; no description line when none is given. */
export const Failure: Story = {
  play: async ({ canvasElement }) => {
    const toast = await showToastFrom(canvasElement, 'Show error', 'Failed to save build');
    await expect(toast).toHaveAttribute('data-kind', 'error');
    const card = within(toast);
    await expect(card.getByText('Error:')).toHaveClass('sr-only');
    await expect(toast).toHaveTextContent('Error: Failed to save build');
    await expect(toast.querySelectorAll('p')).toHaveLength(1);
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Close notification' })).toBeVisible(),
    );
  },
};

/** The close button takes the toast off the screen at once. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const toast = await showToastFrom(canvasElement, 'Show success', 'Build saved');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(toasts()).toHaveLength(0));
    await expect(page().queryByText('Build saved')).toBeNull();
  },
};

/** A new toast replaces the one on screen. */
export const Replaced: Story = {
  play: async ({ canvasElement }) => {
    await showToastFrom(canvasElement, 'Show success', 'Build saved');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    await waitFor(async () => {
      const visible = toasts().filter((t) => t.checkVisibility({ opacityProperty: true }));
      await expect(visible).toHaveLength(1);
      await expect(visible[0]).toHaveTextContent('Failed to save build');
      await expect(visible[0]).toHaveAttribute('data-kind', 'error');
    });
  },
};

/** On a phone the toast spans the width near the bottom; its close button is easy to tap. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const toast = await showToastFrom(canvasElement, 'Show success', 'Build saved');
    const box = toast.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(window.innerWidth - 40);
    await expect(box.bottom).toBeGreaterThan(window.innerHeight - 120);
    const close = within(toast).getByRole('button', { name: 'Close notification' });
    await expect(close.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
