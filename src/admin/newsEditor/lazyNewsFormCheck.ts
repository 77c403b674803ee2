import type { checkNewsForm, NewsFormCheck } from './checkNewsForm';
import type { NewsFormValues } from './newsForm';

type Check = typeof checkNewsForm;

/** The check once loaded: a form's Save then checks at once, as it did with the schema at hand. */
let loaded: Check | null = null;
const load = (): Promise<Check> =>
  import('./checkNewsForm').then(({ checkNewsForm }) => (loaded = checkNewsForm));
// Asked for as the desk's code runs, so it arrives beside the desk's first render, not before it.
load().catch(() => undefined);

/**
 * Checks a news form's fields with the contract's schema and hands on the result, at once when
 * the check is there. One that cannot load sends the item as typed, for the server's same check.
 */
export function checkNewsFormLazily(
  values: NewsFormValues,
  then: (result: NewsFormCheck) => void,
): void {
  if (loaded) {
    then(loaded(values));
    return;
  }
  load().then(
    (check) => {
      then(check(values));
    },
    () => {
      then({ ok: true, item: values });
    },
  );
}
