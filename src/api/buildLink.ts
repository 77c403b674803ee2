import { parseBuildRecord } from './contract/buildRecord';
import { LINK_MODERATION_MESSAGE } from './contract/savedBuildsTexts';
import type { BuildLinkRequest } from './contract';
import { apiUrl, HttpError } from './fetcher';

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

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function moderationMessage(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (error !== 'MODERATION_FAILED') return null;
  return typeof message === 'string' && message !== '' ? message : LINK_MODERATION_MESSAGE;
}

/** Creates a share link; never throws. */
export async function createBuildLink(
  body: BuildLinkRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<CreateBuildLinkResult> {
  let response: Response;
  try {
    response = await fetchImpl(apiUrl('/api/build-link'), {
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, moderation: false, message: LINK_NETWORK_ERROR };
  }
  const json = await readJson(response);
  if (response.ok) {
    // The contract, with zod, loads with the first link made: the planner loads this module, and
    // its own load must not build zod's schemas.
    const contract = await import('./contract').catch(() => null);
    if (!contract) return { ok: false, moderation: false, message: LINK_NETWORK_ERROR };
    const created = contract.buildLinkCreatedSchema.safeParse(json);
    return created.success && created.data.url !== ''
      ? { ok: true, url: created.data.url }
      : { ok: false, moderation: false, message: LINK_FAILED };
  }
  if (response.status === 400) {
    const message = moderationMessage(json);
    if (message !== null) return { ok: false, moderation: true, message };
  }
  return {
    ok: false,
    moderation: false,
    message: response.status >= 500 ? LINK_SERVER_ISSUE : LINK_FAILED,
  };
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
 * `HttpError` for a non-OK answer (404: no such link) and an Error for an unreadable one.
 */
export async function fetchBuildLink(
  linkId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SharedBuildLink> {
  const response = await fetchImpl(apiUrl(`/api/build-link/${encodeURIComponent(linkId)}`), {
    method: 'GET',
    credentials: 'include',
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    let body = '';
    try {
      body = await response.text();
    } catch {
      // The status alone says enough.
    }
    throw new HttpError(response.status, body, response.statusText);
  }
  const record = parseBuildRecord(await readJson(response));
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
