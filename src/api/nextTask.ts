/**
 * Resolves in a new task, so the browser may paint and answer a tap first: the steps of opening a
 * build (schemas, game data check and index, build check) run back to back were one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
