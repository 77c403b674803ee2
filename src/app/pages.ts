/**
 * THE table of the site's pages (spec §2): one row per route, with the module that renders it,
 * whether it needs a logged-in player and its title's section name. Pure data, so both the
 * client's router (src/app/router.tsx) and the server's preload hints
 * (server/http/pageHtml.ts) are made from it and cannot drift apart.
 */

/** One page of the site. */
export interface SitePageEntry {
  /** The router's path: `/` is the index, `:name` one segment, `*` any other path. */
  readonly route: string;
  /** The source module whose default export renders the page (a key of Vite's manifest). */
  readonly module: string;
  /** Protected (spec §2): a visitor is sent to /login once the session has loaded. */
  readonly loginRequired: boolean;
  /** The section name of the page's title (`Arrakis Planner | {title}`). */
  readonly title: string;
  /** Props the page is rendered with (the placeholder page is told its section). */
  readonly props?: Readonly<Record<string, string>>;
  /**
   * The server sends the page's first screen as HTML, which the browser hydrates: true only for
   * pages whose first screen depends on nothing but the URL (not on local storage, the player's
   * session or the window's size), so the browser's first render is the same. The planner's
   * depends on the fragment and storage only when they name a build to open; its module then
   * says so (src/app/pageLoaders.ts `takesServerHtml`) and the browser renders the page anew.
   */
  readonly serverRendered?: boolean;
  /**
   * What the server reads for the page before rendering it (server-rendered pages only), given
   * to its components on both sides (src/api/contract/pageData.ts): `news`, the feed's items;
   * `viewerBuild`, the viewer's build as the API answers a visitor, with that build as the
   * engine opens it (so the browser shows it without the engine); `communityBuilds`, the
   * community list's first page for the address's filters.
   */
  readonly pageData?: 'news' | 'viewerBuild' | 'communityBuilds';
}

