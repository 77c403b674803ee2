import {
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  communityListAddress,
  NO_FILTERS,
  SEARCH_PARAM,
} from '../../api/contract/communityFilters';
import { COMMUNITY_TEXTS } from '../../api/contract/publicBuildsTexts';
import { usePublicBuildsPage } from '../../api/publicBuilds/publicBuildsPage';
import { publicBuildsUrl } from '../../api/publicBuilds/publicBuildsRequest';
import { CLASS_NAMES } from '../../builds/cards/classNames';
import { BUILD_TITLE_MAX } from '../../skills/buildText';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FIELD_CLASSES } from '../../ui/form/fieldStyles';
import { QUICK_SEARCH_TEXTS } from './quickSearchTexts';

/** How long the box waits after the last key before it asks the server. */
const QUICK_SEARCH_DEBOUNCE_MS = 250;
/** The best matches shown; the rest are a link away. */
const QUICK_SEARCH_SHOWN = 5;

/** The API page of a search's best matches. */
export function quickSearchKey(search: string): string {
  return publicBuildsUrl(
    { sortBy: 'relevance', sortOrder: 'desc', sharing: 'Public', q: search },
    1,
    QUICK_SEARCH_SHOWN,
  );
}

/**
 * The site-wide quick search (from the header, or "/" and Ctrl+K anywhere): the community's
 * best matches for the words as they are typed, each a link to its build; Enter, or "See all
 * results", opens the community list with that search. Arrow keys move between the box and
 * the matches.
 */
export default function QuickSearchDialog({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const results = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
    }, QUICK_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);

  const allResults = communityListAddress({ ...NO_FILTERS, search: text.trim() });

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onClose();
    void navigate(allResults);
  };

  // Down from the box to the matches, and between them; up from the first back to the box.
  const onArrow = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(results.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    const stops = [document.getElementById(inputId), ...links].filter(
      (stop): stop is HTMLElement => stop !== null,
    );
    const at = stops.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || stops.length < 2) return;
    event.preventDefault();
    const next =
      event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
    stops[next]?.focus();
  };

  return (
    <Dialog open onClose={onClose} title={QUICK_SEARCH_TEXTS.title} size="md">
      <form
        role="search"
        aria-label={QUICK_SEARCH_TEXTS.title}
        action="/community-builds"
        method="get"
        onSubmit={onSubmit}
        className="flex flex-col gap-4 pb-2"
      >
        <label htmlFor={inputId} className="sr-only">
          {QUICK_SEARCH_TEXTS.label}
        </label>
        <input
          id={inputId}
          data-autofocus
          type="search"
          name={SEARCH_PARAM}
          value={text}
          maxLength={BUILD_TITLE_MAX}
          placeholder={QUICK_SEARCH_TEXTS.placeholder}
          autoComplete="off"
          className={FIELD_CLASSES}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={onArrow}
        />
        {search === '' ? (
          <p className="text-sm text-sand-300">{QUICK_SEARCH_TEXTS.hint}</p>
        ) : (
          <QuickSearchResults
            search={search}
            listRef={results}
            onChosen={onClose}
            onArrow={onArrow}
          />
        )}
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={text.trim() === ''}>
            {QUICK_SEARCH_TEXTS.all}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The best matches of a search: loading, its failure, none, or a list of links. */
function QuickSearchResults({
  search,
  listRef,
  onChosen,
  onArrow,
}: {
  search: string;
  listRef: RefObject<HTMLUListElement | null>;
  onChosen: () => void;
  onArrow: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const state = usePublicBuildsPage(quickSearchKey(search));
  if (state.kind === 'loading') {
    return (
      <p role="status" className="text-sm text-sand-300">
        {QUICK_SEARCH_TEXTS.searching}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <p role="alert" className="text-sm text-danger-200">
        {COMMUNITY_TEXTS.errorPrefix}
        {state.reason}
      </p>
    );
  }
  if (state.builds.length === 0) {
    return (
      <p role="status" className="text-sm text-sand-300">
        {COMMUNITY_TEXTS.empty}
      </p>
    );
  }
  return (
    <ul ref={listRef} aria-label={QUICK_SEARCH_TEXTS.matches} className="flex flex-col gap-1">
      {state.builds.map((build) => (
        <li key={build.id}>
          <Link
            to={`/build-viewer/${encodeURIComponent(build.url)}`}
            onClick={onChosen}
            onKeyDown={onArrow}
            className="flex min-h-11 flex-col justify-center rounded-xl px-3 py-2 text-sand-100 hover:bg-sand-800 focus-visible:bg-sand-800"
          >
            <span className="truncate font-semibold">{build.title}</span>
            <span className="truncate text-sm text-sand-300">
              {CLASS_NAMES[build.selected_class]} · by {build.username} · {build.likes}{' '}
              {build.likes === 1 ? 'like' : 'likes'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
