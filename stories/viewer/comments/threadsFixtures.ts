import type { CommentThread } from '../../../src/api/contract/comments';
import { storyComment, storyThread } from './commentsFixtures';

/**
 * The comments the section's stories read, as the server answers them to Stilgar, the build's
 * author: one of each state a player can meet.
 */

/** Stilgar's own comment, held by moderation: only he reads it. */
const HELD_MINE = 'Is the **Gravity Field** worth it at level 20?';
/** Chani's edited comment, with a reply by Liet and one by Stilgar. */
const EDITED = 'Great build. Try `Suspensor Leap` right after the pull.';
const LIET_REPLY = 'Agreed, *much* faster that way.';
export const MY_REPLY = 'Thanks, I will try it tonight.';
/** Jamis's comment, which Stilgar hid as the build's author. */
export const HIDDEN = 'This build is sand in the gears.';
/** Stilgar's comment a moderator removed. */
export const REMOVED_MINE = 'Cheap spice at spice-deals dot example!';
/** The reply under a comment since deleted. */
export const ORPHAN_REPLY = 'Answering a comment that is gone now.';
/** The reply under someone else's comment that waits for a moderator. */
export const WAITING_REPLY = 'Whatever it said, I agree.';

/** One thread of each kind, newest first. */
export function everyState(): CommentThread[] {
  return [
    storyThread('mine-held', { username: 'Stilgar', mine: true, state: 'held', body: HELD_MINE }),
    storyThread('chani', { body: EDITED, edited_at: '2026-11-21T09:00:00.000Z' }, [
      storyComment('liet-reply', { username: 'Liet', body: LIET_REPLY }),
      storyComment('mine-reply', { username: 'Stilgar', mine: true, body: MY_REPLY }),
    ]),
    storyThread('jamis', { username: 'Jamis', state: 'hidden', body: HIDDEN }),
    storyThread('removed', {
      username: 'Stilgar',
      mine: true,
      state: 'removed',
      body: REMOVED_MINE,
    }),
    storyThread('deleted', { username: null, state: 'deleted', body: '' }, [
      storyComment('orphan', { username: 'Harah', body: ORPHAN_REPLY }),
    ]),
    storyThread('waiting', { username: 'Otheym', state: 'held', body: '' }, [
      storyComment('waiting-re', { username: 'Liet', body: WAITING_REPLY }),
    ]),
  ];
}

/** Two plain threads by others, the newest first. */
export function twoThreads(): CommentThread[] {
  return [
    storyThread('first', { body: 'First comment on the build.' }),
    storyThread('second', { username: 'Liet', body: 'Second comment on the build.' }),
  ];
}
