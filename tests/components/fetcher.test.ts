import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiUrl } from '../../src/api/apiUrl';
import { fetcher, LOAD_FAILED } from '../../src/api/fetcher';
import { ApiRequestError } from '../../src/api/requestJson';
import { swrConfig } from '../../src/api/swrConfig';

function answer(body: string, init: ResponseInit = {}) {
  return vi.fn<typeof fetch>().mockResolvedValue(new Response(body, init));
}

describe('apiUrl', () => {
  it('joins the origin and the first element of the key without its leading slash', () => {
    expect(apiUrl('/api/classes', 'https://planner.test')).toBe('https://planner.test/api/classes');
    expect(apiUrl(['/api/classes/mentat', 2], 'https://planner.test')).toBe(
      'https://planner.test/api/classes/mentat',
    );
    expect(apiUrl('api/skill-trees', 'https://planner.test')).toBe(
      'https://planner.test/api/skill-trees',
    );
  });

  it("uses the page's origin by default and VITE_API_ORIGIN when set", () => {
    expect(apiUrl('/api/classes')).toBe(`${window.location.origin}/api/classes`);
    vi.stubEnv('VITE_API_ORIGIN', 'https://api.example.org/');
    expect(apiUrl('/api/classes')).toBe('https://api.example.org/api/classes');
  });
});

describe('fetcher', () => {
  let errorLog: MockInstance<typeof console.error>;
  beforeEach(() => {
    // Restored after each test by the setup file.
    errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('sends a GET with cookies, no caching and cors mode, and reads JSON', async () => {
    const fetchMock = answer(JSON.stringify([{ id: 1, name: 'Trooper' }]), { status: 200 });
    vi.stubGlobal('fetch', fetchMock);

    await expect(fetcher(['/api/classes'])).resolves.toEqual([{ id: 1, name: 'Trooper' }]);
    expect(fetchMock).toHaveBeenCalledWith(
      `${window.location.origin}/api/classes`,
      expect.objectContaining({
        method: 'GET',
        credentials: 'include',
        cache: 'no-store',
        mode: 'cors',
      }),
    );
    expect(errorLog).not.toHaveBeenCalled();
  });

  it("fails with the status and the server's message, and logs a Query error", async () => {
    const notFound = { statusCode: 404, error: 'Not Found', message: 'Class not found' };
    vi.stubGlobal('fetch', answer(JSON.stringify(notFound), { status: 404 }));

    const failure = fetcher('/api/classes/fremen');
    await expect(failure).rejects.toThrow('Class not found');
    const error: unknown = await failure.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(404);
    expect(errorLog).toHaveBeenCalledWith('Query error', error);
  });

  it("falls back to the spec's load-failure text when the answer says nothing", async () => {
    vi.stubGlobal('fetch', answer('', { status: 503, statusText: 'Service Unavailable' }));
    const error: unknown = await fetcher('/news.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(LOAD_FAILED);
    expect((error as ApiRequestError).status).toBe(503);
  });

  it('fails when a success is not JSON (a page the host answered instead of the API)', async () => {
    vi.stubGlobal('fetch', answer('<!doctype html>', { status: 200 }));
    const error: unknown = await fetcher('/news.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(LOAD_FAILED);
  });

  it('logs and rethrows network failures', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    const error: unknown = await fetcher('/news.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(0);
    expect((error as ApiRequestError).message).toBe(LOAD_FAILED);
    expect(errorLog).toHaveBeenCalledWith('Query error', error);
  });
});

describe('swrConfig', () => {
  it('never revalidates, polls or retries', () => {
    expect(swrConfig).toMatchObject({
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      refreshInterval: 0,
      shouldRetryOnError: false,
    });
    expect(swrConfig.dedupingInterval).toBeGreaterThanOrEqual(60 * 60 * 1000);
  });
});
