import { Link } from 'react-router-dom';
import { DonationImage, DonationLink, externalDonationUrl } from '../../ui/DonationLink';
import { PageHeader } from '../../ui/PageHeader';
import { usePageMeta } from '../../ui/usePageMeta';
import { useScrollToHash } from '../../ui/useScrollToHash';
import { BuiltWith } from './BuiltWith';
import { RELEASE_NOTES } from './releaseNotes';
import { ReleaseNotesList } from './ReleaseNotesList';

/** `/about`: what the site is, how to support it, its release notes and its credits. */
export function AboutPage() {
  usePageMeta(
    'About',
    'About Arrakis Planner, the unofficial Dune: Awakening skill explorer and build planner: how to support it and its release notes.',
  );
  useScrollToHash();
  const canDonate = externalDonationUrl() !== undefined;

  return (
    <div className="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div>
        <PageHeader eyebrow="Arrakis Planner" title="About This Site">
          <p>
            Arrakis Planner is a free, unofficial fan site for players of Dune: Awakening. It
            gathers every class and skill tree in one place, lets you plan a character down to the
            last skill point, and makes it easy to share builds with friends, your guild and the
            wider community.
          </p>
        </PageHeader>
        <div className="prose-dune">
          <p>
            It is built and run by players in their spare time. Game data is collected from public
            sources and checked by hand; if something looks wrong, please{' '}
            <Link to="/feedback">send us feedback</Link> and we will fix it.
          </p>
        </div>

        <section aria-labelledby="release-notes" className="mt-12">
          <h2 id="release-notes" className="mb-6 font-display text-2xl font-semibold text-sand-50">
            Release notes
          </h2>
          <ReleaseNotesList notes={RELEASE_NOTES} />
        </section>

        <section aria-labelledby="credits" className="mt-12">
          <h2 id="credits" className="mb-4 font-display text-2xl font-semibold text-sand-50">
            Credits
          </h2>
          <p className="leading-relaxed text-sand-200">
            Skill icons come from{' '}
            <a
              href="https://game-icons.net/"
              target="_blank"
              rel="noopener noreferrer"
              className="text-spice-300 underline underline-offset-4 hover:text-spice-200"
            >
              game-icons.net
            </a>
            , drawn by Lorc, Delapouite and the other game-icons.net authors, and are used under the{' '}
            <a
              href="https://creativecommons.org/licenses/by/3.0/"
              target="_blank"
              rel="noopener noreferrer"
              className="text-spice-300 underline underline-offset-4 hover:text-spice-200"
            >
              CC BY 3.0
            </a>{' '}
            license, recolored to show each skill's state.
          </p>
        </section>

        <BuiltWith />
      </div>

      <aside className="lg:pt-20">
        <section
          id="support"
          aria-labelledby="support-title"
          className="scroll-mt-6 rounded-2xl border border-spice-700/60 bg-linear-to-br from-spice-950/80 via-sand-900 to-sand-900 p-6 shadow-xl shadow-black/30"
        >
          <h2 id="support-title" className="font-display text-2xl font-semibold text-sand-50">
            Support
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-sand-200">
            <p>
              Arrakis Planner has no paywall and never will. Hosting, domains and the hours spent
              keeping the data up to date are paid for by donations from players like you.
            </p>
            {canDonate ? (
              <p>
                If the planner saved you some spice, consider chipping in with the button below.
                Sharing your builds and telling us what to improve helps just as much.
              </p>
            ) : (
              <p>
                Donations are not open yet. Until they are, the best support is sharing your builds
                and{' '}
                <Link
                  to="/feedback"
                  className="text-spice-300 underline underline-offset-4 hover:text-spice-200"
                >
                  telling us what to improve
                </Link>
                .
              </p>
            )}
          </div>
          <div className="mt-5">
            {canDonate ? <DonationLink size="large" /> : <DonationImage size="large" />}
          </div>
        </section>
      </aside>
    </div>
  );
}

export default AboutPage;
