import { FormError } from '../../ui/form/FormMessage';
import { PageHeader } from '../../ui/PageHeader';

/** What My Builds shows: loading, a load error, a visitor, or the count of saved builds. */
export type MyBuildsViewState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'visitor' }
  | { kind: 'builds'; count: number; limit: number };

/** The spec's texts for My Builds (§2, §8). */
export const MY_BUILDS_TEXTS = {
  empty: 'You have not saved any builds yet.',
  visitor: 'You must be logged in to view your builds.',
  failed: 'Failed to fetch builds',
} as const;

/** The heading with the save slots used (spec §2 My builds). */
export function myBuildsHeading(count: number, limit: number): string {
  return `My Builds (${count}/${limit} save slots used)`;
}

/**
 * My Builds (spec §2): the heading with the slots used and, with no builds, the empty text.
 * The cards of saved builds come with the saved-builds feature.
 */
export function MyBuildsView({ state }: { state: MyBuildsViewState }) {
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
  return (
    <div>
      <PageHeader title={myBuildsHeading(state.count, state.limit)} />
      {state.count === 0 && <p className="text-sand-300">{MY_BUILDS_TEXTS.empty}</p>}
    </div>
  );
}
