import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuideMarkdown } from '../../../src/builds/guide/GuideMarkdown';
import { guideTree } from '../../../src/builds/guide/guideTree';
import { parseGuide } from '../../../src/builds/guide/parseGuide';

/**
 * The guide's parse (src/builds/guide/parseGuide.ts): in a worker in the browser (the stories
 * and the production e2e journey), on the page where there is none, as here: the same content,
 * made safe before the page sees it, and the same rendering of it.
 */
const GUIDE =
  '## Rotation\n\n<b>raw</b> and [a link](javascript:alert(1)) &amp; [web](https://x.example/)';

describe('parseGuide without workers', () => {
  it('gives the content the parser gives: raw HTML as its text, unsafe addresses emptied', async () => {
    expect(typeof Worker).toBe('undefined');
    const content = await parseGuide(GUIDE);
    expect(content).toEqual(guideTree(GUIDE));
    const data = JSON.stringify(content);
    expect(data).toContain('"<b>"');
    expect(data).not.toContain('javascript');
    expect(data).toContain('"href":"https://x.example/"');
    // Plain data a worker can send: no functions, no React elements.
    expect(structuredClone(content)).toEqual(content);
  });

  it('leaves out any element markdown does not give, and any handler, keeping the text', async () => {
    const { container } = render(<GuideMarkdown markdown="*a* **b** `c`" />);
    await screen.findByText('a');
    expect(container.querySelector('em')).not.toBeNull();
    expect(container.querySelector('strong')).not.toBeNull();
    expect(container.querySelector('script, iframe, [onclick]')).toBeNull();
  });

  it('renders the parsed guide with the rules: raw HTML as text, unsafe links without address', async () => {
    render(<GuideMarkdown markdown={GUIDE} fallback={<p>plain</p>} />);
    expect(screen.getByText('plain')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Rotation' })).toBeInTheDocument();
    expect(screen.getByText(/<b>raw<\/b>/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /a link/ })).toBeNull();
    expect(screen.getByRole('link', { name: /web/ })).toHaveAttribute('href', 'https://x.example/');
    expect(screen.queryByText('plain')).toBeNull();
  });

  it('keeps the last rendered guide while a newer text is parsed', async () => {
    const { rerender } = render(<GuideMarkdown markdown="## First" fallback={<p>plain</p>} />);
    await screen.findByRole('heading', { name: 'First' });
    rerender(<GuideMarkdown markdown="## Second" fallback={<p>plain</p>} />);
    // Not the fallback again: the first guide stays until the second is parsed.
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
  });
});
