import { afterEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/api/contract/siteConfig';
import {
  addScripts,
  mayLoadThirdPartyScripts,
  scriptsToLoad,
} from '../../src/app/shell/thirdPartyScripts';

/**
 * The rule "may this script load now", one case per visitor kind — European without consent,
 * European who accepted, outside Europe — with the scripts configured or not.
 */

const CONFIGURED: SiteConfig = {
  analytics: { scriptUrl: 'https://stats.arrakis.example/js/script.js', siteId: 'arrakis.example' },
  ads: { scriptUrl: 'https://ads.spice.example/tag.js' },
};
const NOT_CONFIGURED: SiteConfig = { analytics: null, ads: null };

const europeanNotAccepted = { languages: ['de-DE', 'de'], timeZone: 'Europe/Berlin', cookie: '' };
const europeanAccepted = { ...europeanNotAccepted, cookie: 'theme=dark; cookie_consent=accepted' };
const nonEuropean = { languages: ['en-US', 'en'], timeZone: 'America/New_York', cookie: '' };

const sources = (config: SiteConfig, visitor: typeof nonEuropean) =>
  scriptsToLoad(config, visitor).map((script) => script.src);

describe('may a third-party script load now', () => {
  it('not for a European visitor who has not accepted, configured or not', () => {
    expect(mayLoadThirdPartyScripts(europeanNotAccepted)).toBe(false);
    expect(sources(CONFIGURED, europeanNotAccepted)).toEqual([]);
    expect(sources(NOT_CONFIGURED, europeanNotAccepted)).toEqual([]);
    // Europe by time zone alone, or by locale alone, is Europe.
    expect(mayLoadThirdPartyScripts({ ...nonEuropean, timeZone: 'Europe/Paris' })).toBe(false);
    expect(mayLoadThirdPartyScripts({ ...nonEuropean, languages: ['en-GB'] })).toBe(false);
  });

  it('yes for a European visitor who accepted, when configured', () => {
    expect(mayLoadThirdPartyScripts(europeanAccepted)).toBe(true);
    expect(sources(CONFIGURED, europeanAccepted)).toEqual([
      'https://stats.arrakis.example/js/script.js',
      'https://ads.spice.example/tag.js',
    ]);
  });

  it('nothing for a European visitor who accepted, when not configured', () => {
    expect(sources(NOT_CONFIGURED, europeanAccepted)).toEqual([]);
  });

  it('yes at once for a visitor outside Europe, when configured', () => {
    expect(mayLoadThirdPartyScripts(nonEuropean)).toBe(true);
    expect(sources(CONFIGURED, nonEuropean)).toEqual([
      'https://stats.arrakis.example/js/script.js',
      'https://ads.spice.example/tag.js',
    ]);
    expect(sources({ ...NOT_CONFIGURED, ads: CONFIGURED.ads }, nonEuropean)).toEqual([
      'https://ads.spice.example/tag.js',
    ]);
  });

  it('nothing for a visitor outside Europe, when not configured', () => {
    expect(sources(NOT_CONFIGURED, nonEuropean)).toEqual([]);
  });
});

describe('adding the scripts to the page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds each script once, deferred, with the site id for Plausible and Umami', () => {
    const scripts = scriptsToLoad(CONFIGURED, nonEuropean);
    addScripts(scripts);
    addScripts(scripts);
    const added = [...document.head.querySelectorAll('script')];
    expect(added.map((s) => s.src)).toEqual([
      'https://stats.arrakis.example/js/script.js',
      'https://ads.spice.example/tag.js',
    ]);
    expect(added.every((s) => s.defer)).toBe(true);
    expect(added[0]?.dataset).toMatchObject({
      domain: 'arrakis.example',
      websiteId: 'arrakis.example',
    });
    expect(added[0]?.getAttribute('data-website-id')).toBe('arrakis.example');
    expect(added[1]?.dataset.domain).toBeUndefined();
  });
});
