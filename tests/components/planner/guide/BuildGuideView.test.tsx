import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuildGuideView, NO_GUIDE_TEXT } from '../../../../src/builds/guide/BuildGuideView';

/**
 * How long the first guide may take to render: its markdown parser is a lazy chunk, which loaded
 * cold outlasted the default wait under a full test run's load.
 */
const RENDERED = { timeout: 10_000 };

/** Renders a one-link guide and waits for the markdown to be rendered. */
async function renderLink(url: string) {
  const { container } = render(
    <BuildGuideView markdown={`Before [the link](${url}) after. [marker](https://marker.test)`} />,
  );
  await screen.findByRole('link', { name: /marker/ }, RENDERED);
  return container;
}

describe('BuildGuideView: the spec’s URL rule', () => {
  it.each([
    'https://example.com/guide',
    'http://example.com/guide',
    'mailto:rider@example.com',
    'irc://irc.example.com/dune',
    'ircs://irc.example.com/dune',
    'xmpp:rider@example.com',
    '/class/swordmaster',
    'relative/page',
    '#rotation',
    '?tab=guide',
  ])('keeps %s', async (url) => {
    await renderLink(url);
    const link = screen.getByRole('link', { name: /the link/ });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'ftp://example.com/build.json',
    'steam://run/1172710',
  ])('drops %s, keeping the words as text', async (url) => {
    const container = await renderLink(url);
    expect(screen.queryByRole('link', { name: /the link/ })).not.toBeInTheDocument();
    expect(screen.getByText('the link').closest('a')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.innerHTML).not.toContain(url.slice(0, 8));
  });

  it('drops image addresses by the same rule', async () => {
    const { container } = render(
      <BuildGuideView
        markdown={
          '![bad](javascript:alert(1)) ![good](https://example.com/a.png) [m](https://m.test)'
        }
      />,
    );
    await screen.findByRole('link', { name: /m/ }, RENDERED);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'https://example.com/a.png');
    expect(images[0]).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByText('bad')).toBeInTheDocument();
  });

  it('never renders raw HTML: it shows as the text that was typed', async () => {
    const { container } = render(
      <BuildGuideView
        markdown={
          '<a href="javascript:alert(1)">x</a> <img src=x onerror="alert(1)"> <script>alert(1)</script>\n\n[m](https://m.test)'
        }
      />,
    );
    await screen.findByRole('link', { name: /m/ }, RENDERED);
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container).toHaveTextContent('<script>alert(1)</script>');
  });
});

describe('BuildGuideView', () => {
  it('says the build has no guide when it is empty', () => {
    render(<BuildGuideView markdown="  " />);
    expect(screen.getByText(NO_GUIDE_TEXT)).toBeInTheDocument();
    expect(NO_GUIDE_TEXT).toBe('This build has no guide.');
  });

  it('takes the page’s own empty text', () => {
    render(<BuildGuideView markdown="" emptyText="Nothing to preview yet." />);
    expect(screen.getByText('Nothing to preview yet.')).toBeInTheDocument();
  });
});
