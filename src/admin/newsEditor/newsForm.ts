import type { AdminNewsItem } from '../../api/contract/news';

/** The editor's fields as typed (strings and the ticked keywords). */
export interface NewsFormValues {
  date: string;
  tagline: string;
  linkUrl: string;
  imageUrl: string;
  keywords: string[];
}

/** A field of the form. */
type NewsField = keyof NewsFormValues;

/** What is wrong, per field (the first problem of each). */
export type NewsFormErrors = Partial<Record<NewsField, string>>;

const FIELDS: readonly NewsField[] = ['date', 'tagline', 'linkUrl', 'imageUrl', 'keywords'];

/** A new item's fields: today's date (UTC), nothing else chosen. */
export function emptyNewsForm(today: Date = new Date()): NewsFormValues {
  return {
    date: today.toISOString().slice(0, 10),
    tagline: '',
    linkUrl: '',
    imageUrl: '',
    keywords: [],
  };
}

/** An existing item's fields, to edit. */
export function newsFormOf(item: AdminNewsItem): NewsFormValues {
  return {
    date: item.date,
    tagline: item.tagline,
    linkUrl: item.linkUrl,
    imageUrl: item.imageUrl,
    keywords: [...item.keywords],
  };
}

/** The field a problem's path (`tagline`, `keywords.0`) belongs to, if it is one of ours. */
function fieldOf(path: string): NewsField | null {
  const head = path.split('.')[0] ?? '';
  return (FIELDS as readonly string[]).includes(head) ? (head as NewsField) : null;
}

/** Problems (path and message) as per-field errors, the first one of each field kept. */
export function errorsOfProblems(
  problems: readonly { path: string; message: string }[],
): NewsFormErrors {
  const errors: NewsFormErrors = {};
  for (const problem of problems) {
    const field = fieldOf(problem.path);
    if (field && errors[field] === undefined) errors[field] = problem.message;
  }
  return errors;
}

/** A 400 answer's `problems`, if it has a list of them. */
export function problemsOfAnswer(body: unknown): { path: string; message: string }[] {
  if (body === null || typeof body !== 'object') return [];
  const { problems } = body as { problems?: unknown };
  if (!Array.isArray(problems)) return [];
  return problems.flatMap((problem: unknown) => {
    if (problem === null || typeof problem !== 'object') return [];
    const { path, message } = problem as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}
