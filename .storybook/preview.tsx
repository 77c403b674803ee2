import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { SWRConfig } from 'swr';
import { configure } from 'storybook/test';
import { StaticBotCheckProvider } from '../src/api/botCheck/BotCheckProvider';
import type { User } from '../src/api/contract/user';
import { StaticSessionProvider } from '../src/api/session/SessionProvider';
import { swrConfig } from '../src/api/swrConfig';
import { createMockFetcher, type MockApi } from '../stories/fixtures/mockApi';
import '../src/app/styles.css';

// Every wait is for something a player would see (a lazy chunk, a worker's layout, a next page):
// one bound for all, generous for a loaded CI machine and inside the time a story has.
configure({ asyncUtilTimeout: 20_000 });

/** What a story may set to place itself in the app. */
export interface AppStoryParameters {
  /** Answers of the read API by path (see stories/fixtures/mockApi.ts). Unknown paths: 404. */
  api?: MockApi;
  router?: {
    /** The URL the story starts on (default '/'). */
    initialEntry?: string;
    /** A route pattern for the story (e.g. '/class/:slug'); other paths show where a link went. */
    path?: string;
  };
  /** Who is logged in (default: a visitor); 'loading' while the session is being read. */
  session?: User | null | 'loading';
  /** The bot-check the story's forms get (default: ready, with a fixed token). */
  botCheck?: { ready?: boolean; token?: string };
}

/** Shows the current URL (hidden) so play functions can check where a link or dropdown went. */
function LocationProbe() {
  const location = useLocation();
  return (
    <span data-testid="story-location" hidden>
      {location.pathname + location.search + location.hash}
    </span>
  );
}

function NavigatedAway() {
  const location = useLocation();
  return (
    <p className="p-6 text-sand-200">
      Navigated to <code>{location.pathname}</code>
    </p>
  );
}

/**
 * Every story gets the app's providers: a memory router, SWR with a story-owned fetcher, a
 * session that never calls the server and a bot-check that hands out a fixed token.
 */
const withAppProviders: Decorator = (Story, context) => {
  const {
    api = {},
    router = {},
    session = null,
    botCheck = {},
  } = context.parameters as AppStoryParameters;
  return (
    // Keyed by story: each story starts with an empty cache and a fresh router.
    <SWRConfig
      key={context.id}
      value={{ ...swrConfig, fetcher: createMockFetcher(api), provider: () => new Map() }}
    >
      <StaticSessionProvider
        user={session === 'loading' ? null : session}
        isLoading={session === 'loading'}
      >
        <StaticBotCheckProvider {...botCheck}>
          <MemoryRouter initialEntries={[router.initialEntry ?? '/']}>
            {router.path ? (
              <Routes>
                <Route path={router.path} element={<Story />} />
                <Route path="*" element={<NavigatedAway />} />
              </Routes>
            ) : (
              <Story />
            )}
            <LocationProbe />
          </MemoryRouter>
        </StaticBotCheckProvider>
      </StaticSessionProvider>
    </SWRConfig>
  );
};

const preview: Preview = {
  decorators: [withAppProviders],
  // Story files share one page: a toast still showing when its story ended would come back, as
  // sonner hands a new viewport the toasts not yet dismissed.
  // The network check reads the page's resource timings: each story starts with none.
  beforeEach: () => {
    toast.dismiss();
    performance.clearResourceTimings();
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
      },
    },
  },
};
export default preview;
