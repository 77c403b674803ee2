import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { BotCheckProvider } from '../api/botCheck/BotCheckProvider';
import { SessionProvider } from '../api/session/SessionProvider';
import { swrConfig } from '../api/swrConfig';
import { validateWithoutEval } from '../api/zodWithoutEval';
import { preloadPageAt } from './pageLoaders';
import { enablePageViewReports } from './pageViews';
import { AppRoutes } from './router';
import { enableThirdPartyScripts } from './shell/thirdPartyScripts';
import './styles.css';

validateWithoutEval();
// Only the real app counts page views and loads third-party scripts; stories and tests do not.
enablePageViewReports();
enableThirdPartyScripts();

/**
 * How long the first render waits for the page's own module. Its chunks are announced in the
 * HTML and normally arrive with the entry; a slower one is not waited for (the shell paints with
 * a spinner and the page follows, as for any later navigation).
 */
const PAGE_WAIT_MS = 1500;

const root = document.getElementById('root');
if (root) {
  // The first render shows the page itself: rendering the shell with a spinner first, then the
  // page in a second pass once its lazy chunk had run, put the page's largest text behind the
  // session's and site settings' calls and their zod (Lighthouse mobile).
  void preloadPageAt(window.location.pathname, PAGE_WAIT_MS).then(() => {
    createRoot(root).render(
      <StrictMode>
        <SWRConfig value={swrConfig}>
          {/* The session is read once per page load; the bot-check loads only when a form asks. */}
          <SessionProvider>
            <BotCheckProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </BotCheckProvider>
          </SessionProvider>
        </SWRConfig>
      </StrictMode>,
    );
  });
}
