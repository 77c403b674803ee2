import useSWR from 'swr';
import { readAdmin } from './adminRead';

/** `GET /api/admin/news-images`: the site's own images a news item may use. */
export const NEWS_IMAGES_KEY = '/api/admin/news-images';

/** The images the editor offers; `enabled = false` makes no request. */
export function useNewsImages(enabled: boolean) {
  return useSWR<{ images: string[] }, Error>(enabled ? NEWS_IMAGES_KEY : null, () =>
    readAdmin(
      NEWS_IMAGES_KEY,
      import('../contract/news').then((contract) => contract.newsImagesSchema),
    ),
  );
}
