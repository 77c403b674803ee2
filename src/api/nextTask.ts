/**
 * Resolves in a new task: the browser may paint and answer a tap before the work after it runs.
 * Opening a build takes steps of 40-90 ms each on a phone (4x CPU): building the build's
 * schemas, checking the game data, indexing it, checking the build. Run back to back they were
 * one long task; with a new task between them, none blocks a tap for long.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
