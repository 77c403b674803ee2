import { createContext, useContext, useEffect } from 'react';
import type { BotCheckAction } from '../contract/botCheck';

/** What a form needs from the bot-check. */
export interface BotCheck {
  /** True once the provider is loaded and tokens can be made. */
  ready: boolean;
  /** A token for one action; rejects with 'reCAPTCHA not initialized' before `ready`. */
  getToken: (action: BotCheckAction) => Promise<string>;
  /** The solved harder login check the server asks of an unknown browser after many failures. */
  getLoginStepUpToken: () => Promise<string>;
}

/** The provider's side of the context: the bot-check, and a way to ask for it to load. */
export interface BotCheckContextValue extends BotCheck {
  /** Starts loading the bot-check (once); called when a component that needs it mounts. */
  load: () => void;
}

/** Set by `BotCheckProvider` or `StaticBotCheckProvider`. */
export const BotCheckContext = createContext<BotCheckContextValue | null>(null);

/**
 * The bot-check for a form. Mounting the first component that calls this starts loading the
 * provider, so pages without a protected form never fetch anything for it.
 */
export function useBotCheck(): BotCheck {
  const context = useContext(BotCheckContext);
  if (!context) throw new Error('useBotCheck must be used inside a BotCheckProvider.');
  const { ready, getToken, getLoginStepUpToken, load } = context;
  useEffect(() => {
    load();
  }, [load]);
  return { ready, getToken, getLoginStepUpToken };
}
