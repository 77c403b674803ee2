import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { takeServedAnswers } from '../api/contract/servedAnswers';
import { nextTask } from '../api/nextTask';
import { validateWithoutEval } from '../api/zodWithoutEval';
import { addEntryPreloads } from './entryPreloads';
import { loadPageAt, pageTakesServerHtml, preloadPageAt } from './pageLoaders';
import { enablePageViewReports } from './pageViews';
import { AppRoutes } from './router';
import { enableThirdPartyScripts } from './shell/thirdPartyScripts';
import { SiteProviders } from './SiteProviders';
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
  const { pathname } = window.location;
  // A server-rendered page is taken over only with its module, however long, or it would paint
  // again; asked for once the entry's links are in, as asking adds every missing one in one task.
  const pageLoaded = nextTask()
    .then(() => addEntryPreloads(document))
    .then(() =>
      root.firstElementChild ? loadPageAt(pathname) : preloadPageAt(pathname, PAGE_WAIT_MS),
    );
  void pageLoaded.then(() => {
    // The API's answers the server rendered the page with, so the first render is its own.
    const site = (
      <SiteProviders served={takeServedAnswers(document)}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <TakenOver root={root} />
      </SiteProviders>
    );
    // A transition: React renders (or hydrates) in slices and lets the browser paint and answer
    // input between them, where one render of a whole page was a single long task on a phone.
    startTransition(() => {
      if (root.firstElementChild && pageTakesServerHtml(pathname)) {
        // The server sent this page's first screen (src/app/serverEntry.tsx): React takes over
        // the HTML already on screen instead of painting it again. A page whose first screen
        // here differs (the planner opening a shared build) replaces it instead.
        hydrateRoot(root, site, { onRecoverableError: reportHydrationProblem });
      } else {
        createRoot(root).render(site);
      }
    });
  });
}

/**
 * Makes the server's HTML answer the player once React has taken it over: the server sends it
 * `inert` (server/pages/pageHtml.ts), as a tap or a key before then would be undone (a ticked
 * box unticked, a typed text emptied). Renders nothing, on the server's HTML or the browser's.
 */
function TakenOver({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.removeAttribute('inert');
  }, [root]);
  return null;
}

/**
 * A difference between the server's HTML and the browser's first render: React renders that
 * part again in the browser, so the player sees the right page; the console says where.
 */
function reportHydrationProblem(error: unknown): void {
  console.error('Hydration:', error);
}
