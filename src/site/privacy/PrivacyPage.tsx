import { Link } from 'react-router-dom';
import { useSiteConfig } from '../../api/siteConfig/siteConfig';
import { PageHeader } from '../../ui/PageHeader';
import { usePageMeta } from '../../ui/usePageMeta';
import { useScrollToHash } from '../../ui/useScrollToHash';
import { COOKIES, LOCAL_STORAGE } from './storageItems';
import { StorageTable } from './StorageTable';
import { ThirdPartyServices } from './ThirdPartyServices';
import { calendarDateLabel } from '../../ui/calendarDate';

/** The date of the policy's last change: update it with every change below. */
export const PRIVACY_LAST_UPDATED = '2026-11-23';

const SECTIONS = [
  ['summary', 'Summary'],
  ['cookies', 'Cookies and browser storage'],
  ['accounts', 'Accounts and saved builds'],
  ['sharing', 'Share links, public builds and likes'],
  ['feedback', 'Feedback'],
  ['logs', 'Server logs and security'],
  ['bot-check', 'Bot protection'],
  ['third-parties', 'Videos, analytics and ads'],
  ['legal-bases', 'Why we may use your data'],
  ['retention', 'How long we keep data'],
  ['rights', 'Your rights'],
  ['children', 'Children'],
  ['changes', 'Changes to this policy'],
  ['contact', 'Contact'],
] as const;

