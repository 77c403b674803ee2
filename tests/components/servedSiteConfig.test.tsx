import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SITE_CONFIG_ELEMENT_ID,
  siteConfigElement,
  takeSiteConfig,
} from '../../src/api/contract/servedSiteConfig';
import type { SiteConfig } from '../../src/api/contract/siteConfig';
import { PageDataProvider } from '../../src/api/PageDataProvider';
import { useSiteConfig } from '../../src/api/siteConfig/siteConfig';
import { swrConfig } from '../../src/api/swrConfig';
import { type ApiTestServer, startApiTestServer } from './api/apiTestServer';

/**
 * The site's config in every page's HTML (src/api/contract/servedSiteConfig.ts): written so no
 * value can close its element, read back once with the contract's shape, and used by the shell
 * instead of asking `GET /api/site-config`, which is still asked when the page carries none.
 */

const CONFIGURED: SiteConfig = {
  analytics: { scriptUrl: 'https://stats.arrakis.example/js/script.js', siteId: '</script>' },
  ads: { scriptUrl: 'https://ads.spice.example/tag.js' },
};

const page = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
const element = (json: string) =>
  `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${json}</script>`;

describe("the site's config in a page's HTML", () => {
  it('cannot be closed by its values, reads back as written, and is taken once', () => {
    const html = siteConfigElement(CONFIGURED);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const doc = page(html);
    expect(takeSiteConfig(doc)).toEqual(CONFIGURED);
    expect(doc.getElementById(SITE_CONFIG_ELEMENT_ID)).toBeNull();
    expect(takeSiteConfig(doc)).toBeUndefined();
    expect(takeSiteConfig(page(siteConfigElement({ analytics: null, ads: null })))).toEqual({
      analytics: null,
      ads: null,
    });
  });

  it('reads nothing from a page without it, or with anything but the contract’s shape', () => {
    expect(takeSiteConfig(page('<div id="root"></div>'))).toBeUndefined();
    for (const json of [
      '{"analytics":',
      '[]',
      'null',
      '{"analytics":null}',
      '{"analytics":{"scriptUrl":7,"siteId":null},"ads":null}',
      '{"analytics":{"scriptUrl":"https://a.example/s.js","siteId":3},"ads":null}',
      '{"analytics":null,"ads":{"src":"https://a.example/s.js"}}',
    ]) {
      expect(takeSiteConfig(page(element(json))), json).toBeUndefined();
    }
    // Unknown keys are not kept.
    expect(
      takeSiteConfig(page(element('{"analytics":null,"ads":{"scriptUrl":"x","more":1},"y":2}'))),
    ).toEqual({ analytics: null, ads: { scriptUrl: 'x' } });
  });
});

describe('useSiteConfig', () => {
  let server: ApiTestServer;
  beforeEach(async () => {
    server = await startApiTestServer();
    server.answer(() => ({ status: 200, json: { analytics: null, ads: null } }));
  });
  afterEach(async () => {
    await server.close();
  });

  function Shown() {
    const config = useSiteConfig();
    return <p>{config === undefined ? 'loading' : (config.ads?.scriptUrl ?? 'no ads')}</p>;
  }
  const wrap = (children: ReactNode, siteConfig?: SiteConfig) => (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <PageDataProvider data={siteConfig ? { siteConfig } : {}}>{children}</PageDataProvider>
    </SWRConfig>
  );

  it("takes the page's config at once, without asking the API", async () => {
    render(wrap(<Shown />, CONFIGURED));
    expect(screen.getByText('https://ads.spice.example/tag.js')).toBeInTheDocument();
    // Time for a request to be made, had one been.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual([]);
  });

  it('asks the API when the page carries none', async () => {
    render(wrap(<Shown />));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByText('no ads')).toBeInTheDocument();
    });
    expect(server.requests.map((request) => request.url)).toEqual(['/api/site-config']);
  });
});
