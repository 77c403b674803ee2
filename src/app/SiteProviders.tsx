import { type ReactNode, StrictMode, useMemo } from 'react';
import { SWRConfig } from 'swr';
import { BotCheckProvider } from '../api/botCheck/BotCheckProvider';
import { BOT_CHECK_CONFIG_PATH, type ServedAnswers } from '../api/contract/servedAnswers';
import type { BotCheckConfig } from '../api/contract/botCheck';
import { SessionProvider } from '../api/session/SessionProvider';
import { swrConfig } from '../api/swrConfig';

/**
 * What every page of the site renders inside, the same in the browser and on the server: the
 * spec's caching rules with the page's served answers as SWR's fallback, the session (read once
 * per page load; the server renders it as not yet known, as the browser's first render does)
 * and the bot-check (loads only when a form asks). `children` is the router with the routes:
 * the browser's router, or the server's for one URL.
 */
export function SiteProviders({
  children,
  served,
}: {
  children: ReactNode;
  served?: ServedAnswers;
}) {
  const config = useMemo(() => (served ? { ...swrConfig, fallback: served } : swrConfig), [served]);
  return (
    <StrictMode>
      <SWRConfig value={config}>
        <SessionProvider>
          <BotCheckProvider config={served?.[BOT_CHECK_CONFIG_PATH] as BotCheckConfig | undefined}>
            {children}
          </BotCheckProvider>
        </SessionProvider>
      </SWRConfig>
    </StrictMode>
  );
}
