import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the toast module: whether its viewport is wanted is per page load. */
async function freshToasts() {
  vi.resetModules();
  return import('../../src/ui/toast');
}

describe('toasts', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('loads the viewport only once the page has loaded and is idle', async () => {
    const { Toasts } = await freshToasts();
    render(<Toasts />);
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    expect(
      await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 }),
    ).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a toast asked for before the viewport is on the page', async () => {
    const { notify, Toasts } = await freshToasts();
    notify({ kind: 'success', title: 'Build liked!' });
    render(<Toasts />);
    const toast = await screen.findByTestId('toast', {}, { timeout: 5000 });
    expect(toast).toHaveTextContent('Build liked!');
  });
});
