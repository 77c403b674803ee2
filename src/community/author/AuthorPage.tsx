import { useId, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useAuthor } from '../../api/authors/author';
import { usePublicBuilds } from '../../api/publicBuilds/publicBuilds';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { usePageMeta } from '../../ui/usePageMeta';
import { PublicBuildList } from '../PublicBuildList';
import { publicBuildListState } from '../publicBuildListState';
import { AuthorCollections } from './AuthorCollections';
import { AuthorFollowButton } from './AuthorFollowButton';
import { AuthorNotFound } from './AuthorNotFound';
import { AuthorProfileView } from './AuthorProfileView';
import { AUTHOR_TEXTS, noBuildsText } from './authorText';
import type { PublicBuildsFilters } from '../../api/contract/publicBuilds';

/** Props of the author page (the router gives none; stories fix the date's time zone). */
export interface AuthorPageProps {
  timeZone?: 'UTC';
}

/** An author's Public builds, most recently updated first (the community list's own query). */
function authorFilters(username: string): PublicBuildsFilters {
  return { sortBy: 'updated_at', sortOrder: 'desc', sharing: 'Public', author: username };
}

/**
 * /user/:username, the author page: the author's name, join date, like total, Public build count
 * and a Follow button, then their Public builds as the community list's cards, 12 at a time with
 * the next page loading as the last card comes into view. An unknown or deleted account reads
 * 'User not found.' with a link back to the community list. Their Public collections follow.
 */
export default function AuthorPage({ timeZone }: AuthorPageProps) {
  const { username = '' } = useParams();
  const author = useAuthor(username);
  // Asked at once with the profile (not after it), so the page fills in one round trip.
  const filters = useMemo(() => authorFilters(username), [username]);
  const pages = usePublicBuilds(filters);
  const headingId = useId();

  // 'Author' (the page table's title) until the profile gives the name as the account spells it.
  usePageMeta(
    author.notFound ? AUTHOR_TEXTS.notFoundTitle : (author.data?.username ?? 'Author'),
    `Dune: Awakening character builds shared publicly by ${username} on Arrakis Planner.`,
  );

  if (author.notFound) return <AuthorNotFound />;
  if (author.error) return <LoadError message={author.error.message} />;
  if (!author.data) return <Spinner />;

  const state = publicBuildListState(pages);
  const empty = state.kind === 'builds' && state.builds.length === 0 && state.atEnd;
  return (
    <>
      <AuthorProfileView author={author.data} timeZone={timeZone}>
        <AuthorFollowButton username={author.data.username} />
      </AuthorProfileView>
      <section aria-labelledby={headingId}>
        <h2
          id={headingId}
          className="mb-5 font-display text-2xl font-semibold tracking-wide text-sand-100"
        >
          {AUTHOR_TEXTS.buildsHeading}
        </h2>
        {empty ? (
          <p role="status" className="py-10 text-center text-sand-300">
            {noBuildsText(author.data.username)}
          </p>
        ) : (
          <PublicBuildList
            state={state}
            timeZone={timeZone}
            onLoadMore={() => {
              void pages.setSize(pages.size + 1);
            }}
          />
        )}
      </section>
      <AuthorCollections username={author.data.username} />
    </>
  );
}
