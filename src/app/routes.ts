import type { ComponentType } from 'react';
import type { PageDataKeys } from '../api/contract/servedAnswers';

/**
 * THE table of the site's pages (spec §2): one row per route, with a typed lazy import of the
 * module that renders it. The client's router, the server's page door (its preloads, first
 * screens and 404s) and the lint and bundle checks are all made from it, so they cannot drift.
 */

/** A page module: its default export renders the page. */
export interface PageModule {
  default: ComponentType;
  /**
   * What the page's first render needs besides its code (the planner's game data): loaded with
   * the module, on the server and in the browser, before the first render.
   */
  preparePage?: () => Promise<unknown>;
  /**
   * Whether the browser's first render is the server's HTML (default: always). The planner's
   * is not when the address or storage names a build the server could not see (a share code in
   * the fragment, a hand-over): the browser then renders the page instead of taking it over.
   */
  takesServerHtml?: () => boolean;
  /**
   * The API GETs the page's first screen reads at an address (its params and query), as the
   * very paths its hooks ask: the server answers them as it sends the page (docs/pages.md).
   */
  dataKeys?: PageDataKeys;
}

/** One page of the site. */
export interface PageRoute {
  /** The router's path: `/` is the index, `:name` one segment, `*` any other path. */
  readonly path: string;
  /**
   * The page's module, imported lazily: its own chunk, so a first visit downloads the shell and
   * the page it opens. One literal `import()` of a `.tsx` path (pageModules.ts reads it).
   */
  readonly page: () => Promise<PageModule>;
  /** Protected (spec §2): a visitor is sent to /login once the session has loaded. */
  readonly loginRequired: boolean;
  /**
   * A protected page that draws its own frame while the session loads (its heading and a
   * spinner, the same for everyone) instead of nothing: its first screen then depends only on
   * the address, so the server can render it (`ssr: 'full'`).
   */
  readonly drawnWhileSessionLoads?: true;
  /** The section name of the page's title (`Arrakis Planner | {title}`). */
  readonly title: string;
  /**
   * `full`: the server sends the page's first screen as HTML, which the browser hydrates; only
   * for pages whose first screen depends on nothing but the URL (not on local storage, the
   * player's session or the window's size), so the browser's first render is the same (a
   * protected page only when `drawnWhileSessionLoads`). The planner's depends on the fragment
   * and storage only when they name a build to open; its module then says so
   * (`takesServerHtml`) and the browser renders the page anew.
   * `shell`: the server sends the site's shell with the page's modules announced; the browser
   * renders the page.
   */
  readonly ssr: 'full' | 'shell';
  /**
   * Modules the page fetches as soon as it runs, for game version `version` (the planner's game
   * data and graph): announced at low priority after its own chunk.
   */
  readonly alsoNeeds?: (version: string) => readonly string[];
  /**
   * `by-entry`: the page's modules are named in its HTML for the entry to add once it runs, not
   * fetched beside the HTML (the planner's HTML is its whole first screen, which its code only
   * takes over: fetched beside the HTML they held up the first paint).
   */
  readonly announced?: 'by-entry';
  /**
   * The planner's gate in the page's head (server/http/plannerGate.ts): it hides the server's new
   * build when the browser is about to open another.
   */
  readonly plannerGate?: true;
  /**
   * `device`: the server renders the first screen in the layout the visitor's user agent calls
   * for (src/api/contract/pageLayout.ts), phone or desktop, and keeps one page per layout.
   */
  readonly layout?: 'device';
}

