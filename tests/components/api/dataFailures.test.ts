import { afterAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DATA_FAILURES } from '../../../src/api/dataFailures';
import { fetcher } from '../../../src/api/fetcher';
import { ApiRequestError } from '../../../src/api/requestJson';

let errorLog: MockInstance<typeof console.error>;
beforeEach(() => {
  // Restored after each test by the setup file.
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe("the spec's game-data failures", () => {
  it.each([
    ['/api/classes', 'Failed to fetch classes'],
    ['/api/skill-trees', 'Failed to fetch skill trees'],
    ['/api/classes/mentat', 'Failed to fetch class'],
    ['/api/classes/2/skill-trees', 'Failed to fetch skill trees'],
    ['/api/skill-trees/7/skills', 'Failed to fetch skills'],
  ])('GET %s fails as %j without a server message, and logs it', async (path, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 502 })),
    );
    const error: unknown = await fetcher(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(text);
    expect((error as ApiRequestError).status).toBe(502);
    expect(errorLog).toHaveBeenCalledWith('Query error', error);
  });

  it('says it for a network failure too, and keeps the server’s own message', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    await expect(fetcher(['/api/classes'])).rejects.toThrow('Failed to fetch classes');
    const told = { statusCode: 503, error: 'Service Unavailable', message: 'Busy: try again.' };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(told), { status: 503 })),
    );
    await expect(fetcher('/api/skill-trees')).rejects.toThrow('Busy: try again.');
  });
});

describe('the game data chunk when a file cannot be fetched', () => {
  afterAll(() => {
    vi.resetModules();
  });

  it.each([
    ['classes', DATA_FAILURES.classDetails],
    ['skills', DATA_FAILURES.skills],
    ['trees', DATA_FAILURES.skillTrees],
  ] as const)('a lost %s chunk fails the load as %j, logged', async (file, text) => {
    vi.resetModules();
    vi.doMock(`../../../data/game/launch/${file}.json`, () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { loadGameIndex } = await import('../../../src/api/gameDataChunk');
    const failure: unknown = await loadGameIndex('launch').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(text);
    expect(errorLog).toHaveBeenCalledWith('Query error', failure);
    vi.doUnmock(`../../../data/game/launch/${file}.json`);
  });
});
