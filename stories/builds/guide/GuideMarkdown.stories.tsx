import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuideMarkdown } from '../../../src/builds/guide/GuideMarkdown';
import { withPadding } from '../../fixtures/decorators';
import { FULL_GUIDE, HOSTILE_GUIDE } from './guideSamples';

/** The guide's markdown renderer: headings from h3, safe links, no raw HTML. */
const meta = {
  title: 'Builds/Guide/Guide markdown',
  component: GuideMarkdown,
  decorators: [(Story) => <div className="max-w-2xl text-sand-100">{<Story />}</div>, withPadding],
  args: { markdown: FULL_GUIDE },
} satisfies Meta<typeof GuideMarkdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Headings start at h3; links open in a new tab and say so. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Parsed in a worker: the rendered guide comes a moment after the first render.
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Sandworm Rider' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Rotation' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /patch notes/ });
    await expect(link).toHaveAttribute('href', 'https://example.com/patch-notes');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(link).toHaveAccessibleName('patch notes (opens in a new tab)');
  },
};

/** A javascript: link keeps its words but loses its address; raw HTML shows as text. */
export const JavascriptLinkNeutralised: Story = {
  args: { markdown: HOSTILE_GUIDE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const words = await canvas.findByText('click me');
    await expect(words.closest('a')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /click me/ })).not.toBeInTheDocument();
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.getByRole('link', { name: /^web/ })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );
  },
};

/** Lists, quotes and code, on a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 3, name: 'Sandworm Rider' }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * A guide that starts at '##' (as most do) still puts its top heading right under the page's
 * "Build Guide" h2: its ranks move up together, so the outline skips no level.
 */
export const StartsAtSecondRank: Story = {
  args: { markdown: '## Opening\n\nTake the entry skill.\n\n### Later\n\nThen the capstone.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Opening' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Later' })).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 5 })).toHaveLength(0);
  },
};

/** A '#' inside fenced code is not a heading and does not move the outline. */
export const HashInsideCode: Story = {
  args: { markdown: '```\n# not a heading\n```\n\n## Rotation\n\nText.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Rotation' })).toBeVisible();
  },
};
