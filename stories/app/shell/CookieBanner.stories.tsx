import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner } from '../../../src/app/shell/CookieBanner';

function clearConsentCookie() {
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
}

const meta = {
  title: 'App/Shell/CookieBanner',
  component: CookieBanner,
  // Every story starts as a visitor who has not accepted, and leaves no cookie behind.
  beforeEach: () => {
    clearConsentCookie();
    return clearConsentCookie;
  },
  decorators: [
    (Story) => (
      <div className="min-h-[420px] p-6 text-sand-300">
        <p>Page content behind the banner.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor from Germany sees the banner; Accept stores the consent cookie and hides it. */
export const ShownForEuropeanVisitor: Story = {
  args: { visitor: { languages: ['de-DE', 'de'], timeZone: 'Europe/Berlin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Cookies on Arrakis Planner' });
    await expect(banner).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Cookies on Arrakis Planner' })).toBeNull(),
    );
    await expect(document.cookie).toContain('cookie_consent=accepted');
  },
};

/** A British visitor in another time zone still sees it (the locale's region is GB). */
export const ShownForBritishLocale: Story = {
  args: { visitor: { languages: ['en-GB'], timeZone: 'Asia/Dubai' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Cookies on Arrakis Planner' }),
    ).toBeVisible();
  },
};

/** On phones the banner spans the width and the button stays reachable. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { visitor: { languages: ['fr-FR'], timeZone: 'Europe/Paris' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};

/** A visitor from the United States never sees it. */
export const HiddenForAmericanVisitor: Story = {
  args: { visitor: { languages: ['en-US'], timeZone: 'America/New_York' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page content behind the banner.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Cookies on Arrakis Planner' })).toBeNull();
  },
};

/** A European visitor who accepted before does not see it again. */
export const HiddenAfterAccepting: Story = {
  args: { visitor: { languages: ['de-DE'], timeZone: 'Europe/Berlin' } },
  beforeEach: () => {
    document.cookie = 'cookie_consent=accepted; Max-Age=60; Path=/';
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Cookies on Arrakis Planner' }),
    ).toBeNull();
  },
};
