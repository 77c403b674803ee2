import type { MyBuild } from '../../api/contract/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../../api/contract/savedBuildsTexts';
import { ButtonLink } from '../../ui/Button';
import { FormError } from '../../ui/form/FormMessage';
import { PageHeader } from '../../ui/PageHeader';
import { DeleteBuildDialog, type DeleteBuildDialogProps } from './DeleteBuildDialog';
import { MyBuildCard } from './MyBuildCard';

/** What My Builds shows: loading, a load error, a visitor, or the player's saved builds. */
export type MyBuildsViewState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'visitor' }
  | { kind: 'builds'; builds: readonly MyBuild[]; limit: number };

/** The spec's texts for My Builds (§2, §8). */
const MY_BUILDS_TEXTS = {
  empty: 'You have not saved any builds yet.',
  visitor: 'You must be logged in to view your builds.',
  failed: SAVED_BUILD_TEXTS.fetchFailed,
} as const;

/** The heading with the save slots used (spec §2 My builds). */
function myBuildsHeading(count: number, limit: number): string {
  return `My Builds (${count}/${limit} save slots used)`;
}

/** Props of My Builds. */
export interface MyBuildsViewProps {
  state: MyBuildsViewState;
  /** The build being fetched for the planner, if any (its Load reads 'Loading...'). */
  loadingId?: string | null;
  onLoad?: (build: MyBuild) => void;
  /** Delete on a card: opens the deletion dialog for that build. */
  onDelete?: (build: MyBuild) => void;
  /** The deletion dialog (closed when absent or its build is null). */
  deletion?: Omit<DeleteBuildDialogProps, 'build'> & { build: MyBuild | null };
  /** The locale of the cards' times (stories and tests; the player's own by default). */
  locale?: string;
}

const ignore = () => undefined;

/**
 * My Builds (spec §2): the heading with the save slots used, then a card per saved build (one
 * column on phones, two or three on wider screens) with Load and Delete, or the empty text with
 * a way to plan a first build. Delete opens a dialog that wants the word `delete` typed.
 */
export function MyBuildsView({
  state,
  loadingId = null,
  onLoad = ignore,
  onDelete = ignore,
  deletion,
  locale,
}: MyBuildsViewProps) {
  if (state.kind === 'loading') {
    return (
      <p role="status" className="py-16 text-center text-sand-300">
        Loading...
      </p>
    );
  }
  if (state.kind === 'visitor') {
    return <p className="py-16 text-center text-lg text-sand-100">{MY_BUILDS_TEXTS.visitor}</p>;
  }
  if (state.kind === 'error') {
    return (
      <div className="mx-auto max-w-xl py-12">
        <FormError>{MY_BUILDS_TEXTS.failed}</FormError>
      </div>
    );
  }
  const { builds, limit } = state;
  return (
    <div>
      <PageHeader title={myBuildsHeading(builds.length, limit)} />
      {builds.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-sand-300">{MY_BUILDS_TEXTS.empty}</p>
          <ButtonLink to="/skill-trees">Plan a build</ButtonLink>
        </div>
      ) : (
        <ul
          aria-label="Saved builds"
          className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
        >
          {builds.map((build) => (
            <li key={build.id} className="flex min-w-0 flex-col *:flex-1">
              <MyBuildCard
                build={build}
                loading={loadingId === build.id}
                loadDisabled={loadingId !== null}
                onLoad={onLoad}
                onDelete={onDelete}
                {...(locale === undefined ? {} : { locale })}
              />
            </li>
          ))}
        </ul>
      )}
      {deletion && <DeleteBuildDialog {...deletion} />}
    </div>
  );
}