/** `/privacy`: what the site stores, why, for how long, and the visitor's rights. */
export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'Privacy policy of Arrakis Planner: the cookies and browser storage it uses, what accounts, builds and feedback store, server logs, bot protection and your rights.',
  );
  useScrollToHash();
  const siteConfig = useSiteConfig();
  const updated = calendarDateLabel(PRIVACY_LAST_UPDATED);

  return (
    <article>
      <PageHeader eyebrow="Legal" title="Privacy Policy">
        <p>
          Arrakis Planner is an unofficial, non-commercial fan site for Dune: Awakening. We collect
          as little as we can, never sell personal data, and explain below everything the site
          stores about you.
        </p>
        <p className="mt-3 text-sm text-sand-300">
          Last updated: <time dateTime={PRIVACY_LAST_UPDATED}>{updated}</time>
        </p>
      </PageHeader>

      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Privacy policy sections" className="lg:sticky lg:top-6 lg:self-start">
          <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-sand-300">
            On this page
          </h2>
          <ol className="space-y-1.5 text-sm">
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`} className="text-sand-200 hover:text-spice-200 hover:underline">
                  {title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="prose-dune">
          <h2 id="summary">Summary</h2>
          <ul>
            <li>You can use the whole site, including the planner, without an account.</li>
            <li>
              We set a cookie only when you accept the cookie notice or log in. We do not use
              tracking cookies of our own.
            </li>
            <li>
              If you create an account we store your username, email address, a hash of your
              password, login times and the builds you save.
            </li>
            <li>
              Analytics and advertising are off unless enabled by the site operator, and for
              visitors shown the cookie notice they only start after you press Accept.
            </li>
            <li>You can delete your account, and with it your personal data, at any time.</li>
          </ul>

          <h2 id="cookies">Cookies and browser storage</h2>
          <p>
            The site itself sets at most two cookies. Neither is used for tracking or advertising.
          </p>
          <StorageTable caption="Cookies set by Arrakis Planner" items={COOKIES} />
          <p>
            The site also keeps a few entries in your browser&apos;s local storage. They never leave
            your device unless a page sends a build you asked it to load.
          </p>
          <StorageTable caption="Local storage entries" items={LOCAL_STORAGE} />
          <p>
            Who sees the cookie notice: visitors whose browser language names a country of the
            European Union or European Economic Area, the United Kingdom or Switzerland, or whose
            time zone is in Europe. To withdraw your consent, delete the <code>cookie_consent</code>{' '}
            cookie in your browser settings; the notice then returns.
          </p>

          <h2 id="accounts">Accounts and saved builds</h2>
          <p>An account is optional. When you register we store:</p>
          <ul>
            <li>
              <strong>Username</strong>, shown next to builds you list publicly.
            </li>
            <li>
              <strong>Email address</strong>, used only for account emails: the sign-up verification
              code, password resets, username reminders and email-change codes. Verification codes
              expire after 10 minutes.
            </li>
            <li>
              <strong>Password hash</strong>: your password is hashed with a slow, salted one-way
              function (argon2id or scrypt). We never store or see the password itself.
            </li>
            <li>
              <strong>Login times</strong>: when the account was created, your current and previous
              login, and your last login, shown to you on the Account page.
            </li>
            <li>
              <strong>Sessions</strong>: a one-way hash of each session token and its expiry, so we
              can keep you logged in and let you log out.
            </li>
            <li>
              <strong>Saved builds</strong> (up to 10): title, description, tags, build guide, skill
              choices, leveling plan, listing (Public or Private), like count and timestamps.
            </li>
          </ul>

          <h2 id="sharing">Share links, public builds and likes</h2>
          <p>
            Pressing <strong>Link</strong> in the planner stores a copy of the build on our server
            so the link works; anyone who has the link can open that build. Share links do not need
            an account and hold no personal data unless you wrote some into the build.
          </p>
          <p>
            Builds you list as <strong>Public</strong> appear on Community Builds with your
            username. Private builds are visible only to you. Titles, descriptions, tags and guides
            are checked automatically for offensive language; flagged builds are restricted.
          </p>
          <p>
            A like adds one to the build&apos;s public count. Which builds you liked is remembered
            in your browser (see local storage above).
          </p>

          <h2 id="feedback">Feedback</h2>
          <p>
            The Feedback form sends us your message and, only if you fill it in, your email address
            so we can reply. We use feedback only to answer you and improve the site.
          </p>

          <h2 id="logs">Server logs and security</h2>
          <p>
            Like every web server, ours records each request: your IP address, the page or API path
            requested, the time, the response status and your browser&apos;s user-agent. We use
            these logs only to keep the site running and to stop abuse (for example by rate limiting
            repeated login attempts), and delete them after at most 14 days.
          </p>
          <p>
            All traffic is encrypted with HTTPS. Session cookies cannot be read by page scripts, and
            every change to your account needs you to be logged in.
          </p>

          <h2 id="bot-check">Bot protection</h2>
          <p>
            Forms that could be abused (registration, login, feedback, password and username
            reminders, account changes) are protected by ALTCHA, a bot check we host ourselves. Your
            browser solves a small computing puzzle in the background; no third-party service is
            contacted and no cookies are set.
          </p>

          <h2 id="third-parties">Videos, analytics and ads</h2>
          <h3>Embedded videos</h3>
          <p>
            Some class pages embed a YouTube video in privacy-enhanced mode (youtube-nocookie.com).
            When such a page loads the video, your browser connects to YouTube (Google), which
            receives your IP address and browser details. See{' '}
            <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
              Google&apos;s privacy policy
            </a>
            .
          </p>
          <ThirdPartyServices config={siteConfig} />

          <h2 id="legal-bases">Why we may use your data</h2>
          <p>For visitors covered by the GDPR or UK GDPR, the legal bases are:</p>
          <ul>
            <li>
              <strong>Contract</strong>: running your account and saved builds, and sending the
              emails your account needs.
            </li>
            <li>
              <strong>Legitimate interests</strong>: server logs, rate limits and bot protection to
              keep the site secure; share links you create; replying to feedback.
            </li>
            <li>
              <strong>Consent</strong>: analytics and advertising, where enabled.
            </li>
          </ul>
          <p>We do not sell personal data and do not use it for automated decisions about you.</p>

          <h2 id="retention">How long we keep data</h2>
          <ul>
            <li>Account data: until you delete your account.</li>
            <li>Sessions: until they expire or you log out.</li>
            <li>Server logs: at most 14 days.</li>
            <li>
              Feedback: as long as it helps us improve the site; ask us to delete it any time.
            </li>
            <li>
              When you delete your account, your username, email, password hash, login times and
              sessions are deleted. Builds you saved are kept without any link to you (they are
              reassigned to an anonymous user), so share links others rely on keep working.
            </li>
          </ul>

          <h2 id="rights">Your rights</h2>
          <p>
            You may ask for a copy of the personal data we hold about you, have it corrected or
            deleted, object to or restrict its use, and withdraw consent at any time.
          </p>
          <ul>
            <li>
              <strong>See and correct</strong>: your details are on the Account and Settings pages;
              change your email or password there.
            </li>
            <li>
              <strong>Delete</strong>: use Delete Account on the <Link to="/account">Account</Link>{' '}
              page. Single builds can be deleted from My Builds.
            </li>
            <li>
              <strong>Take your builds with you</strong>: any build can be exported as a .json file
              from the planner.
            </li>
            <li>
              <strong>Anything else</strong>: write to us through the{' '}
              <Link to="/feedback">Feedback page</Link>. If you are in the EU, EEA or UK you may
              also complain to your data protection authority.
            </li>
          </ul>

          <h2 id="children">Children</h2>
          <p>
            The site is not directed at children. Please do not create an account if you are under
            the age of digital consent in your country (13 to 16 depending on where you live).
          </p>

          <h2 id="changes">Changes to this policy</h2>
          <p>
            When what the site stores changes, we update this page and the &quot;Last updated&quot;
            date at the top before the change goes live.
          </p>

          <h2 id="contact">Contact</h2>
          <p>
            For any privacy question or request, write to us through the{' '}
            <Link to="/feedback">Feedback page</Link> and leave an email address if you would like
            an answer. We reply within 30 days.
          </p>
        </div>
      </div>
    </article>
  );
}

export default PrivacyPage;
