import { describe, expect, it } from 'vitest';
import { PLANNER_GATE_SCRIPT } from '../../server/http/plannerGate';
import { LOAD_BUILD_KEY } from '../../src/api/contract/plannerOpening';
import { shareCodeFromHash } from '../../src/planner/sharing/shareFragment';

/** Runs the gate as the browser would, on an address fragment and a storage; the page's classes. */
function runGate(
  hash: string,
  stored: Record<string, string> = {},
  storageThrows = false,
): string[] {
  const classes: string[] = [];
  const localStorage = {
    getItem(key: string): string | null {
      if (storageThrows) throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const document = {
    documentElement: { classList: { add: (name: string) => classes.push(name) } },
  };
  // The script as the page runs it, with these three as its globals.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const gate = new Function('location', 'localStorage', 'document', PLANNER_GATE_SCRIPT) as (
    location: { hash: string },
    storage: typeof localStorage,
    doc: typeof document,
  ) => void;
  gate({ hash }, localStorage, document);
  return classes;
}

describe("the planner's gate (server/http/plannerGate.ts)", () => {
  it('marks the page exactly when the fragment carries a share code, as the planner reads it', () => {
    for (const hash of [
      '',
      '#',
      '#build=',
      '#build=%20',
      '#build=abc',
      '#x=1&build=abc',
      '#builds=abc',
      '#build=  abc ',
      'build=abc',
    ]) {
      const opens = shareCodeFromHash(hash) !== null;
      expect(runGate(hash), hash).toEqual(opens ? ['planner-opens-build'] : []);
    }
  });

  it('marks the page when a hand-over waits in local storage', () => {
    expect(runGate('', { [LOAD_BUILD_KEY]: '{}' })).toEqual(['planner-opens-build']);
    expect(runGate('', { other: 'x' })).toEqual([]);
  });

  it('leaves the page alone when storage cannot be read', () => {
    expect(runGate('', {}, true)).toEqual([]);
  });
});