/** Every page, in the order the navigation lists them; the 404 page (`*`) comes last. */
export const SITE_PAGE_TABLE: readonly SitePageEntry[] = [
  {
    route: '/',
    module: 'src/site/home/HomePage.tsx',
    loginRequired: false,
    serverRendered: true,
    title: 'Home',
  },
  {
    route: '/classes',
    module: 'src/site/classes/ClassesPage.tsx',
    loginRequired: false,
    serverRendered: true,
    title: 'Classes',
  },
  {
    // Titled by the class once it has loaded; 'Classes' until then.
    route: '/class/:slug',
    module: 'src/site/classes/ClassDetailPage.tsx',
    loginRequired: false,
    serverRendered: true,
    title: 'Classes',
  },
  {
    // Rendered on the server as a new build: the browser takes it over when it opens one too,
    // and renders the page itself when it opens a shared build (PlannerPage `takesServerHtml`).
    route: '/skill-trees',
    module: 'src/planner/PlannerPage.tsx',
    loginRequired: false,
    serverRendered: true,
    title: 'Plan Characters',
  },
  {
    // Sent with the list's first page for its address's filters: the browser shows it without
    // a request and without building the answer's schemas, zod's first ones on this page (its
    // cold start was the page's largest piece of blocking time on a phone). The server still
    // renders the list as loading: the cards come once the browser has taken the page over.
    route: '/community-builds',
    module: 'src/community/CommunityBuildsPage.tsx',
    loginRequired: false,
    serverRendered: true,
    pageData: 'communityBuilds',
    title: 'Community Builds',
  },
  {
    // Titled by the author's name once their profile has loaded.
    route: '/user/:username',
    module: 'src/community/author/AuthorPage.tsx',
    loginRequired: false,
    serverRendered: true,
    title: 'Author',
  },
  {
    // Titled by the build once it has loaded; 'Build Viewer' until then. Rendered with its build
    // (when anyone may see it): the heading, the page's largest text, is then in the HTML; the
    // trees and panels follow in the browser, where its layout (phone or desktop) is known,
    // drawn from the build the server opened: the browser loads no engine and no build schemas.
    route: '/build-viewer/:buildId',
    module: 'src/viewer/BuildViewerPage.tsx',
    loginRequired: false,
    serverRendered: true,
    pageData: 'viewerBuild',
    title: 'Build Viewer',
  },
  {
    // No id: the build another page handed over in local storage (spec §3).
    route: '/build-viewer',
    module: 'src/viewer/BuildViewerPage.tsx',
    loginRequired: false,
    title: 'Build Viewer',
  },
  {
    route: '/guild-board',
    module: 'src/site/underConstruction/UnderConstructionPage.tsx',
    loginRequired: false,
    serverRendered: true,
    title: 'Guild Ad Board',
    props: { section: 'Guild Ad Board' },
  },
  {
    route: '/under-construction',
    module: 'src/site/underConstruction/UnderConstructionPage.tsx',
    loginRequired: false,
    serverRendered: true,
    title: 'Under Construction',
    props: { section: 'Under Construction' },
  },
  {
    // Rendered with its items, so its largest element (the first item's image) is in the HTML;
    // without them, painting the rest earlier moved script work into what Lighthouse counts.
    route: '/news',
    module: 'src/site/news/NewsPage.tsx',
    loginRequired: false,
    serverRendered: true,
    pageData: 'news',
    title: 'News',
  },
  {
    route: '/about',
    module: 'src/site/about/AboutPage.tsx',
    loginRequired: false,
    serverRendered: true,
    title: 'About',
  },
  {
    route: '/privacy',
    module: 'src/site/privacy/PrivacyPage.tsx',
    loginRequired: false,
    serverRendered: true,
    title: 'Privacy Policy',
  },
  {
    route: '/feedback',
    module: 'src/site/feedback/FeedbackPage.tsx',
    loginRequired: false,
    serverRendered: true,
    title: 'Feedback',
  },
  {
    route: '/feedback-thanks',
    module: 'src/site/feedback/FeedbackThanksPage.tsx',
    loginRequired: false,
    serverRendered: true,
    title: 'Thank You',
  },
  {
    route: '/login',
    module: 'src/account/login/LoginPage.tsx',
    loginRequired: false,
    title: 'Login',
  },
  {
    route: '/register',
    module: 'src/account/register/RegisterPage.tsx',
    loginRequired: false,
    title: 'Register',
  },
  {
    route: '/forgot-password',
    module: 'src/account/forgotPassword/ForgotPasswordPage.tsx',
    loginRequired: false,
    title: 'Forgot Password',
  },
  {
    route: '/forgot-username',
    module: 'src/account/forgotUsername/ForgotUsernamePage.tsx',
    loginRequired: false,
    title: 'Forgot Username',
  },
  {
    // Opened from the mail after too many wrong codes; the token is in the fragment.
    route: '/reset-password',
    module: 'src/account/resetLink/ResetLinkPage.tsx',
    loginRequired: false,
    title: 'Choose a New Password',
  },
  {
    // Opened from the mail to the old address after an email change; the token is in the fragment.
    route: '/undo-email-change',
    module: 'src/account/undoEmailChange/UndoEmailChangePage.tsx',
    loginRequired: false,
    title: 'Undo Email Change',
  },
  {
    route: '/profile',
    module: 'src/account/profile/ProfilePage.tsx',
    loginRequired: true,
    title: 'Profile',
  },
  {
    route: '/settings',
    module: 'src/account/settings/SettingsPage.tsx',
    loginRequired: true,
    title: 'Settings',
  },
  {
    route: '/account',
    module: 'src/account/account/AccountPage.tsx',
    loginRequired: true,
    title: 'Account',
  },
  {
    route: '/my-builds',
    module: 'src/account/myBuilds/MyBuildsPage.tsx',
    loginRequired: true,
    title: 'My Builds',
  },
  {
    route: '/admin',
    module: 'src/admin/AdminPage.tsx',
    loginRequired: true,
    title: 'Moderators’ desk',
  },
  {
    route: '*',
    module: 'src/site/notFound/NotFoundPage.tsx',
    loginRequired: false,
    serverRendered: true,
    title: 'Page Not Found',
  },
];
