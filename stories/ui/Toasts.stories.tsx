import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { page, showToastFrom, toasts } from '../fixtures/toasts';
import { notify, Toasts } from '../../src/ui/toast';
import { TOAST_DURATION_MS } from '../../src/ui/toastSettings';

/** A page with the toaster and buttons that raise the spec's toasts. */
function ToastsDemo() {
  return (
    <div className="flex min-h-[60vh] flex-wrap items-start gap-3 p-6">
      <Button
        onClick={() => {
          notify({
            kind: 'success',
            title: 'Settings updated',
            description: 'Your settings have been successfully updated.',
          });
        }}
      >
        Save settings
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          notify({ kind: 'error', title: 'Failed to update settings' });
        }}
      >
        Fail
      </Button>
      <Toasts />
    </div>
  );
}

const meta = {
  title: 'UI/Toasts',
  component: ToastsDemo,
} satisfies Meta<typeof ToastsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A success toast with its description, in a polite live region, with a close button. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const toast = await showToastFrom(canvasElement, 'Save settings', 'Settings updated');
    await expect(toast).toHaveTextContent('Settings updated');
    await expect(toast).toHaveTextContent('Your settings have been successfully updated.');
    await expect(toast).toHaveAttribute('data-kind', 'success');
    const region = page().getByRole('region', { name: /Notifications/ });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toContainElement(toast);
    // Sonner fades a toast in over a moment.
    await waitFor(() =>
      expect(within(toast).getByRole('button', { name: 'Close notification' })).toBeVisible(),
    );
  },
};

/** An error toast; only one toast is on screen at a time, the newest. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    await showToastFrom(canvasElement, 'Save settings', 'Settings updated');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail' }));
    await waitFor(async () => {
      const visible = toasts().filter((t) => t.checkVisibility({ opacityProperty: true }));
      await expect(visible).toHaveLength(1);
      await expect(visible[0]).toHaveTextContent('Failed to update settings');
    });
  },
};

/** The close button takes the toast off the screen at once. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const toast = await showToastFrom(canvasElement, 'Fail', 'Failed to update settings');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(toasts()).toHaveLength(0));
  },
};

/** A short drag springs back; a swipe past 50 px dismisses. */
export const Swiped: Story = {
  play: async ({ canvasElement }) => {
    const toast = await showToastFrom(canvasElement, 'Save settings', 'Settings updated');
    const drag = async (dx: number) => {
      await fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
      await fireEvent.pointerMove(toast, { clientX: 100 + dx, pointerId: 1 });
      await fireEvent.pointerUp(toast, { clientX: 100 + dx, pointerId: 1 });
    };
    await drag(40);
    await expect(toasts()).toHaveLength(1);
    await expect(toast.style.transform).toBe('');
    await drag(-60);
    await waitFor(() => expect(toasts()).toHaveLength(0));
  },
};

/**
 * Toasts leave by themselves after five seconds: never before, counted from the click, and
 * without a touch; a busy machine may only see it go later.
 */
export const GoesAwayAfterFiveSeconds: Story = {
  play: async ({ canvasElement }) => {
    const clicked = performance.now();
    await showToastFrom(canvasElement, 'Fail', 'Failed to update settings');
    await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 15_000 });
    await expect(performance.now() - clicked).toBeGreaterThanOrEqual(TOAST_DURATION_MS);
  },
};

/** On a phone the toast spans the screen's width at the bottom, in thumb reach. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const toast = await showToastFrom(canvasElement, 'Save settings', 'Settings updated');
    const box = toast.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(window.innerWidth - 40);
    await expect(box.bottom).toBeGreaterThan(window.innerHeight - 120);
  },
};
