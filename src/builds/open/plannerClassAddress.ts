import { CLASS_SLUGS, type ClassSlug } from '../../skills/classSlugs';

/** The planner's address parameter naming the class to show (`/skill-trees?class=mentat`). */
const CLASS_PARAM = 'class';

/** The planner's address opening on a class's trees. */
export function plannerAddressForClass(slug: ClassSlug): string {
  return `/skill-trees?${new URLSearchParams({ [CLASS_PARAM]: slug }).toString()}`;
}

/** The class the planner's address asks to show (`search` as in `location.search`), if known. */
export function classOfPlannerSearch(search: string): ClassSlug | null {
  const asked = new URLSearchParams(search).get(CLASS_PARAM);
  return CLASS_SLUGS.find((slug) => slug === asked) ?? null;
}
