import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SERVED_ANSWERS_ELEMENT_ID,
  SITE_CONFIG_PATH,
  type ServedAnswers,
  servedAnswersElement,
  takeServedAnswers,
} from '../../src/api/contract/servedAnswers';
import type { SiteConfig } from '../../src/api/contract/siteConfig';
import {
  FirstScreenProvider,
  useFirstScreenAnswer,
} from '../../src/api/servedAnswers/servedAnswers';
import { useSiteConfig } from '../../src/api/siteConfig/siteConfig';
import { swrConfig } from '../../src/api/swrConfig';
import { type ApiTestServer, startApiTestServer } from './api/apiTestServer';

/**
 * A page's served answers (src/api/contract/servedAnswers.ts): written so no player's text can
 * close their element, taken back once as SWR's fallback, trusted by the hooks as the server's
 * own answers, and offered outside SWR only on the screen they were served for.
 */

const CONFIGURED: SiteConfig = {
  analytics: { scriptUrl: 'https://stats.arrakis.example/js/script.js', siteId: '</script>' },
  ads: { scriptUrl: 'https://ads.spice.example/tag.js' },
};

const page = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
const element = (json: string) =>
  `<script type="application/json" id="${SERVED_ANSWERS_ELEMENT_ID}">${json}</script>`;

describe("the served answers in a page's HTML", () => {
  it('cannot be closed by a hostile title, read back as written, and are taken once', () => {
    const title = '</script><script>alert(1)</script><!-- \u2028\u2029 & > "x\'';
    const answers = {
      [SITE_CONFIG_PATH]: CONFIGURED,
      '/api/saved-builds/AAAAAAAAAA': { build_name: title, data: { buildTitle: title } },
    };
    const html = servedAnswersElement(answers);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    // No player's quote in the HTML: only the JSON's own, around keys and strings.
    expect(html.slice(html.indexOf('>') + 1)).not.toContain('"x');
    const doc = page(html);
    expect(takeServedAnswers(doc)).toEqual(answers);
    expect(doc.getElementById(SERVED_ANSWERS_ELEMENT_ID)).toBeNull();
    expect(takeServedAnswers(doc)).toEqual({});
  });

  it('reads none from a page without them, or with anything but a block of answers', () => {
    expect(takeServedAnswers(page('<div id="root"></div>'))).toEqual({});
    for (const json of ['{"fallback":', '[]', 'null', '{"fallback":[1]}', '{"news":{}}']) {
      expect(takeServedAnswers(page(element(json))), json).toEqual({});
    }
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
  const wrap = (children: ReactNode, fallback: ServedAnswers = {}) => (
    <SWRConfig value={{ ...swrConfig, fallback, provider: () => new Map() }}>{children}</SWRConfig>
  );

  it('takes the served answer at once, without asking the API', async () => {
    render(wrap(<Shown />, { [SITE_CONFIG_PATH]: CONFIGURED }));
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

describe('useFirstScreenAnswer', () => {
  const KEY = '/api/saved-builds/AAAAAAAAAA';
  let go: (to: string) => void = () => undefined;

  function Shown() {
    const navigate = useNavigate();
    go = (to) => {
      void navigate(to);
    };
    const answer = useFirstScreenAnswer(KEY) as { build_name: string } | undefined;
    return <p>{answer?.build_name ?? 'ask the API'}</p>;
  }

  it('offers the answer on the screen it was served for, and never after the player has left', () => {
    render(
      <SWRConfig value={{ fallback: { [KEY]: { build_name: 'Served' } } }}>
        <MemoryRouter initialEntries={['/build-viewer/AAAAAAAAAA']}>
          <FirstScreenProvider>
            <Shown />
          </FirstScreenProvider>
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(screen.getByText('Served')).toBeInTheDocument();
    act(() => {
      go('/community-builds');
    });
    expect(screen.getByText('ask the API')).toBeInTheDocument();
    act(() => {
      go('/build-viewer/AAAAAAAAAA');
    });
    expect(screen.getByText('ask the API')).toBeInTheDocument();
  });
});
