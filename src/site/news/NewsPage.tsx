import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NEWS_TEXTS } from '../../api/contract/newsTexts';
import { NEWS_FEED_PATH, useNewsFeed } from '../../api/news/newsFeed';
import type { PageDataKeys } from '../../api/contract/servedAnswers';
import { PageHeader } from '../../ui/PageHeader';
import { usePageMeta } from '../../ui/usePageMeta';
import { NewsFilters } from './NewsFilters';
import {
  filterNews,
  hasSelection,
  NO_NEWS_SELECTION,
  paramsForSelection,
  selectionFromParams,
  toggleValue,
  type NewsFilterParam,
} from './newsFilters';
import { NewsList } from './NewsList';

/**
 * `/news` (spec §2 News): the title, the welcome text, the three filters kept in the address
 * (each change is a history entry, so Back undoes it) and the items that match them.
 */
export function NewsPage() {
  usePageMeta(
    'News',
    'Latest Dune: Awakening news and links: patch notes, updates, chapters, videos and community posts, newest first.',
  );
  const { items, isLoading } = useNewsFeed();
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => selectionFromParams(params), [params]);
  const shown = useMemo(() => filterNews(items, selection), [items, selection]);

  const onToggle = useCallback(
    (param: NewsFilterParam, value: string) => {
      setParams(paramsForSelection(toggleValue(selection, param, value), params));
    },
    [params, selection, setParams],
  );
  const onClear = useCallback(() => {
    setParams(paramsForSelection(NO_NEWS_SELECTION, params));
  }, [params, setParams]);

  return (
    <>
      <PageHeader eyebrow="Dune: Awakening" title={NEWS_TEXTS.title}>
        <p>{NEWS_TEXTS.welcome}</p>
      </PageHeader>
      <NewsFilters selection={selection} onToggle={onToggle} onClear={onClear} />
      {/* A new selection starts again at the first rows. */}
      <NewsList
        key={paramsForSelection(selection).toString()}
        items={shown}
        isLoading={isLoading}
        filtered={hasSelection(selection)}
      />
    </>
  );
}

export default NewsPage;

/** Its first screen shows the feed's first rows: served with the page. */
export const dataKeys: PageDataKeys = () => [NEWS_FEED_PATH];
