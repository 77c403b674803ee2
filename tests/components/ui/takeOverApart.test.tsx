import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { takeOverApart } from '../../../src/ui/takeOverApart';

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

/** A part whose code arrives when the test says so. */
function counterPart() {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: typeof Counter }>((resolve) => {
    arrive = () => {
      resolve({ default: Counter });
    };
  });
  const loadModule = vi.fn(() => code);
  return {
    loadModule,
    arrive: () => {
      arrive();
    },
    part: takeOverApart(loadModule, <p>Loading part…</p>),
  };
}

describe('takeOverApart', () => {
  it("keeps the server's HTML in place until the part's code arrives, then takes it over", async () => {
    const server = counterPart();
    server.arrive();
    // The server renders the part only once its code is loaded.
    await server.part.load();
    const html = renderToString(<server.part.Part label="Taps" />);
    expect(html).toContain('Taps');

    const browser = counterPart();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <browser.part.Part label="Taps" />);
      await Promise.resolve();
    });
    const button = screen.getByRole('button', { name: 'Taps 0' });
    expect(browser.loadModule).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Loading part…')).toBeNull();
    // Not taken over yet: a click changes nothing.
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Taps 0' })).toBe(button);

    await act(async () => {
      browser.arrive();
      await Promise.resolve();
    });
    // Taken over in place: the same element now answers.
    await vi.waitFor(() => {
      fireEvent.click(button);
      expect(button).toHaveTextContent('Taps 1');
    });
    container.remove();
  });

  it('shows its loading state where the browser renders the page itself', async () => {
    const { arrive, loadModule, part } = counterPart();
    render(<part.Part label="Fresh" />);
    expect(screen.getByText('Loading part…')).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('button', { name: 'Fresh 0' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(1);
  });
});
