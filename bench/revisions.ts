import type { Build } from '../src/skills/buildSchema';
import { p99Rounds } from './support/p99Rounds';

/**
 * bench:api's history list: one saved build saved 104 times (so its history is thinned to the
 * limit of 100), then rounds of `GET /api/saved-builds/{id}/revisions` as its author.
 */

const TITLE = 'Bench history';
const SAVES = 104;

/** The author's saves of one build; the build's id. */
async function saveMany(base: string, cookie: string, template: Build): Promise<string> {
  let id = '';
  for (let save = 1; save <= SAVES; save++) {
    const response = await fetch(`${base}/api/saved-builds`, {
      method: save === 1 ? 'POST' : 'PUT',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'arrakis', cookie },
      body: JSON.stringify({
        build_name: TITLE,
        data: { ...template, buildTitle: TITLE },
        build_guide: `Save ${save}`,
        revision_note: `Bench save ${save}`,
      }),
    });
    if (!response.ok) throw new Error(`history save ${save}: ${await response.text()}`);
    id = ((await response.json()) as { build: { id: string } }).build.id;
  }
  return id;
}

/**
 * The history list's p99 in ms (median of the rounds), printed as it is measured, and the id of
 * the build with its 100 revisions (the compare bench reads it too).
 */
export async function benchHistory(
  label: string,
  base: string,
  cookie: string,
  template: Build,
): Promise<{ p99: number; id: string }> {
  const id = await saveMany(base, cookie, template);
  const url = `${base}/api/saved-builds/${id}/revisions`;
  const listed = (await (await fetch(url, { headers: { cookie } })).json()) as {
    revisions: unknown[];
  };
  const what = `history (${listed.revisions.length} revisions)`;
  const p99 = await p99Rounds(label, what, url, cookie);
  console.log(`${label}: history list p99 with ${listed.revisions.length} revisions: ${p99} ms`);
  return { p99, id };
}