/** Every page, in the order the navigation lists them; the 404 page (`*`) comes last. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '/',
    page: () => import('../site/home/HomePage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Home',
  },
  {
    path: '/classes',
    page: () => import('../site/classes/ClassesPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Classes',
  },
  {
    // Titled by the class once it has loaded; 'Classes' until then.
    path: '/class/:slug',
    page: () => import('../site/classes/ClassDetailPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Classes',
  },
  {
    // Rendered on the server as a new build: the browser takes it over when it opens one too,
    // and renders the page itself when it opens a shared build (PlannerPage `takesServerHtml`).
    path: '/skill-trees',
    page: () => import('../planner/PlannerPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    // Its trees need its game data and graph (bench/bundle.ts counts them as its first screen);
    // the viewer's first screen does not wait for them: announcing them made its LCP later.
    alsoNeeds: (version) => [
      `data/game/${version}/classes.json`,
      `data/game/${version}/trees.json`,
      `data/game/${version}/skills.json`,
      `data/game/${version}/progression.json`,
      'src/graph/index.ts',
    ],
    announced: 'by-entry',
    plannerGate: true,
    layout: 'device',
    title: 'Plan Characters',
  },
  {
    // Sent with the list's first page for its address's filters: the browser shows it without
    // a request and without building the answer's schemas, zod's first ones on this page (its
    // cold start was the page's largest piece of blocking time on a phone). The server still
    // renders the list as loading: the cards come once the browser has taken the page over.
    path: '/community-builds',
    page: () => import('../community/CommunityBuildsPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Community Builds',
  },
  {
    // Titled by the author's name once their profile has loaded.
    path: '/user/:username',
    page: () => import('../community/author/AuthorPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Author',
  },
  {
    // Titled by the collection's name; sent with its first page as a visitor sees it (its owner's
    // controls come once the browser knows the session).
    path: '/collection/:id',
    page: () => import('../collections/CollectionPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Collection',
  },
  {
    // Titled by the build once it has loaded; 'Build Viewer' until then. Rendered with its build
    // (when anyone may see it): the heading, the page's largest text, is then in the HTML; the
    // trees and panels follow in the browser, where its layout (phone or desktop) is known,
    // drawn from the build the server opened: the browser loads no engine and no build schemas.
    path: '/build-viewer/:buildId',
    page: () => import('../viewer/BuildViewerPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Build Viewer',
  },
  {
    // Served with the comparison the server made (both builds opened, migrated and compared):
    // the heading, sides and list are in the HTML; the trees are drawn once the game data loads.
    path: '/compare/:a/:b',
    page: () => import('../viewer/compare/ComparePage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Compare builds',
  },
  {
    // No id: the build another page handed over in local storage (spec §3).
    path: '/build-viewer',
    page: () => import('../viewer/BuildViewerPage.tsx'),
    ssr: 'shell',
    loginRequired: false,
    title: 'Build Viewer',
  },
  {
    path: '/guild-board',
    page: () => import('../site/underConstruction/GuildBoardPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Guild Ad Board',
  },
  {
    path: '/under-construction',
    page: () => import('../site/underConstruction/UnderConstructionPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Under Construction',
  },
  {
    // Rendered with its items, so its largest element (the first item's image) is in the HTML;
    // without them, painting the rest earlier moved script work into what Lighthouse counts.
    path: '/news',
    page: () => import('../site/news/NewsPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'News',
  },
  {
    path: '/about',
    page: () => import('../site/about/AboutPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'About',
  },
  {
    path: '/privacy',
    page: () => import('../site/privacy/PrivacyPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Privacy Policy',
  },
  {
    path: '/feedback',
    page: () => import('../site/feedback/FeedbackPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Feedback',
  },
  {
    path: '/feedback-thanks',
    page: () => import('../site/feedback/FeedbackThanksPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Thank You',
  },
  {
    path: '/login',
    page: () => import('../account/login/LoginPage.tsx'),
    ssr: 'shell',
    loginRequired: false,
    title: 'Login',
  },
  {
    path: '/register',
    page: () => import('../account/register/RegisterPage.tsx'),
    ssr: 'shell',
    loginRequired: false,
    title: 'Register',
  },
  {
    path: '/forgot-password',
    page: () => import('../account/forgotPassword/ForgotPasswordPage.tsx'),
    ssr: 'shell',
    loginRequired: false,
    title: 'Forgot Password',
  },
  {
    path: '/forgot-username',
    page: () => import('../account/forgotUsername/ForgotUsernamePage.tsx'),
    ssr: 'shell',
    loginRequired: false,
    title: 'Forgot Username',
  },
  {
    // Opened from the mail after too many wrong codes; the token is in the fragment.
    path: '/reset-password',
    page: () => import('../account/resetLink/ResetLinkPage.tsx'),
    ssr: 'shell',
    loginRequired: false,
    title: 'Choose a New Password',
  },
  {
    // Opened from the mail to the old address after an email change; the token is in the fragment.
    path: '/undo-email-change',
    page: () => import('../account/undoEmailChange/UndoEmailChangePage.tsx'),
    ssr: 'shell',
    loginRequired: false,
    title: 'Undo Email Change',
  },
  {
    // Opened from an email digest's unsubscribe link; the key is in the fragment.
    path: '/unsubscribe',
    page: () => import('../notifications/unsubscribe/UnsubscribePage.tsx'),
    ssr: 'shell',
    loginRequired: false,
    title: 'Stop the Email Digest',
  },
  {
    path: '/profile',
    page: () => import('../account/profile/ProfilePage.tsx'),
    ssr: 'shell',
    loginRequired: true,
    title: 'Profile',
  },
  {
    path: '/settings',
    page: () => import('../account/settings/SettingsPage.tsx'),
    ssr: 'shell',
    loginRequired: true,
    title: 'Settings',
  },
  {
    path: '/account',
    page: () => import('../account/account/AccountPage.tsx'),
    ssr: 'shell',
    loginRequired: true,
    title: 'Account',
  },
  {
    path: '/my-builds',
    page: () => import('../account/myBuilds/MyBuildsPage.tsx'),
    ssr: 'shell',
    loginRequired: true,
    title: 'My Builds',
  },
  {
    path: '/collections',
    page: () => import('../collections/MyCollectionsPage.tsx'),
    ssr: 'shell',
    loginRequired: true,
    title: 'My Collections',
  },
  {
    path: '/notifications',
    page: () => import('../notifications/NotificationsPage.tsx'),
    ssr: 'full',
    loginRequired: true,
    drawnWhileSessionLoads: true,
    title: 'Notifications',
  },
  {
    path: '/admin',
    page: () => import('../admin/AdminPage.tsx'),
    ssr: 'shell',
    loginRequired: true,
    title: 'Moderators’ desk',
  },
  {
    path: '*',
    page: () => import('../site/notFound/NotFoundPage.tsx'),
    loginRequired: false,
    ssr: 'full',
    title: 'Page Not Found',
  },
];
