import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';

/** One of the example builds a fresh server seeds (Public, so its page carries it). */
export async function exampleBuild(
  request: APIRequestContext,
): Promise<{ url: string; title: string; username: string }> {
  // The site's own examples, which have guides (players' builds made by other journeys may not).
  const answer = await request.get('/api/public-builds?limit=1&author=arrakis-planner');
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { url: string; title: string; username: string }[];
  };
  const [build] = data;
  if (!build) throw new Error('No public build: the server seeds its examples on a fresh start.');
  return build;
}
