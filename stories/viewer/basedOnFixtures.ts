import type { BasedOnPage } from '../../src/api/contract/basedOn';

/**
 * Pages of builds based on the viewer's build, as `GET /api/saved-builds/{url}/based-on`
 * answers them (20 a page).
 */

/** The builds of a page: `count` of them from `first` (0-based), newest first. */
export function basedOnPage(count: number, page = 1): BasedOnPage {
  const size = 20;
  const first = (page - 1) * size;
  const shown = Math.max(0, Math.min(size, count - first));
  return {
    count,
    page,
    page_size: size,
    builds: Array.from({ length: shown }, (_, i) => {
      const n = first + i + 1;
      return {
        title: n === 1 ? 'Gravity Gunner, Chani’s cut' : `Gunner variant ${n}`,
        author: n === 1 ? 'Chani' : `Fremen${n}`,
        url: `based${String(n).padStart(5, '0')}`,
        updated_at: `2026-11-${String(28 - (n % 20)).padStart(2, '0')}T10:00:00.000Z`,
        likes: n === 1 ? 1 : n % 7,
      };
    }),
  };
}
