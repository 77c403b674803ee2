import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { FollowState } from '../../api/contract/notifications';
import { NOTIFICATION_TEXTS } from '../../api/contract/notificationsTexts';
import { type FollowStateKey, useFollowState } from '../../api/notifications/followState';
import { setFollowing } from '../../api/notifications/setFollowing';
import { ApiRequestError } from '../../api/requestJson';
import { notify } from '../../ui/toast';
import { useWantedWhenIdle } from '../../ui/useWantedWhenIdle';

/** A Follow button's state and what pressing it does. */
export interface Follow {
  /** The player follows it (false until known). */
  following: boolean;
  /** Accounts following it; null until read. */
  followers: number | null;
  busy: boolean;
  /** A visitor pressed it, or the session ended: say how to log in. */
  loginNote: boolean;
  /** Follows, or stops following; the outcome is a toast. */
  toggle: () => void;
  /** Reads the state now rather than when the page is idle (pointed at, focused). */
  want: () => void;
}

/**
 * The follow state at `path` (an author's or a build's) for `asker` (null a visitor): read once
 * the page is idle or the button is pointed at, never with the first screen.
 */
export function useFollow(path: string, asker: string | null): Follow {
  const { wanted, want } = useWantedWhenIdle();
  const { data } = useFollowState(wanted ? path : null, asker);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [loginNote, setLoginNote] = useState(false);
  const following = data?.following ?? false;

  const toggle = () => {
    if (asker === null) {
      setLoginNote(true);
      return;
    }
    if (busy) return;
    setBusy(true);
    want();
    const on = !following;
    setFollowing(path, on)
      .then(
        ({ message, ...state }) => {
          const key: FollowStateKey = [path, asker];
          void mutate<FollowState>(key, state, { revalidate: false });
          const done = on ? NOTIFICATION_TEXTS.followed : NOTIFICATION_TEXTS.unfollowed;
          notify({ kind: 'success', title: message ?? done });
        },
        (error: unknown) => {
          // A session that ended in another tab: say how to come back rather than fail.
          if (error instanceof ApiRequestError && error.status === 401) setLoginNote(true);
          else
            notify({
              kind: 'error',
              title: error instanceof Error ? error.message : String(error),
            });
        },
      )
      .finally(() => {
        setBusy(false);
      });
  };

  return { following, followers: data?.followers ?? null, busy, loginNote, toggle, want };
}
