import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutPage } from '../../../src/site/about/AboutPage';
import { withPageFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Site/About/AboutPage',
  component: AboutPage,
  decorators: [withPageFrame],
  parameters: { router: { path: '/about', initialEntry: '/about' } },
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page, the Support section with the donation image, and dated release notes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About This Site' })).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | About');

    const support = canvasElement.querySelector('#support');
    await expect(support).not.toBeNull();
    await expect(
      within(support as HTMLElement).getByRole('heading', { name: 'Support' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Support Arrakis Planner' })).toBeVisible();

    const dates = Array.from(canvasElement.querySelectorAll('time')).map((time) =>
      time.getAttribute('datetime'),
    );
    await expect(dates[0]).toBe('2026-11-23');
    await expect(dates).toContain('2024-06-07');
    await expect(dates.at(-1)).toBe('2024-04-26');
    await expect([...dates].sort().reverse()).toEqual(dates);
    await expect(canvas.getByText('June 7, 2024')).toBeVisible();
    await expect(
      canvas.getByText(/Destructive actions .* require authentication and user confirmation/),
    ).toBeVisible();

    // Game data 1.5.3.6: the corrected skills by name, from the data build.
    const whatChanged = canvas.getByRole('region', { name: 'What changed' });
    await expect(within(whatChanged).getByText('Field Maintenance')).toBeVisible();

    // The skill icons' credit, with its links.
    await expect(canvas.getByRole('heading', { name: 'Credits' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'game-icons.net' })).toHaveAttribute(
      'href',
      'https://game-icons.net/',
    );
    await expect(canvas.getByRole('link', { name: 'CC BY 3.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/3.0/',
    );
    await expect(canvas.getByText(/Lorc, Delapouite/)).toBeVisible();

    // The open-source projects the site is built on, each with its licence and home page.
    const builtWith = canvas.getByRole('region', { name: 'Built with' });
    for (const [name, href, licence] of [
      ['React Flow', 'https://reactflow.dev/', 'MIT'],
      ['ELK (elkjs)', 'https://github.com/kieler/elkjs', 'EPL-2.0 OR GPL-3.0-or-later'],
      ['React', 'https://react.dev/', 'MIT'],
      ['Fastify', 'https://fastify.dev/', 'MIT'],
    ] as const) {
      const link = within(builtWith).getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link.closest('li')).toHaveTextContent(`${name}${licence}`);
    }
  },
};

/** Arriving from a donation link (#support) scrolls the Support section into view. */
export const ArrivingAtSupport: Story = {
  parameters: { router: { path: '/about', initialEntry: '/about#support' } },
  play: async ({ canvasElement }) => {
    const support = within(canvasElement).getByRole('heading', { name: 'Support' });
    await expect(support).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About This Site' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Release notes' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'What changed' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Credits' })).toBeInTheDocument();
    const builtWith = canvas.getByRole('region', { name: 'Built with' });
    await expect(within(builtWith).getByRole('link', { name: 'React Flow' })).toBeInTheDocument();
    // Nothing wider than the phone: the chips of skill names wrap.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
