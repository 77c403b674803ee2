import { describe, expect, it, vi } from 'vitest';
import {
  buildLinkShareUrl,
  createBuildLink,
  fetchBuildLink,
  LINK_FAILED,
  LINK_NETWORK_ERROR,
  LINK_SERVER_ISSUE,
} from '../../../src/api/buildLink';
import { ApiRequestError } from '../../../src/api/requestJson';
import { emptyBuild } from '../../../src/skills/emptyBuild';

const body = { data: emptyBuild(), build_guide: '' };
/** Answers every fetch with this status and JSON body; the stub is undone after each test. */
const answer = (status: number, json: unknown) => {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(json), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('createBuildLink', () => {
  it('posts the build as JSON with cookies and returns the link id', async () => {
    const fetchMock = answer(201, { url: 'abc123' });
    expect(await createBuildLink(body)).toEqual({ ok: true, url: 'abc123' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${window.location.origin}/api/build-link`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init?.body as string)).toEqual(body);
  });

  it('reports a moderation refusal with its message', async () => {
    answer(400, {
      statusCode: 400,
      error: 'MODERATION_FAILED',
      message:
        'Your build content was flagged and a shareable link could not be created. Please revise.',
    });
    expect(await createBuildLink(body)).toEqual({
      ok: false,
      moderation: true,
      message:
        'Your build content was flagged and a shareable link could not be created. Please revise.',
    });
  });

  it('says the spec’s texts for server, client and network failures', async () => {
    answer(503, {});
    expect(await createBuildLink(body)).toMatchObject({ message: LINK_SERVER_ISSUE });
    answer(400, { error: 'Bad Request' });
    expect(await createBuildLink(body)).toMatchObject({ moderation: false, message: LINK_FAILED });
    answer(201, { nope: 1 });
    expect(await createBuildLink(body)).toMatchObject({ message: LINK_FAILED });
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', offline);
    expect(await createBuildLink(body)).toMatchObject({ message: LINK_NETWORK_ERROR });
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
    const link = await fetchBuildLink('abc');
    expect(link).toMatchObject({ build_name: 'Shared', build_guide: '# Hi', game_version: '1.5' });
    expect(link.data).toEqual(emptyBuild());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${window.location.origin}/api/build-link/abc`);
  });

  it('throws an ApiRequestError with status 404 for a missing link', async () => {
    answer(404, { message: 'no' });
    await expect(fetchBuildLink('gone')).rejects.toMatchObject({ status: 404 });
    await expect(fetchBuildLink('gone')).rejects.toBeInstanceOf(ApiRequestError);
  });
});
