import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { BotCheckProvider } from '../api/botCheck/BotCheckProvider';
import { SessionProvider } from '../api/session/SessionProvider';
import { swrConfig } from '../api/swrConfig';
import { validateWithoutEval } from '../api/zodWithoutEval';
import { AppRoutes } from './router';
import './styles.css';

validateWithoutEval();

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
