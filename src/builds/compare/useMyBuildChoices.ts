import { useEffect, useState } from 'react';
import type { MyBuild, MyBuildsResponse } from '../../api/contract/savedBuilds';

/** Loads the player's saved builds (default: `GET /api/my-builds`). */
export type LoadMyBuilds = (signal: AbortSignal) => Promise<MyBuildsResponse>;

/** The player's saved builds as the dialog lists them. */
type MyBuildChoices =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; builds: readonly MyBuild[] };

/** What one ask answered: the builds, or why there are none. */
type Answer = Exclude<MyBuildChoices, { kind: 'none' } | { kind: 'loading' }>;

/**
 * The saved builds of a logged-in player, asked for only while `enabled` (the dialog is open),
 * again on `retry`; a visitor has none to ask for. An ask still unanswered reads as loading.
 */
export function useMyBuildChoices(enabled: boolean, load: LoadMyBuilds) {
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<{ attempt: number; answer: Answer } | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const settle = (answer: Answer) => {
      if (!controller.signal.aborted) setAnswered({ attempt, answer });
    };
    load(controller.signal).then(
      (answer) => {
        settle({ kind: 'ready', builds: answer.builds });
      },
      (error: unknown) => {
        settle({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      controller.abort();
    };
  }, [enabled, load, attempt]);
  let choices: MyBuildChoices = { kind: 'none' };
  if (enabled) choices = answered?.attempt === attempt ? answered.answer : { kind: 'loading' };
  return {
    choices,
    retry: () => {
      setAttempt((previous) => previous + 1);
    },
  };
}
