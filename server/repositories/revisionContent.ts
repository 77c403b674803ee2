import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Build } from '../../src/skills/buildSchema';

/**
 * A revision's build as stored: base64 of the raw-deflated JSON `{"build", "guide"}`, the format
 * migration 0022 wrote. Deflate shrinks a typical build's JSON to about a third, even in base64.
 */

/** What a revision keeps: the normalised build and its guide. */
export interface RevisionContent {
  build: Build;
  guide: string;
}

/** `data` is the normalised build's JSON as the saved build stores it. */
export function packRevision(data: string, guide: string): string {
  return deflateRawSync(`{"build":${data},"guide":${JSON.stringify(guide)}}`).toString('base64');
}

export function unpackRevision(content: string): RevisionContent {
  // Validated by the build schema when it was saved.
  return JSON.parse(
    inflateRawSync(Buffer.from(content, 'base64')).toString('utf8'),
  ) as RevisionContent;
}
