import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BotCheckProvider,
  StaticBotCheckProvider,
} from '../../../src/api/botCheck/BotCheckProvider';
import { MESSAGES } from '../../../src/api/contract/authTexts';
import { BOT_CHECK_NOT_READY } from '../../../src/api/contract/botCheckTexts';
import { type ApiTestServer, startApiTestServer } from './apiTestServer';
import { useBotCheck } from '../../../src/api/botCheck/botCheckContext';
import type { BotCheckConfig } from '../../../src/api/contract/botCheck';

let server: ApiTestServer;
let config: BotCheckConfig | null;
beforeEach(async () => {
  config = { provider: 'altcha', challengeUrl: '/api/bot-check/challenge' };
  server = await startApiTestServer(({ url }) =>
    url === '/api/bot-check' && config ? { status: 200, json: config } : undefined,
  );
});
afterEach(async () => {
  await server.close();
  document.getElementById('arrakis-recaptcha')?.remove();
  delete window.grecaptcha;
});

/** A form that needs a token: shows readiness and the outcome of asking for one. */
function TokenForm() {
  const { ready, getToken } = useBotCheck();
  const [outcome, setOutcome] = useState('');
  return (
    <div>
      <p data-testid="ready">{ready ? 'ready' : 'not ready'}</p>
      <button
        type="button"
        onClick={() => {
          getToken('login').then(setOutcome, (error: unknown) => {
            setOutcome(`error: ${(error as Error).message}`);
          });
        }}
      >
        Get token
      </button>
      <p data-testid="outcome">{outcome}</p>
    </div>
  );
}

/**
 * Google's script is third-party: stands in for it as already loaded on the page, every token
 * being `token`. Returns its `execute`, to see what it was asked.
 */
function standInForRecaptcha(token: string) {
  const execute = vi.fn(() => Promise.resolve(token));
  window.grecaptcha = {
    ready: (callback) => {
      callback();
    },
    execute,
  };
  const script = document.createElement('script');
  script.id = 'arrakis-recaptcha';
  document.head.append(script);
  return execute;
}

function App({ withForm }: { withForm: boolean }) {
  return <BotCheckProvider>{withForm ? <TokenForm /> : <p>No form here</p>}</BotCheckProvider>;
}

const configRequests = () => server.requests.filter((r) => r.url === '/api/bot-check').length;

describe('BotCheckProvider', () => {
  it('fetches nothing on a page that never asks for a token', async () => {
    render(<App withForm={false} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toHaveLength(0);
  });

  it("rejects with 'reCAPTCHA not initialized' before it is ready", async () => {
    // The configuration never arrives (404), so the provider never becomes ready.
    config = null;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<App withForm />);
    expect(screen.getByTestId('ready')).toHaveTextContent('not ready');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get token' }));
    await waitFor(() => {
      expect(screen.getByTestId('outcome')).toHaveTextContent('error: reCAPTCHA not initialized');
    });
    await waitFor(() => {
      expect(configRequests()).toBe(1);
    });
    expect(screen.getByTestId('ready')).toHaveTextContent('not ready');
  });

  it('loads the configuration once, when the first form mounts, and becomes ready', async () => {
    const { rerender } = render(<App withForm={false} />);
    rerender(<App withForm />);
    await waitFor(() => {
      expect(screen.getByTestId('ready')).toHaveTextContent(/^ready$/);
    });
    rerender(<App withForm={false} />);
    rerender(<App withForm />);
    expect(screen.getByTestId('ready')).toHaveTextContent(/^ready$/);
    expect(configRequests()).toBe(1);
  });

  it('asks reCAPTCHA v3 for a token bound to the action when the server uses it', async () => {
    config = { provider: 'recaptcha', siteKey: 'site-key-1' };
    const execute = standInForRecaptcha('google-token');

    render(<App withForm />);
    await waitFor(() => {
      expect(screen.getByTestId('ready')).toHaveTextContent(/^ready$/);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get token' }));
    await waitFor(() => {
      expect(screen.getByTestId('outcome')).toHaveTextContent('google-token');
    });
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
  });

  it('uses the config the page was served with, asking the API nothing', async () => {
    // The API would answer ALTCHA: only the page's config names reCAPTCHA.
    const execute = standInForRecaptcha('served-token');

    render(
      <BotCheckProvider config={{ provider: 'recaptcha', siteKey: 'served-key' }}>
        <TokenForm />
      </BotCheckProvider>,
    );
    await waitFor(() => {
      expect(screen.getByTestId('ready')).toHaveTextContent(/^ready$/);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get token' }));
    await waitFor(() => {
      expect(screen.getByTestId('outcome')).toHaveTextContent('served-token');
    });
    expect(execute).toHaveBeenCalledWith('served-key', { action: 'login' });
    expect(server.requests).toHaveLength(0);
  });
});

it("says the contract's 'not ready' text", () => {
  expect(BOT_CHECK_NOT_READY).toBe(MESSAGES.botCheckNotReady);
});

describe('StaticBotCheckProvider', () => {
  it('hands out its token when ready', async () => {
    render(
      <StaticBotCheckProvider token="fixed">
        <TokenForm />
      </StaticBotCheckProvider>,
    );
    expect(screen.getByTestId('ready')).toHaveTextContent(/^ready$/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get token' }));
    await waitFor(() => {
      expect(screen.getByTestId('outcome')).toHaveTextContent('fixed');
    });
  });

  it("rejects with 'reCAPTCHA not initialized' when not ready", async () => {
    render(
      <StaticBotCheckProvider ready={false}>
        <TokenForm />
      </StaticBotCheckProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get token' }));
    await waitFor(() => {
      expect(screen.getByTestId('outcome')).toHaveTextContent('error: reCAPTCHA not initialized');
    });
  });
});
