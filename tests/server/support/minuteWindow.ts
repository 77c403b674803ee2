import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The rate limits count in windows of the clock's minutes: a test that counts its way to a 429
 * starts at least `needMs` before the minute ends, else waits for the next one to begin.
 */
export async function clearOfMinuteEnd(needMs = 20_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await sleep(left + 50);
}
