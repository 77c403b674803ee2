import { ADMIN_TEXTS } from '../api/contract/adminTexts';
import { ApiRequestError } from '../api/requestJson';
import { LoadError } from '../ui/LoadError';
import { Spinner } from '../ui/Spinner';

/** How a tab's read went: still loading, refused (403), failed, or ready with its data. */
export type DeskLoad<T> =
  | { kind: 'loading' }
  | { kind: 'refused' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; data: T };

/** A tab's read (an SWR result) as a `DeskLoad`: the API's 403 is "not a moderator". */
export function deskLoad<T>(read: { data?: T; error?: Error; isLoading: boolean }): DeskLoad<T> {
  if (read.error instanceof ApiRequestError && read.error.status === 403)
    return { kind: 'refused' };
  if (read.error) return { kind: 'error', message: read.error.message };
  if (read.data !== undefined) return { kind: 'ready', data: read.data };
  return { kind: 'loading' };
}

/** The words shown to a player who is not a moderator. */
export function NotAdmin() {
  return (
    <p
      role="alert"
      className="rounded-2xl border border-sand-700 bg-sand-900/80 p-5 text-sand-200"
      data-testid="desk-refused"
    >
      {ADMIN_TEXTS.notAdmin}
    </p>
  );
}

/** What a tab shows before its data: a spinner, the refusal or the failure. */
export function DeskLoadState({ load }: { load: Exclude<DeskLoad<unknown>, { kind: 'ready' }> }) {
  if (load.kind === 'loading') return <Spinner />;
  if (load.kind === 'refused') return <NotAdmin />;
  return <LoadError message={load.message} />;
}
