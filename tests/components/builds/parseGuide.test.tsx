import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuideMarkdown } from '../../../src/builds/guide/GuideMarkdown';
import { guideTree } from '../../../src/builds/guide/guideTree';
import { parseGuide } from '../../../src/builds/guide/parseGuide';

/**
 * The guide's parse (src/builds/guide/parseGuide.ts): in a worker in the browser (the stories
 * and the production e2e journey), on the page where there is none, as here: the same tree,
 * and the same safe rendering of it.
 */
const GUIDE =
  '## Rotation\n\n<b>raw</b> and [a link](javascript:alert(1)) &amp; [web](https://x.example/)';

describe('parseGuide without workers', () => {
  it('gives the tree the parser gives, raw HTML kept as a raw node', async () => {
    expect(typeof Worker).toBe('undefined');
    const tree = await parseGuide(GUIDE);
    expect(tree).toEqual(guideTree(GUIDE));
    expect(JSON.stringify(tree)).toContain('"type":"raw"');
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
