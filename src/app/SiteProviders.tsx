import { type ReactNode, StrictMode } from 'react';
import { SWRConfig } from 'swr';
import { BotCheckProvider } from '../api/botCheck/BotCheckProvider';
import type { PageData } from '../api/contract/pageData';
import { PageDataProvider } from '../api/PageDataProvider';
import { SessionProvider } from '../api/session/SessionProvider';
import { swrConfig } from '../api/swrConfig';

/**
 * What every page of the site renders inside, the same in the browser and on the server: the
 * spec's caching rules, the session (read once per page load; the server renders it as not yet
 * known, as the browser's first render does) and the bot-check (loads only when a form asks).
 * `children` is the router with the routes: the browser's router, or the server's for one URL;
 * `pageData` what the server read for the page it rendered (the same on both sides).
 */
export function SiteProviders({
  children,
  pageData,
}: {
  children: ReactNode;
  pageData?: PageData;
}) {
  return (
    <StrictMode>
      <SWRConfig value={swrConfig}>
        <PageDataProvider data={pageData}>
          <SessionProvider>
            <BotCheckProvider config={pageData?.botCheck}>{children}</BotCheckProvider>
          </SessionProvider>
        </PageDataProvider>
      </SWRConfig>
    </StrictMode>
  );
}
