import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { takeOverOnUse } from '../../../src/ui/takeOverOnUse';

/** A part with a counter, to tell the server's HTML (inert) from a taken-over part (counts). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setCount((n) => n + 1);
      }}
    >
      {label} {count}
    </button>
  );
}

function counterPart(id: string) {
  const loadModule = vi.fn(() => Promise.resolve({ default: Counter }));
  return { loadModule, part: takeOverOnUse(id, loadModule, <p>Loading part…</p>) };
}

describe('takeOverOnUse', () => {
  it("keeps the server's HTML as sent until the player uses the page, then takes it over", async () => {
    const { loadModule, part } = counterPart('later-part');
    // The server renders the part only once its code is loaded.
    await part.load();
    const html = renderToString(<part.Part label="Taps" />);
    expect(html).toContain('Taps');
    loadModule.mockClear();

    // A fresh module state in the browser: a second part made the same way, not loaded yet.
    const browser = counterPart('later-part');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <browser.part.Part label="Taps" />);
      await Promise.resolve();
    });
    const button = screen.getByRole('button', { name: 'Taps 0' });
    expect(browser.loadModule).not.toHaveBeenCalled();
    // Not taken over: a click changes nothing.
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Taps 0' })).toBe(button);

    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await vi.waitFor(() => {
        expect(browser.loadModule).toHaveBeenCalledTimes(1);
      });
    });
    // Taken over in place: the same element now answers.
    await vi.waitFor(() => {
      fireEvent.click(button);
      expect(button).toHaveTextContent('Taps 1');
    });
    expect(container.querySelector('#later-part')).not.toBeNull();
    container.remove();
  });

  it('loads at once where the browser renders the page itself', async () => {
    const { loadModule, part } = counterPart('fresh-part');
    render(<part.Part label="Fresh" />);
    expect(screen.getByText('Loading part…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Fresh 0' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(1);
  });
});
