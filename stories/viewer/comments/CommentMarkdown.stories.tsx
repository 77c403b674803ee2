import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommentMarkdown } from '../../../src/builds/comments/CommentMarkdown';
import { withPadding } from '../../fixtures/decorators';

/** A comment's markdown: the guide's rules in the guide's worker, drawn as a smaller subset. */
const meta = {
  title: 'Viewer/Comments/CommentMarkdown',
  component: CommentMarkdown,
  decorators: [withPadding],
} satisfies Meta<typeof CommentMarkdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the text is drawn from its parse, not shown as typed. */
async function drawn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('end', { selector: 'p' })).toBeVisible();
  await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  return canvas;
}

/** What a comment may hold: emphasis, code, lists, quotes, links; headings only as bold text. */
export const Subset: Story = {
  args: {
    body: [
      '# Loud title',
      '',
      'A *calm* and **firm** word with `code`, see [the wiki](https://x.example/wiki).',
      '',
      '- one',
      '- two',
      '',
      '> A quote',
      '',
      '```',
      'rotation = [pull, shoot]',
      '```',
      '',
      '![a sandworm](https://x.example/worm.png)',
      '',
      '---',
      '',
      'end',
    ].join('\n'),
  },
  play: async ({ canvasElement }) => {
    const canvas = await drawn(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('Loud title').tagName).toBe('STRONG');
    await expect(canvas.getByText('calm').tagName).toBe('EM');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('rotation = [pull, shoot]').closest('pre')).not.toBeNull();
    const wiki = canvas.getByRole('link', { name: 'the wiki' });
    await expect(wiki).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    await expect(wiki).not.toHaveAttribute('target');
    await expect(canvas.getByText('a sandworm')).toBeVisible();
    await expect(canvasElement.querySelector('img, hr, h1, h2, h3')).toBeNull();
  },
};

/** A hostile comment: script links lose their address, HTML shows as the text typed. */
export const Hostile: Story = {
  args: {
    body: [
      'Try [click me](javascript:alert(1)) and [this](JaVaScRiPt:alert(2)).',
      '',
      '<script>alert(3)</script>',
      '',
      '<img src=x onerror=alert(4)> <a href="javascript:alert(5)">raw link</a>',
      '',
      '![tracker](javascript:alert(6))',
      '',
      'end',
    ].join('\n'),
  },
  play: async ({ canvasElement }) => {
    const canvas = await drawn(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText('click me').closest('a')).toBeNull();
    await expect(canvasElement.querySelector('script, img, [onerror], [href]')).toBeNull();
    await expect(canvas.getByText('<script>alert(3)</script>', { exact: false })).toBeVisible();
    await expect(canvas.getByText(/<img src=x onerror=alert\(4\)>/)).toBeVisible();
    await expect(canvas.getByText('tracker')).toBeVisible();
  },
};
