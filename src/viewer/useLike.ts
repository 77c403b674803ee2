import { useCallback, useState } from 'react';
import type { LikeResponse } from '../api/contract/likes';
import { COMMUNITY_TEXTS } from '../api/contract/publicBuildsTexts';
import { isBuildLiked, rememberLike } from '../api/likes/likedBuilds';
import { ApiRequestError, serverMessage } from '../api/requestJson';
import { notify } from '../ui/toast';
import { useBrowserValue } from '../ui/useBrowserValue';

/**
 * The like calls, loaded on the first press: their answer's schema needs zod, which the viewer's
 * first screen does without.
 */
function likeBuild(url: string): Promise<LikeResponse> {
  return import('../api/likes/likeBuild').then((module) => module.likeBuild(url));
}
function unlikeBuild(url: string): Promise<LikeResponse> {
  return import('../api/likes/unlikeBuild').then((module) => module.unlikeBuild(url));
}

/** A like pressed on a build the address names no identifier of (a hand-over), spec §8. */
const LIKE_WITHOUT_ID = 'Cannot like build: Build identifier is missing in URL.';

/** The like calls, replaceable in stories and tests. */
export interface LikeCalls {
  like?: (url: string) => Promise<LikeResponse>;
  unlike?: (url: string) => Promise<LikeResponse>;
}

/** The Like button's state and what pressing it does. */
export interface LikeState {
  likes: number;
  /** This browser liked the build (its local list), so the button offers Unlike. */
  liked: boolean;
  busy: boolean;
  /** The 'Already Liked' dialog's message, null while it is closed. */
  alreadyLiked: string | null;
  toggle: () => void;
  closeAlreadyLiked: () => void;
}

/** The text of a failed like (spec §8): the server's message, else the spec's fallback. */
function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 0)
    return COMMUNITY_TEXTS.likeNetworkError;
  if (error instanceof ApiRequestError) return error.message;
  return COMMUNITY_TEXTS.likeNetworkError;
}

/**
 * Likes (`url` '': a build without a public id, whose press only says so): a like toasts the server's message (else 'Build liked!'); 409 opens the 'Already Liked'
 * dialog; any other failure toasts its reason. A build this browser liked sends DELETE instead and
 * takes the like back. The count follows the server's answers.
 */
export function useLike(url: string, initialLikes: number, calls: LikeCalls = {}): LikeState {
  const { like = likeBuild, unlike = unlikeBuild } = calls;
  const [likes, setLikes] = useState(initialLikes);
  // The browser's list, read after the takeover of the server's HTML (which shows no like);
  // it changes only through this page's likes, held in state.
  const remembered = useBrowserValue(() => isBuildLiked(url), false);
  const [likedNow, setLiked] = useState<boolean | null>(null);
  const liked = likedNow ?? remembered;
  const [busy, setBusy] = useState(false);
  const [alreadyLiked, setAlreadyLiked] = useState<string | null>(null);

  const toggle = useCallback(() => {
    if (busy) return;
    if (url === '') {
      notify({ kind: 'error', title: LIKE_WITHOUT_ID });
      return;
    }
    setBusy(true);
    const undo = liked;
    (undo ? unlike(url) : like(url))
      .then((answer) => {
        setLikes(answer.likes);
        setLiked(answer.liked);
        rememberLike(url, answer.liked);
        const fallback = undo ? COMMUNITY_TEXTS.unliked : COMMUNITY_TEXTS.liked;
        notify({ kind: 'success', title: answer.message || fallback });
      })
      .catch((error: unknown) => {
        if (!undo && error instanceof ApiRequestError && error.status === 409) {
          // The server already counts this like: remember it so the button offers Unlike.
          setLiked(true);
          rememberLike(url, true);
          setAlreadyLiked(serverMessage(error.body) ?? COMMUNITY_TEXTS.alreadyLiked);
          return;
        }
        notify({ kind: 'error', title: failureText(error) });
      })
      .finally(() => {
        setBusy(false);
      });
  }, [busy, liked, like, unlike, url]);

  const closeAlreadyLiked = useCallback(() => {
    setAlreadyLiked(null);
  }, []);

  return { likes, liked, busy, alreadyLiked, toggle, closeAlreadyLiked };
}
