import { parseBuildRecord } from './contract/buildRecord';
import { LINK_MODERATION_MESSAGE } from './contract/savedBuildsTexts';
import type { BuildLinkCreated, BuildLinkRequest } from './contract';
import { ApiRequestError, requestJson } from './requestJson';

/**
 * Build links (spec §7): `POST /api/build-link` creates one, anonymous allowed;
 * `GET /api/build-link/{id}` reads one. The spec's failure texts (§8) are decided here, so every
 * screen that makes a link says the same thing.
 */

export const LINK_FAILED = 'Failed to generate link.';
export const LINK_SERVER_ISSUE = 'Failed to generate link due to a server issue.';
export const LINK_NETWORK_ERROR = 'Failed to generate link. Please check your connection.';
const SHARED_BUILD_UNREADABLE = 'The shared build could not be read.';

export type CreateBuildLinkResult =
  | { ok: true; url: string }
  /** Moderation refused the build's texts: the caller shows the moderation alert. */
  | { ok: false; moderation: true; message: string }
  | { ok: false; moderation: false; message: string };

/** The address to share for a link id: this site's origin plus `/skill-trees?link={id}`. */
export function buildLinkShareUrl(linkId: string, origin: string = window.location.origin): string {
  return `${origin.replace(/\/+$/, '')}/skill-trees?link=${encodeURIComponent(linkId)}`;
}

function moderationMessage(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (error !== 'MODERATION_FAILED') return null;
  return typeof message === 'string' && message !== '' ? message : LINK_MODERATION_MESSAGE;
}

// The contract, with zod, loads with the first link made: the planner loads this module, and its
// own load must not build zod's schemas.
const createdSchema = () =>
  import('./contract').then((contract) => contract.buildLinkCreatedSchema);

/** The spec's text for a failed call: moderation's own, else by what failed. */
function linkFailure(error: unknown): CreateBuildLinkResult {
  if (!(error instanceof ApiRequestError) || error.status === 0) {
    return { ok: false, moderation: false, message: LINK_NETWORK_ERROR };
  }
  const refusal = error.status === 400 ? moderationMessage(error.body) : null;
  if (refusal !== null) return { ok: false, moderation: true, message: refusal };
  const message = error.status >= 500 ? LINK_SERVER_ISSUE : LINK_FAILED;
  return { ok: false, moderation: false, message };
}

/** Creates a share link; never throws. */
export async function createBuildLink(body: BuildLinkRequest): Promise<CreateBuildLinkResult> {
  let created: BuildLinkCreated;
  try {
    created = await requestJson('/api/build-link', {
      method: 'POST',
      body,
      schema: createdSchema,
      fallbackMessage: LINK_FAILED,
    });
  } catch (error) {
    return linkFailure(error);
  }
  return created.url !== ''
    ? { ok: true, url: created.url }
    : { ok: false, moderation: false, message: LINK_FAILED };
}

/** A shared build as read: `data` parsed but not yet checked against game data. */
export interface SharedBuildLink {
  data: unknown;
  build_name: string;
  build_guide: string;
  url: string;
  /** The game data version the server checked the build against, when it says. */
  game_version: string | null;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * Reads a shared build. `data` may arrive as an object or as a JSON string (spec §3); it is
 * returned parsed but unchecked against game data, which is the caller's job. Throws an
 * `ApiRequestError` for a failed call (status 404: no such link) and an Error for an unreadable
 * answer.
 */
export async function fetchBuildLink(linkId: string): Promise<SharedBuildLink> {
  const answer = await requestJson<unknown>(`/api/build-link/${encodeURIComponent(linkId)}`, {
    fallbackMessage: SHARED_BUILD_UNREADABLE,
  });
  const record = parseBuildRecord(answer);
  if (record === null) throw new Error(SHARED_BUILD_UNREADABLE);
  const { fields } = record;
  return {
    data: record.data,
    build_name: record.buildName ?? '',
    build_guide: record.buildGuide ?? '',
    url: text(fields.url, linkId),
    game_version: typeof fields.game_version === 'string' ? fields.game_version : null,
  };
}
