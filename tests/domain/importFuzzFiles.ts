import {
  deepArrayJson,
  deepObjectJson,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  PROTO_KEYS,
  type Random,
} from '../../bench/fuzzRandom';
import { BASE64URL } from '../../src/skills/bitStream';

/**
 * Hostile import files and share codes for the import fuzz suite: random bytes, huge numbers, deep
 * nesting, prototype keys, wrong types, truncated JSON, valid export files mutated one field at a
 * time, and valid share codes mutated one bit or character at a time. Every case is drawn from a
 * seeded PRNG, so a failure names a case that can be re-made.
 */

/** What a case feeds the import: the text of a file, or a share code. */
export type FuzzInput =
  { kind: FileCaseKind; text: string } | { kind: 'share-code'; code: unknown };

const FILE_CASE_KINDS = [
  'random-bytes',
  'truncated',
  'mutated-field',
  'huge-number',
  'deep-nesting',
  'proto-keys',
  'wrong-type',
] as const;
type FileCaseKind = (typeof FILE_CASE_KINDS)[number];

/** The key every prototype-pollution payload sets; it must never appear on `{}`. */
export const POLLUTION_MARK = 'polluted';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** An object with `key` as an own, enumerable property, even for `__proto__`. */
function withOwnKey(target: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A payload that would set `polluted` on Object.prototype if merged carelessly. */
function protoPayload(random: Random): Json {
  const mark: Record<string, Json> = {};
  withOwnKey(mark, POLLUTION_MARK, 'yes');
  const key = random.pick(PROTO_KEYS);
  const payload: Record<string, Json> = {};
  if (key === 'constructor') withOwnKey(payload, key, { prototype: mark });
  else withOwnKey(payload, key, mark);
  return payload;
}

/** A value of a random JSON type, hostile where it can be. */
function hostileValue(random: Random, depth = 0): Json {
  switch (random.int(0, 9)) {
    case 0:
      return random.pick(HOSTILE_STRINGS);
    case 1:
      return random.pick(HOSTILE_NUMBERS);
    case 2:
      return random.int(-1000, 1000);
    case 3:
      return random.chance(0.5);
    case 4:
      return null;
    case 5:
      return depth > 3
        ? []
        : Array.from({ length: random.int(0, 5) }, () => hostileValue(random, depth + 1));
    case 6:
      return protoPayload(random);
    case 7: {
      if (depth > 3) return {};
      const object: Record<string, Json> = {};
      for (let i = random.int(0, 4); i > 0; i -= 1) {
        withOwnKey(
          object,
          random.pick([...PROTO_KEYS, 'skillId', 'level', 'x']),
          hostileValue(random, depth + 1),
        );
      }
      return object;
    }
    case 8:
      return random.text(random.int(0, 40));
    default:
      return random.int(0, 1) === 0 ? 1.5 : -1;
  }
}

/** The containers (objects and arrays) of a value, each with the path to it. */
function containers(value: Json): (Json[] | Record<string, Json>)[] {
  const found: (Json[] | Record<string, Json>)[] = [];
  const stack: Json[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === undefined || item === null || typeof item !== 'object') continue;
    found.push(item);
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push(child);
  }
  return found;
}

/** A deep copy of a valid export with one field replaced, removed or joined by a proto key. */
function mutatedFile(random: Random, valid: Json): Json {
  const copy = structuredClone(valid);
  const mutations = random.int(1, 3);
  for (let m = 0; m < mutations; m += 1) {
    const target = random.pick(containers(copy));
    if (Array.isArray(target)) {
      if (target.length === 0 || random.chance(0.2)) target.push(hostileValue(random));
      else target[random.int(0, target.length - 1)] = hostileValue(random);
      continue;
    }
    const keys = Object.keys(target);
    const roll = random.int(0, 9);
    if (keys.length === 0 || roll === 0) {
      withOwnKey(target, random.pick(PROTO_KEYS), protoPayload(random));
    } else if (roll === 1) {
      Reflect.deleteProperty(target, random.pick(keys));
    } else {
      target[random.pick(keys)] = hostileValue(random);
    }
  }
  return copy;
}

/** A valid file with one of its numbers written as a number no double holds exactly. */
function hugeNumberText(random: Random, validText: string): string {
  const numbers = [...validText.matchAll(/(?<=[:[,]\s*)-?\d+(?=\s*[,\]}])/g)];
  const huge = random.pick([
    '1e999',
    '-1e999',
    '123456789012345678901234567890',
    '9007199254740993',
    '1e-999',
    '4294967296',
    '0.1e1000',
    '-0',
  ]);
  const hit = numbers.length > 0 ? random.pick(numbers) : undefined;
  if (hit?.index === undefined) return `{"customSkillPointCap":${huge}}`;
  return validText.slice(0, hit.index) + huge + validText.slice(hit.index + hit[0].length);
}

