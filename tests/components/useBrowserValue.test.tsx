import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useBrowserValue } from '../../src/ui/useBrowserValue';

/** Shows a value only the browser knows. */
function Probe() {
  return <p>{useBrowserValue(() => 'from the browser', 'on the server')}</p>;
}

describe('useBrowserValue (src/ui/useBrowserValue.ts)', () => {
  it("renders the server's value on the server, and takes over its HTML without a mismatch", async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('on the server');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: problems });
      await Promise.resolve();
    });
    expect(problems).not.toHaveBeenCalled();
    expect(container.textContent).toBe('from the browser');
    container.remove();
  });
});
