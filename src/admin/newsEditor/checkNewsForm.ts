import { type NewsItemInput, newsItemInputSchema } from '../../api/contract/news';
import { errorsOfProblems, type NewsFormErrors, type NewsFormValues } from './newsForm';

/** What the check finds: the item to send, or each field's first problem. */
export type NewsFormCheck =
  { ok: true; item: NewsItemInput } | { ok: false; errors: NewsFormErrors };

/**
 * Checks the fields with the contract's own schema, the one the server checks with, so a
 * moderator sees every problem beside its field before anything is sent.
 */
export function checkNewsForm(values: NewsFormValues): NewsFormCheck {
  const parsed = newsItemInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, item: parsed.data };
  return {
    ok: false,
    errors: errorsOfProblems(
      parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    ),
  };
}
