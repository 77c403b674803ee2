import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuiltWith } from '../../../src/site/about/BuiltWith';
import { BUILT_WITH } from '../../../src/site/about/builtWith';
import { PHONE } from '../../account/fixtures';
import { withPadding } from '../../fixtures/decorators';

/** The About page's credits to the open-source projects the site runs on. */
const meta = {
  title: 'Site/About/BuiltWith',
  component: BuiltWith,
  decorators: [withPadding],
} satisfies Meta<typeof BuiltWith>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Built with' });

/**
 * A region named by its heading, its thanks, then every project: a link to its home page opening
 * in a new tab, and its licence beside it.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Built with');
    await expect(
      within(region).getByText(
        'Arrakis Planner stands on these open-source projects, with thanks to their authors:',
      ),
    ).toBeVisible();
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(BUILT_WITH.length);
    for (const [name, href, licence] of [
      ['React Flow', 'https://reactflow.dev/', 'MIT'],
      ['ELK (elkjs)', 'https://github.com/kieler/elkjs', 'EPL-2.0 OR GPL-3.0-or-later'],
      ['Satori', 'https://github.com/vercel/satori', 'MPL-2.0'],
      ['Fastify', 'https://fastify.dev/', 'MIT'],
    ] as const) {
      const link = within(region).getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.closest('li')).toHaveTextContent(`${name}${licence}`);
    }
  },
};

/** On a phone one column, every credit inside the screen. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const items = within(section(canvasElement)).getAllByRole('listitem');
    const lefts = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    for (const item of items) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      );
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
