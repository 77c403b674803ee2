import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { collectionChangeSchema, collectionPageSchema } from '../../src/api/contract/collections';
import { saveBuildResponseSchema } from '../../src/api/contract/savedBuilds';
import { sampleBuild } from './buildLinkFixtures';
import { databaseKinds } from './helpers';
import { useAccountApp } from './support/accountApp';
import { servedAnswersOf } from './support/servedAnswersBlock';
import { makeRenderedSite, metaValues } from './support/renderedSite';

/**
 * A collection's page as the server sends it: rendered with its builds, served with its first
 * page's answer as a visitor sees it, and tagged for link previews with its name and owner; a
 * Private collection is a 404 whose name reaches neither the page nor its tags.
 */

describe.each(databaseKinds)('the collection page (%s)', (kind) => {
  const t = useAccountApp(kind, () => ({
    CLIENT_DIR: makeRenderedSite('arrakis-collection-page-'),
  }));
  let players = 0;

  async function curator() {
    players += 1;
    const username = `Curator${players}${kind.slice(0, 2)}`;
    return t.signUp(username, `${username.toLowerCase()}@sietch.test`);
  }

  async function shelf(cookie: string, name: string, sharing: 'Public' | 'Private') {
    const made = await t.call('POST', '/api/collections', {
      cookie,
      body: { name, description: 'Builds for <b>the deep desert</b> & more', sharing },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { collection } = collectionChangeSchema.parse(made.json());
    const saved = await t.call('POST', '/api/saved-builds', {
      cookie,
      body: {
        build_name: `${name} Pick`,
        data: { ...sampleBuild(), buildTitle: `${name} Pick`, buildSharing: 'Public' },
        build_guide: '',
      },
    });
    const { build } = saveBuildResponseSchema.parse(saved.json());
    const added = await t.call('PUT', `/api/collections/${collection.id}/builds/${build.url}`, {
      cookie,
      body: {},
    });
    expect(added.statusCode, added.body).toBe(200);
    return collection.id;
  }

  const page = (url: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('is rendered with its builds, served with its answer, and tagged for previews', async () => {
    const cookie = await curator();
    const id = await shelf(cookie, 'Dunes Shelf', 'Public');
    const response = await page(`/collection/${id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const beforeScripts = html.split('<script')[0] ?? '';
    expect(beforeScripts).toContain('Dunes Shelf');
    const served = servedAnswersOf(html);
    const api = await t.app.inject({ url: `/api/collections/${id}?page=1` });
    expect(served[`/api/collections/${id}?page=1`]).toEqual(collectionPageSchema.parse(api.json()));

    expect(metaValues(html, 'og:title')).toEqual([
      `Dunes Shelf by Curator${players}${kind.slice(0, 2)}`,
    ]);
    // The owner's words are escaped in the tags.
    expect(metaValues(html, 'og:description')).toEqual([
      'A collection of 1 build. Builds for &lt;b&gt;the deep desert&lt;/b&gt; &amp; more',
    ]);
    expect(html).not.toContain('<b>the deep desert</b>');
  });

  it('answers 404 for a Private collection and an unknown one, naming neither', async () => {
    const cookie = await curator();
    const id = await shelf(cookie, 'Hidden Shelf', 'Private');
    for (const url of [`/collection/${id}`, '/collection/AAAAAAAAAAAA', '/collection/nope']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Hidden Shelf');
      expect(metaValues(response.body, 'og:title')).toEqual(['Arrakis Planner']);
    }
  });
});
