import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentMarkdown } from '../../../src/builds/comments/CommentMarkdown';

/**
 * A comment's markdown (src/builds/comments/CommentMarkdown.tsx): the guide's parse and safety
 * rules, drawn as a smaller subset fit for a comment under someone else's build.
 */

/** Renders a comment and waits until its parse (here on the page: jsdom has no workers) is in. */
async function shown(body: string, firstText: string) {
  const view = render(<CommentMarkdown body={body} />);
  // The plain text shows first, as typed; the parsed content replaces it.
  await screen.findByText(firstText, { selector: ':not(.whitespace-pre-wrap)' });
  return view.container;
}

describe('CommentMarkdown', () => {
  it('draws the subset: emphasis, strong, code, code blocks, lists, quotes and line breaks', async () => {
    const body = [
      '*calm* and **loud** and `code`',
      '',
      '```',
      'shield = on',
      '```',
      '',
      '- one',
      '- two',
      '',
      '1. first',
      '',
      '> quoted',
      '',
      'line one  ',
      'line two',
    ].join('\n');
    const container = await shown(body, 'calm');
    expect(container.querySelector('em')).toHaveTextContent('calm');
    expect(container.querySelector('strong')).toHaveTextContent('loud');
    expect(container.querySelector('p code')).toHaveTextContent('code');
    expect(container.querySelector('pre code')).toHaveTextContent('shield = on');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(1);
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(container.querySelector('br')).not.toBeNull();
  });

  it('makes headings bold paragraphs, images their alt text, and drops rules', async () => {
    const body =
      '# Big words\n\n### Smaller\n\n![a sandworm](https://x.example/worm.png)\n\n---\n\nend';
    const container = await shown(body, 'Big words');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('p > strong')).toHaveTextContent('Big words');
    expect(screen.getByText('Smaller').tagName).toBe('STRONG');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('a sandworm')).toBeInTheDocument();
    expect(container.querySelector('hr')).toBeNull();
    expect(container).not.toHaveTextContent('worm.png');
  });

  it('opens links normally, marked as user content nobody vouches for', async () => {
    await shown('See [the wiki](https://x.example/wiki) or [home](/about).', 'the wiki');
    const wiki = screen.getByRole('link', { name: 'the wiki' });
    expect(wiki).toHaveAttribute('href', 'https://x.example/wiki');
    expect(wiki).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(wiki).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/about');
  });

  it('empties unsafe links and shows raw HTML as the text typed', async () => {
    const body = [
      '[click me](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)',
      '',
      '<script>alert(2)</script>',
      '',
      '<a href="javascript:alert(3)" onclick="alert(4)">raw link</a> <img src=x onerror=alert(5)>',
    ].join('\n');
    const container = await shown(body, 'click me');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('click me').closest('a')).toBeNull();
    expect(container.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    expect(container.querySelector('[href^="javascript" i], [href^="data" i]')).toBeNull();
    expect(screen.getByText('<script>alert(2)</script>', { exact: false })).toBeInTheDocument();
    expect(container).toHaveTextContent('<a href="javascript:alert(3)" onclick="alert(4)">');
  });
});
