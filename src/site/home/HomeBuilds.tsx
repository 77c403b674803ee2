import { COMMUNITY_TEXTS } from '../../api/contract/publicBuildsTexts';
import {
  type PublicBuildsPageState,
  usePublicBuildsPage,
} from '../../api/publicBuilds/publicBuildsPage';
import { PublicBuildCardView } from '../../builds/cards/PublicBuildCardView';
import { Spinner } from '../../ui/Spinner';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { type HomeBuildList, homeBuildsKey } from './homeBuildLists';
import { communityListAddress } from '../../api/contract/communityFilters';
import { HomeSection } from './HomeSection';

/** What a list says when the community has shared no build yet. */
export const NO_BUILDS_TEXT = 'No public builds yet. Plan one and share it with the community.';

/** True in the browser, false on the server. */
const isBrowser = () => typeof window !== 'undefined';

/** Props of one of Home's lists of builds. */
export interface HomeBuildsViewProps {
  list: HomeBuildList;
  state: PublicBuildsPageState;
  /** The cards' dates in UTC rather than the player's time zone. */
  timeZone?: 'UTC';
}

/**
 * One of Home's lists of Public builds as cards (1 column on phones, 2 on tablets, 3 wider),
 * with the list's own loading and failure texts; a failure stays in its section.
 */
export function HomeBuildsView({ list, state, timeZone }: HomeBuildsViewProps) {
  const id = `home-${list.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <HomeSection
      id={id}
      title={list.title}
      intro={list.intro}
      more={{ to: communityListAddress(list.filters), label: list.more }}
    >
      {state.kind === 'loading' ? (
        // As high as a row of cards, so the page does not move when they come.
        <div className="min-h-72">
          <Spinner label={COMMUNITY_TEXTS.loading} />
        </div>
      ) : state.kind === 'error' ? (
        <p
          role="alert"
          className="rounded-2xl border border-danger-400/60 bg-danger-950/50 p-5 text-danger-200"
        >
          {COMMUNITY_TEXTS.errorPrefix}
          {state.reason}
        </p>
      ) : state.builds.length === 0 ? (
        <p className="rounded-2xl border border-sand-700/80 p-5 text-sand-300">{NO_BUILDS_TEXT}</p>
      ) : (
        <ul aria-label={list.title} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {state.builds.map((build) => (
            <li key={build.id} className="min-w-0">
              <PublicBuildCardView build={build} timeZone={timeZone} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/**
 * A list read through the page's served answer. Its dates are in UTC until the browser has
 * taken over the server's HTML (the server knows no player's zone), then in the player's.
 */
export function HomeBuilds({ list }: { list: HomeBuildList }) {
  const inBrowser = useBrowserValue(isBrowser, false);
  const state = usePublicBuildsPage(homeBuildsKey(list));
  return <HomeBuildsView list={list} state={state} timeZone={inBrowser ? undefined : 'UTC'} />;
}
