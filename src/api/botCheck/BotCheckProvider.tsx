import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { BotCheckAction, BotCheckConfig } from '../contract/botCheck';
import { BOT_CHECK_NOT_READY } from '../contract/botCheckTexts';
import { type BotCheckContextValue, BotCheckContext } from './botCheckContext';
import type { BotCheckEngine } from './botCheckEngine';

const notReady = () => Promise.reject(new Error(BOT_CHECK_NOT_READY));

// Its own chunk: the harder check is needed only after many wrong passwords for an account.
const getLoginStepUpToken = () =>
  import('./loginStepUp').then(({ loginStepUpToken }) => loginStepUpToken());

/**
 * The site's bot-check (spec §4: tokens per action, an error before it is ready). It may wrap
 * the whole app: nothing is fetched until a component calls `useBotCheck()`; then the config
 * says which provider the server uses (ALTCHA by default, solved in Web Workers; reCAPTCHA v3
 * when configured) and its code is loaded in a separate chunk. `config` is the one the page was
 * served with (its served answer, src/api/contract/servedAnswers.ts); without it `GET /api/bot-check` is
 * asked.
 */
export function BotCheckProvider({
  config,
  children,
}: {
  config?: BotCheckConfig | undefined;
  children: ReactNode;
}) {
  const [engine, setEngine] = useState<BotCheckEngine | null>(null);
  // One load at a time for the whole app; a failed load may be retried by the next form.
  const loading = useRef<Promise<void> | null>(null);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = import('./botCheckEngine')
      .then(({ loadBotCheckEngine }) => loadBotCheckEngine(config))
      .then(setEngine, (error: unknown) => {
        console.error('Bot check unavailable', error);
        loading.current = null;
      });
  }, [config]);

  const getToken = useCallback(
    (action: BotCheckAction) => (engine ? engine.getToken(action) : notReady()),
    [engine],
  );

  const value = useMemo<BotCheckContextValue>(
    () => ({ ready: engine !== null, getToken, getLoginStepUpToken, load }),
    [engine, getToken, load],
  );
  return <BotCheckContext value={value}>{children}</BotCheckContext>;
}

/** What `StaticBotCheckProvider` answers. */
export interface StaticBotCheckProviderProps {
  /** Default true; when false every token request rejects with 'reCAPTCHA not initialized'. */
  ready?: boolean;
  /** The token every action gets (default 'story-bot-check-token'). */
  token?: string;
  /** Solves the harder login check; default: at once, `<token>-step-up`. */
  loginStepUp?: () => Promise<string>;
  children: ReactNode;
}

/** A bot-check that never calls the server, for stories and tests. */
export function StaticBotCheckProvider({
  ready = true,
  token = 'story-bot-check-token',
  loginStepUp,
  children,
}: StaticBotCheckProviderProps) {
  const value = useMemo<BotCheckContextValue>(
    () => ({
      ready,
      getToken: () => (ready ? Promise.resolve(token) : notReady()),
      getLoginStepUpToken: loginStepUp ?? (() => Promise.resolve(`${token}-step-up`)),
      load: () => undefined,
    }),
    [ready, token, loginStepUp],
  );
  return <BotCheckContext value={value}>{children}</BotCheckContext>;
}
