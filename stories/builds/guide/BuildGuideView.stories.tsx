import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuildGuideView } from '../../../src/builds/guide/BuildGuideView';
import { withPadding } from '../../fixtures/decorators';
import { FULL_GUIDE, HOSTILE_GUIDE } from './guideSamples';

const meta = {
  title: 'Builds/Guide/Build guide view',
  component: BuildGuideView,
  decorators: [withPadding],
  args: { markdown: FULL_GUIDE },
} satisfies Meta<typeof BuildGuideView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A full guide: headings start at h3 under the page's "Build Guide"; links open in a new tab. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Sandworm Rider' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Rotation' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    const patchNotes = canvas.getByRole('link', { name: /patch notes/ });
    await expect(patchNotes).toHaveAttribute('href', 'https://example.com/patch-notes');
    await expect(patchNotes).toHaveAttribute('target', '_blank');
    await expect(patchNotes).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(patchNotes).toHaveAccessibleName('patch notes (opens in a new tab)');
    await expect(canvas.getByRole('link', { name: /class page/ })).toHaveAttribute(
      'href',
      '/class/swordmaster',
    );
  },
};

/** javascript:, data: and vbscript: links lose their address; raw HTML shows as text. */
export const HostileLinksNeutralised: Story = {
  args: { markdown: HOSTILE_GUIDE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /web/ });
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      'https://example.com/guide',
      'irc://irc.example.com/dune',
      'mailto:rider@example.com',
      '/classes',
    ]);
    // The words of a refused link stay, as plain text.
    await expect(canvas.getByText('click me')).toBeVisible();
    await expect(canvas.getByText('click me').closest('a')).toBeNull();
    await expect(canvas.getByText('data link').closest('a')).toBeNull();
    // No element carries a script address, and HTML never becomes elements.
    await expect(
      canvasElement.querySelector('[href^="javascript" i], [src^="javascript" i]'),
    ).toBeNull();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('<script>alert(5)</script>', { exact: false })).toBeVisible();
  },
};

/** No guide: the viewer's text. */
export const Empty: Story = {
  args: { markdown: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This build has no guide.')).toBeVisible();
  },
};

/** Only spaces counts as no guide; a page may give its own text. */
export const EmptyWithOwnText: Story = {
  args: { markdown: '   \n  ', emptyText: 'Nothing to preview yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to preview yet.')).toBeVisible();
  },
};

/** The longest guide (4000 characters) wraps inside a phone's width. */
export const LongOnPhone: Story = {
  args: {
    markdown:
      `${FULL_GUIDE}\n\n${'Spice '.repeat(400)}\n\n${'https://example.com/'.padEnd(300, 'x')}`.slice(
        0,
        4000,
      ),
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 3 });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
