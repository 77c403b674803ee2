/** What the site-wide quick search says (the header's button and its dialog). */
export const QUICK_SEARCH_TEXTS = {
  title: 'Search builds',
  label: 'Words to search for',
  placeholder: 'Title, author, description or guide',
  hint: 'Type a word of a build’s title, author, description or guide: each word you type can be the start of one.',
  searching: 'Searching…',
  matches: 'Best matches',
  all: 'See all results',
  /** The header's button, and the keys that open the search from anywhere. */
  button: 'Search builds',
  shortcut: '/',
} as const;
