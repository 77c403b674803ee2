import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThirdPartyServices } from '../../../src/site/privacy/ThirdPartyServices';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'Site/Privacy/ThirdPartyServices',
  component: ThirdPartyServices,
  decorators: [withPadding],
  args: { config: { analytics: null, ads: null } },
} satisfies Meta<typeof ThirdPartyServices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing configured: only the first-party page counts are in use, and the policy says so. */
export const NothingConfigured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page counts' })).toBeVisible();
    await expect(canvas.getByText(/no IP address or other identifier is stored/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Third-party services in use' });
    await expect(within(list).getByText(/no third-party analytics service/)).toBeVisible();
    await expect(within(list).getByText(/no advertising service is in use/)).toBeVisible();
  },
};

/** Both configured: each service is named by its origin, with the consent rule. */
export const BothConfigured: Story = {
  args: {
    config: {
      analytics: { scriptUrl: 'https://stats.arrakis.example/js/script.js', siteId: 'arrakis' },
      ads: { scriptUrl: 'https://ads.spice.example/tag.js' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('https://stats.arrakis.example')).toBeVisible();
    await expect(canvas.getByText('https://ads.spice.example')).toBeVisible();
    await expect(canvas.getAllByText(/only after you press Accept/)).toHaveLength(2);
    await expect(canvas.queryByText(/no advertising service/)).toBeNull();
  },
};

/** Only analytics configured. */
export const AnalyticsOnly: Story = {
  args: {
    config: {
      analytics: { scriptUrl: 'https://stats.arrakis.example/js/script.js', siteId: null },
      ads: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('https://stats.arrakis.example')).toBeVisible();
    await expect(canvas.getByText(/no advertising service is in use/)).toBeVisible();
  },
};

/** While the server's settings are read, nothing is claimed either way. */
export const Reading: Story = {
  args: { config: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reading which services this site uses…')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
