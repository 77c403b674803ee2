import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { patchesSince, patchSinceDate } from '../../src/skills/patchSince';

/** The patches the community list can be narrowed to, read from the real progression data. */

const patches = readGameVersion(defaultGameDataDir, '1.5.3.6').progression?.patches ?? [];

describe('patches to filter by "updated since"', () => {
  it('lists every dated patch newest first, with the date it counts from', () => {
    expect(patchesSince(patches)).toEqual([
      { version: '1.5.3.6', since: '2026-10-06', label: '1.5.3.6 (2026-10-06)' },
      // Known by its month only, after 1.5: from 1.5's day, not the month's first.
      { version: '1.5.3.0', since: '2026-09-17', label: '1.5.3.0 (2026-09)' },
      { version: '1.5', since: '2026-09-17', label: '1.5 (2026-09-17)' },
      { version: '1.3.0.0', since: '2025-12-19', label: '1.3.0.0 (2025-12-19)' },
      { version: 'launch', since: '2025-06-10', label: 'launch (2025-06-10)' },
    ]);
  });

  it('counts from the first date a text gives, and skips a patch without one', () => {
    const patch = { version: 'x', skillChanges: 'y' };
    expect(patchSinceDate({ ...patch, date: '2025-12-19 (public test); live on 2026-02-03' })).toBe(
      '2025-12-19',
    );
    expect(patchSinceDate({ ...patch, date: 'some time in spring' })).toBeNull();
    expect(patchesSince([{ ...patch, date: 'unknown' }])).toEqual([]);
  });
});
