import { describe, expect, it, vi } from 'vitest';
import {
  buildLinkShareUrl,
  createBuildLink,
  fetchBuildLink,
  LINK_FAILED,
  LINK_NETWORK_ERROR,
  LINK_SERVER_ISSUE,
} from '../../../src/api/buildLink';
import { HttpError } from '../../../src/api/fetcher';
import { emptyBuild } from '../../../src/skills/emptyBuild';

const body = { data: emptyBuild(), build_guide: '' };
const answer = (status: number, json: unknown) =>
  vi.fn<typeof fetch>().mockResolvedValue(
    new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('createBuildLink', () => {
  it('posts the build as JSON with cookies and returns the link id', async () => {
    const fetchMock = answer(201, { url: 'abc123' });
    expect(await createBuildLink(body, fetchMock)).toEqual({ ok: true, url: 'abc123' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${window.location.origin}/api/build-link`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init?.body as string)).toEqual(body);
  });

  it('reports a moderation refusal with its message', async () => {
    const fetchMock = answer(400, {
      statusCode: 400,
      error: 'MODERATION_FAILED',
      message:
        'Your build content was flagged and a shareable link could not be created. Please revise.',
    });
    expect(await createBuildLink(body, fetchMock)).toEqual({
      ok: false,
      moderation: true,
      message:
        'Your build content was flagged and a shareable link could not be created. Please revise.',
    });
  });

  it('says the spec’s texts for server, client and network failures', async () => {
    expect(await createBuildLink(body, answer(503, {}))).toMatchObject({
      message: LINK_SERVER_ISSUE,
    });
    expect(await createBuildLink(body, answer(400, { error: 'Bad Request' }))).toMatchObject({
      moderation: false,
      message: LINK_FAILED,
    });
    expect(await createBuildLink(body, answer(201, { nope: 1 }))).toMatchObject({
      message: LINK_FAILED,
    });
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await createBuildLink(body, offline)).toMatchObject({ message: LINK_NETWORK_ERROR });
  });

  it('makes the share address from the link id', () => {
    expect(buildLinkShareUrl('a b', 'https://planner.test/')).toBe(
      'https://planner.test/skill-trees?link=a%20b',
    );
  });
});

describe('fetchBuildLink', () => {
  it('reads a shared build, parsing data sent as a JSON string', async () => {
    const fetchMock = answer(200, {
      data: JSON.stringify(emptyBuild()),
      build_name: 'Shared',
      build_guide: '# Hi',
      sharing: 'Private',
      likes: 0,
      url: 'abc',
      game_version: '1.5',
    });
    const link = await fetchBuildLink('abc', fetchMock);
    expect(link).toMatchObject({ build_name: 'Shared', build_guide: '# Hi', game_version: '1.5' });
    expect(link.data).toEqual(emptyBuild());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${window.location.origin}/api/build-link/abc`);
  });

  it('throws an HttpError for a missing link', async () => {
    await expect(fetchBuildLink('gone', answer(404, { message: 'no' }))).rejects.toBeInstanceOf(
      HttpError,
    );
  });
});
