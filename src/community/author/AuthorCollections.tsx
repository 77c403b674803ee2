import { useId, useState } from 'react';
import { useAuthorCollections } from '../../api/collections/authorCollections';
import { CollectionSummaryList } from '../../builds/collections/CollectionSummaryList';
import { Spinner } from '../../ui/Spinner';
import { useWhenInView } from '../useWhenInView';
import { AUTHOR_TEXTS, collectionsLabel, noCollectionsText } from './authorText';

/**
 * The author's Public collections under their builds: asked once the section comes near the
 * screen (never with the page's first screen), then each one's name, count and link.
 */
export function AuthorCollections({ username }: { username: string }) {
  const [wanted, setWanted] = useState(false);
  const sectionRef = useWhenInView(() => {
    setWanted(true);
  }, !wanted);
  const { data, error } = useAuthorCollections(username, wanted);
  const headingId = useId();

  let body;
  if (data) {
    body =
      data.collections.length === 0 ? (
        <p className="text-sand-300">{noCollectionsText(username)}</p>
      ) : (
        <CollectionSummaryList collections={data.collections} label={collectionsLabel(username)} />
      );
  } else if (error) {
    body = (
      <p role="alert" className="text-danger-200">
        {error.message}
      </p>
    );
  } else body = <Spinner label={AUTHOR_TEXTS.loadingCollections} />;

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="mt-12">
      <h2
        id={headingId}
        className="mb-5 font-display text-2xl font-semibold tracking-wide text-sand-100"
      >
        {AUTHOR_TEXTS.collectionsHeading}
      </h2>
      {body}
    </section>
  );
}
