import { lazy, type MouseEvent, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { QUICK_SEARCH_TEXTS } from '../../community/quickSearch/quickSearchTexts';

// Loaded when asked for (or pointed at): no page's first screen needs it.
const loadQuickSearch = () => import('../../community/quickSearch/QuickSearchDialog');
const QuickSearchDialog = lazy(loadQuickSearch);

/** Whether a key went to a place that takes typing ("/" is then a character). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Whether the key opens the quick search: "/" outside a field, or Ctrl+K / ⌘K anywhere. */
function opensQuickSearch(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  // Not over another dialog: it holds the page until it closes.
  if (document.querySelector('dialog[open]')) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey) return event.key.toLowerCase() === 'k';
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

/**
 * The header's quick search: a link to the community list (where the page has no script yet)
 * that opens the search dialog, as "/" and Ctrl+K (⌘K) do from anywhere on the site.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensQuickSearch(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window is the list's page itself.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    setOpen(true);
  };
  const preload = () => {
    void loadQuickSearch();
  };

  return (
    <>
      <Link
        to="/community-builds"
        aria-label={QUICK_SEARCH_TEXTS.button}
        aria-keyshortcuts="/ Control+K Meta+K"
        title={`${QUICK_SEARCH_TEXTS.button} (${QUICK_SEARCH_TEXTS.shortcut})`}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
        className="inline-flex size-11 items-center justify-center gap-2 rounded-xl border border-sand-600 text-sand-100 hover:border-spice-400 hover:text-spice-200 lg:w-auto lg:px-3"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" />
        </svg>
        <span aria-hidden="true" className="hidden text-sm lg:inline">
          Search
        </span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-sand-600 px-1.5 text-xs text-sand-300 lg:inline"
        >
          {QUICK_SEARCH_TEXTS.shortcut}
        </kbd>
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <QuickSearchDialog
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
