import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { Toasts } from '../../ui/toast';
import { usePageViewReporter } from '../pageViews';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useThirdPartyScripts } from './thirdPartyScripts';

/**
 * First-party page counts and the consented third-party scripts (both off outside the app), in
 * a part of their own that renders nothing: the site's settings they wait for arrive as an
 * urgent update, and re-rendering the whole layout with it would make React take over the
 * server's HTML of the page at once, in one long task, instead of in short slices.
 */
function PageReports() {
  usePageViewReporter();
  useThirdPartyScripts();
  return null;
}

/** The shell around every page: skip link, header, main content, footer, cookie banner, toasts. */
export function Layout() {
  const { pathname } = useLocation();

  // A new page starts at its top (links with a #fragment scroll themselves once rendered).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={(event) => {
          // Focus the content itself (a bare #main jump does not move focus in every browser).
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only z-50 rounded-lg bg-spice-400 px-4 py-2 font-semibold text-sand-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Header />
      {/* At least a screen high, on every page and while a page's chunk loads: the footer
          stays below the fold, so neither a long page's arrival (CLS 0.3 when the placeholder
          alone was this high and the footer sat on screen) nor a short one's (CLS 0.06 on
          /feedback, its footer rising from below the placeholder) moves it on screen. */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-[100dvh] w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-12 print:min-h-0 print:p-0"
      >
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <CookieBanner />
      <Toasts />
      <PageReports />
    </div>
  );
}
