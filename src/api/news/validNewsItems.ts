import { newsItemSchema, type NewsItem } from '../contract/news';

/**
 * The items of a `/news.json` answer that match the contract; anything else is left out, so one
 * bad row never hides the others. With zod: the feed loads this beside its request (newsFeed.ts).
 */
export function validNewsItems(answer: unknown): NewsItem[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((raw) => {
    const parsed = newsItemSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}
