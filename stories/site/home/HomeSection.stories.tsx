import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeSection } from '../../../src/site/home/HomeSection';
import { PHONE, withNarrowPhone } from '../../account/fixtures';
import { withPadding } from '../../fixtures/decorators';

/** One of Home's sections: a heading that names it, its line, the way to the whole list. */
const meta = {
  title: 'Site/Home/HomeSection',
  component: HomeSection,
  decorators: [withPadding],
  args: {
    id: 'home-story-section',
    title: 'Newest builds',
    intro: 'Fresh from the community.',
    more: { to: '/community-builds?newest=1', label: 'All newest builds' },
    children: <p>Three cards go here.</p>,
  },
} satisfies Meta<typeof HomeSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The section is a region named by its heading, with its content and link. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Newest builds' });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Newest builds',
    );
    await expect(within(section).getByText('Three cards go here.')).toBeVisible();
    await expect(within(section).getByRole('link', { name: /All newest builds/ })).toHaveAttribute(
      'href',
      '/community-builds?newest=1',
    );
  },
};

/** On a narrow phone the link stays thumb-sized beside or under the heading. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /All newest builds/ });
    await expect(Math.round(link.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
  },
};
