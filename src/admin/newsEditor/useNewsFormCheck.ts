import { useCallback, useEffect, useState } from 'react';
import type { checkNewsForm, NewsFormCheck } from './checkNewsForm';
import type { NewsFormValues } from './newsForm';

type Check = typeof checkNewsForm;

/** The check and the contract's schema with zod: loaded as a form opens, not with the desk. */
const loadCheck = (): Promise<Check> => import('./checkNewsForm').then((m) => m.checkNewsForm);

/**
 * Checks a news form's fields and hands on the result, at once when the check has loaded. One
 * that cannot load sends the item as typed: the server checks it with the same schema.
 */
export function useNewsFormCheck(): (
  values: NewsFormValues,
  then: (result: NewsFormCheck) => void,
) => void {
  const [loaded, setLoaded] = useState<{ check: Check } | null>(null);
  useEffect(() => {
    let current = true;
    loadCheck().then(
      (check) => {
        if (current) setLoaded({ check });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return useCallback(
    (values, then) => {
      if (loaded) {
        then(loaded.check(values));
        return;
      }
      loadCheck().then(
        (check) => {
          then(check(values));
        },
        () => {
          then({ ok: true, item: values });
        },
      );
    },
    [loaded],
  );
}
