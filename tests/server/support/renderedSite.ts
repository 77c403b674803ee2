import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir } from '../helpers';
import { writeServerEntry } from './servedAnswersBlock';

/**
 * A built client stand-in whose pages the real server entry renders (its index.html carries the
 * site's own og:title), for the page tests' `CLIENT_DIR`.
 */
export function makeRenderedSite(prefix: string): string {
  const client = join(makeTempDir(prefix), 'client');
  mkdirSync(client);
  writeFileSync(
    join(client, 'index.html'),
    '<!doctype html><html><head><meta property="og:title" content="Arrakis Planner" /></head><body><div id="root"></div></body></html>',
  );
  writeServerEntry(client, 'real');
  return client;
}

/** The `content` of each `<meta>` tag with this property or name, in order. */
export function metaValues(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta\\s+(?:property|name)="${key}"\\s+content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '');
}
