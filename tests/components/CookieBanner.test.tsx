import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_EVENT, CookieBanner } from '../../src/app/shell/CookieBanner';
import { renderPage } from './renderPage';

const berlin = { languages: ['de-DE'], timeZone: 'Europe/Berlin' };

afterEach(() => {
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
});

describe('CookieBanner', () => {
  it('accepting stores the consent cookie, hides the banner and announces consent', async () => {
    const user = userEvent.setup();
    const onConsent = vi.fn();
    window.addEventListener(CONSENT_EVENT, onConsent);
    renderPage(<CookieBanner visitor={berlin} />);

    const banner = screen.getByRole('region', { name: 'Cookies on Arrakis Planner' });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(banner).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookie_consent=accepted');
    expect(onConsent).toHaveBeenCalledOnce();
    window.removeEventListener(CONSENT_EVENT, onConsent);
  });

  it("reads the browser's locale once the page is idle, not during the first render", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    renderPage(<CookieBanner />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Cookies on Arrakis Planner' }),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('is not shown outside Europe', () => {
    renderPage(<CookieBanner visitor={{ languages: ['en-US'], timeZone: 'America/New_York' }} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is not shown again after accepting', () => {
    document.cookie = 'cookie_consent=accepted; Path=/';
    renderPage(<CookieBanner visitor={berlin} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