/** JSON nested very deep, as the whole file or as one field of a valid file. */
function deepText(random: Random, validText: string): string {
  // Parsing and walking 50,000 levels is the costly case: rare, so the suite stays fast.
  const depth = random.chance(0.005) ? 50_000 : random.pick([64, 512, 4_096]);
  const deep = random.chance(0.5)
    ? deepArrayJson(depth)
    : deepObjectJson(depth, random.pick(['a', '__proto__']));
  if (random.chance(0.3)) return deep;
  const field = random.pick([
    'buildOrigin',
    'characterBuild',
    'buildTags',
    'advancedTrainerAccess',
    'x',
  ]);
  // Last, so it wins over the file's own field of that name.
  return validText.replace(/\}\s*$/, `,"${field}":${deep}}`);
}

/** Prototype keys at the top of a valid file, or in place of a record's keys. */
function protoText(random: Random, validText: string): string {
  const key = random.pick(PROTO_KEYS);
  const mark = `{"${POLLUTION_MARK}":"yes"}`;
  const payload = key === 'constructor' ? `{"prototype":${mark}}` : mark;
  switch (random.int(0, 3)) {
    case 0:
      return validText.replace(/^\s*\{/, `{"${key}":${payload},`);
    case 1:
      return validText.replace(
        /"advancedTrainerAccess":\s*\{/,
        `"advancedTrainerAccess":{"${key}":true,`,
      );
    case 2:
      return validText.replace(
        /"characterBuild":\s*\[/,
        `"characterBuild":[{"${key}":${payload}},`,
      );
    default:
      return validText.replace(
        /"buildOrigin":\s*\{|^\s*\{/,
        (start) => `${start}"${key}":${payload},`,
      );
  }
}

/** A whole file of the wrong JSON type, or the right shape with every field's type wrong. */
function wrongTypeText(random: Random, valid: Json): string {
  if (random.chance(0.4)) {
    return JSON.stringify(random.pick<Json>([null, 0, 1e308, 'build', true, [], [valid], '']));
  }
  const copy = structuredClone(valid);
  if (copy === null || typeof copy !== 'object' || Array.isArray(copy)) return '{}';
  for (const key of Object.keys(copy)) {
    const was = copy[key] ?? null;
    copy[key] = random.pick<Json>(
      typeof was === 'string'
        ? [1, true, null, ['a'], { a: 1 }]
        : typeof was === 'number'
          ? ['1', true, null, [1], { n: 1 }]
          : Array.isArray(was)
            ? ['[]', 1, { 0: 1 }, null]
            : ['x', 1, [], true],
    );
  }
  return JSON.stringify(copy);
}

/** Random bytes read as text, as a file that is not JSON at all would be. */
function randomBytesText(random: Random): string {
  const bytes = Buffer.alloc(random.int(0, 2_000));
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = random.int(0, 255);
  return bytes.toString(random.chance(0.5) ? 'utf8' : 'latin1');
}

/** A valid share code with one bit of one character flipped, or cut, doubled or spliced. */
function mutatedShareCode(random: Random, code: string): unknown {
  if (random.chance(0.05)) return random.pick<unknown>([null, 42, {}, [], code.split(''), true]);
  const at = random.int(0, Math.max(0, code.length - 1));
  switch (random.int(0, 5)) {
    case 0:
    case 1: {
      const index = BASE64URL.indexOf(code[at] ?? 'A');
      const flipped = BASE64URL[(index ^ (1 << random.int(0, 5))) & 63] ?? 'A';
      return code.slice(0, at) + flipped + code.slice(at + 1);
    }
    case 2:
      return code.slice(0, at);
    case 3:
      return code.slice(0, at) + random.text(random.int(1, 4), BASE64URL) + code.slice(at);
    case 4:
      return code + code.slice(at);
    default:
      return (
        code.slice(0, at) +
        random.pick(['=', '/', '+', ' ', '\u0000', 'é', '.']) +
        code.slice(at + 1)
      );
  }
}

/** The valid material cases are made from: export files (as values and text) and share codes. */
export interface FuzzSeeds {
  files: { value: Json; text: string }[];
  shareCodes: string[];
}

/** One hostile case drawn from `random` (one in eight is a share code). */
export function hostileCase(random: Random, seeds: FuzzSeeds): FuzzInput {
  if (random.chance(0.125)) {
    return { kind: 'share-code', code: mutatedShareCode(random, random.pick(seeds.shareCodes)) };
  }
  const file = random.pick(seeds.files);
  const kind = random.pick(FILE_CASE_KINDS);
  switch (kind) {
    case 'random-bytes':
      return { kind, text: randomBytesText(random) };
    case 'truncated':
      return { kind, text: file.text.slice(0, random.int(0, file.text.length - 1)) };
    case 'mutated-field':
      return { kind, text: JSON.stringify(mutatedFile(random, file.value)) };
    case 'huge-number':
      return { kind, text: hugeNumberText(random, file.text) };
    case 'deep-nesting':
      return { kind, text: deepText(random, file.text) };
    case 'proto-keys':
      return { kind, text: protoText(random, file.text) };
    case 'wrong-type':
      return { kind, text: wrongTypeText(random, file.value) };
  }
}

/** Parses an export file's text as the JSON value mutations start from. */
export function jsonOf(text: string): Json {
  return JSON.parse(text) as Json;
}
