/**
 * The answers' schemas many calls share, each loaded with zod when a call is made or its answer
 * arrives (see requestJson's `schema`): a page whose calls read them paints without zod.
 */

/** `{ message }`: an answer that only says what happened. */
export const messageAnswer = () =>
  import('./contract/message').then(({ messageResponseSchema }) => messageResponseSchema);

/** The user as the client sees it. */
export const userAnswer = () => import('./contract/user').then(({ userSchema }) => userSchema);
