import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { BotCheckProvider } from '../api/botCheck/BotCheckProvider';
import { SessionProvider } from '../api/session/SessionProvider';
import { swrConfig } from '../api/swrConfig';
import { validateWithoutEval } from '../api/zodWithoutEval';
import { enablePageViewReports } from './pageViews';
import { AppRoutes } from './router';
import { enableThirdPartyScripts } from './shell/thirdPartyScripts';
import './styles.css';

validateWithoutEval();
// Only the real app counts page views and loads third-party scripts; stories and tests do not.
enablePageViewReports();
enableThirdPartyScripts();

const root = document.getElementById('root');
if (root) {
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
}
