/**
 * The fuzz suites' source of chance: a small seeded PRNG (mulberry32), so a failing case is
 * found again by its seed and index, and the hostile values every fuzz suite draws from.
 */

/** A seeded stream of random choices. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A string of `length` characters drawn from `alphabet`. */
  text(length: number, alphabet?: string): string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_';

/** A PRNG seeded with `seed` (mulberry32: small, fast, good enough to pick test cases). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    text(length, alphabet = LETTERS) {
      let out = '';
      for (let i = 0; i < length; i += 1) out += alphabet[int(0, alphabet.length - 1)] ?? '';
      return out;
    },
  };
}

/** Keys that pollute a prototype when code copies objects carelessly. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Strings an attacker or a broken client sends: markup, control characters, odd unicode. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '\u202Egnp.exe',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  'Ṡ̷̡̛͈p̸̧̈́i̵̢͠c̶̨̛e̷͇̽',
  '👨‍👩‍👧‍👦'.repeat(40),
  '𝔄𝔯𝔯𝔞𝔨𝔦𝔰',
  '\r\n\r\nX-Injected: 1',
  '{{7*7}}',
  '${process.exit()}',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e309',
  'true',
  'null',
  'x'.repeat(5_000),
  'é'.repeat(70_000),
];

/** Numbers that break arithmetic, ranges and database integers. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e308,
  -1e308,
];

/** An array nested `depth` levels deep (JSON text, since objects that deep are built lazily). */
export function deepArrayJson(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** An object nested `depth` levels deep under key `key`, as JSON text. */
export function deepObjectJson(depth: number, key = 'a'): string {
  return `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;
}
