import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseKinds, makeTempDir, useTestApp } from './helpers';
import { servedAnswersOf, writeServerEntry } from './support/servedAnswersBlock';

/**
 * The class pages are served with the API's answers their hooks ask (their modules' `dataKeys`),
 * so their first screen (the cards, a class with its trees) is in the HTML, rendered by the real
 * pages from exactly those answers.
 */

/** A built client with the real server entry's keys and rendering beside it. */
function makeSite(): string {
  const client = join(makeTempDir('arrakis-class-pages-'), 'client');
  mkdirSync(client);
  writeFileSync(
    join(client, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeServerEntry(client, 'real');
  return client;
}

describe.each(databaseKinds)('the class pages on %s', (kind) => {
  const suite = useTestApp(kind, () => ({ CLIENT_DIR: makeSite() }));
  const get = (url: string, accept = 'application/json') =>
    suite.app.inject({ url, headers: { accept } });

  it('carries every class and tree as the API answers, and renders the cards from them', async () => {
    const page = await get('/classes', 'text/html');
    expect(page.statusCode).toBe(200);
    const served = servedAnswersOf(page.body);
    const classes = (await get('/api/classes')).json<{ name: string }[]>();
    expect(served['/api/classes']).toEqual(classes);
    expect(served['/api/skill-trees']).toEqual((await get('/api/skill-trees')).json());
    expect(classes.length).toBeGreaterThan(1);
    for (const { name } of classes) expect(page.body).toContain(name);
  });

  it("carries one class's answer by its slug, and renders it with its trees", async () => {
    const page = await get('/class/mentat', 'text/html');
    expect(page.statusCode).toBe(200);
    const mentat = (await get('/api/classes/mentat')).json<{ name: string }>();
    expect(servedAnswersOf(page.body)['/api/classes/mentat']).toEqual(mentat);
    expect(page.body).toContain(`>${mentat.name}</h1>`);
    const drawing = (await get('/api/classes/mentat/trees-with-skills')).json<unknown>();
    expect(servedAnswersOf(page.body)['/api/classes/mentat/trees-with-skills']).toEqual(drawing);
    // The trees are drawn in the HTML, with the call into the planner on that class.
    expect(page.body).toContain('aria-label="Assassination tree"');
    expect(page.body).toContain('href="/skill-trees?class=mentat"');
  });

  it('leaves an unknown class to the browser, which shows it is not there', async () => {
    const page = await get('/class/wormrider', 'text/html');
    expect(page.statusCode).toBe(200);
    expect(Object.keys(servedAnswersOf(page.body))).not.toContain('/api/classes/wormrider');
  });
});
