import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacyPage } from '../../../src/site/privacy/PrivacyPage';
import { withPageFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Site/Privacy/PrivacyPage',
  component: PrivacyPage,
  decorators: [withPageFrame],
  parameters: { router: { path: '/privacy', initialEntry: '/privacy' } },
} satisfies Meta<typeof PrivacyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The complete policy: what is stored, for how long, and the visitor's rights. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Privacy Policy');
    await expect(canvas.getByText(/Last updated:/)).toBeVisible();
    for (const heading of [
      'Cookies and browser storage',
      'Accounts and saved builds',
      'Feedback',
      'Server logs and security',
      'Bot protection',
      'Your rights',
      'Contact',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const cookies = canvas.getByRole('table', { name: 'Cookies set by Arrakis Planner' });
    await expect(within(cookies).getByRole('rowheader', { name: 'cookie_consent' })).toBeVisible();
    await expect(within(cookies).getByText('One year')).toBeVisible();
    await expect(within(cookies).getByText(/14 days when "Remember me/)).toBeVisible();
    const storage = canvas.getByRole('table', { name: 'Local storage entries' });
    await expect(within(storage).getByRole('rowheader', { name: 'load-build' })).toBeVisible();
    await expect(canvas.getByText(/ALTCHA, a bot check we host ourselves/)).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Privacy policy sections' })).getAllByRole(
        'link',
      ).length,
    ).toBeGreaterThan(10);
    await expect(canvas.getAllByRole('link', { name: 'Feedback page' })[0]).toHaveAttribute(
      'href',
      '/feedback',
    );
    // No third-party service configured (the server's settings answer with none).
    await expect(await canvas.findByText(/no third-party analytics service/)).toBeVisible();
  },
};

/** A site with analytics and ads configured: the policy names both by origin. */
export const WithAnalyticsAndAds: Story = {
  parameters: {
    api: {
      '/api/site-config': {
        analytics: { scriptUrl: 'https://stats.arrakis.example/js/script.js', siteId: 'arrakis' },
        ads: { scriptUrl: 'https://ads.spice.example/tag.js' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('https://stats.arrakis.example')).toBeVisible();
    await expect(canvas.getByText('https://ads.spice.example')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    // Wide tables scroll inside their own box instead of widening the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
