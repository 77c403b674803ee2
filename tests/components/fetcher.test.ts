import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiUrl, fetcher, HttpError, isNotFound } from '../../src/api/fetcher';
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
    expect(fetchMock).toHaveBeenCalledWith(`${window.location.origin}/api/classes`, {
      method: 'GET',
      credentials: 'include',
      cache: 'no-store',
      mode: 'cors',
    });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('turns a non-OK answer into "status: body" and logs a Query error', async () => {
    vi.stubGlobal('fetch', answer('class not found', { status: 404, statusText: 'Not Found' }));

    const failure = fetcher('/api/classes/fremen');
    await expect(failure).rejects.toThrow('404: class not found');
    const error: unknown = await failure.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(isNotFound(error)).toBe(true);
    expect(errorLog).toHaveBeenCalledWith('Query error', error);
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer('', { status: 503, statusText: 'Service Unavailable' }));
    const error: unknown = await fetcher('/api/classes').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('503: Service Unavailable');
    expect(isNotFound(error)).toBe(false);
  });

  it('logs and rethrows network failures', async () => {
    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(offline));
    await expect(fetcher('/api/classes')).rejects.toBe(offline);
    expect(errorLog).toHaveBeenCalledWith('Query error', offline);
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
