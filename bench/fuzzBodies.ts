import {
  deepArrayJson,
  deepObjectJson,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  PROTO_KEYS,
  type Random,
} from './fuzzRandom';

/**
 * Hostile request bodies for the server fuzz suite: bodies shaped by the route's own JSON schema
 * (from the OpenAPI document) with hostile values in them, then broken every way a client or an
 * attacker breaks them: wrong types, missing fields, huge strings, odd unicode and null bytes,
 * nested arrays, prototype keys, invalid JSON, wrong content types.
 */

/** The JSON schema of a body, as the OpenAPI document gives it (only what the fuzzer reads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  default?: unknown;
  $ref?: string;
}

/** What one case sends: the raw body text (if any) and its Content-Type (if any). */
export interface FuzzBody {
  kind: FuzzBodyKind;
  payload?: string;
  contentType?: string;
}

export const FUZZ_BODY_KINDS = [
  'schema-shaped',
  'mutated-field',
  'wrong-type',
  'missing-fields',
  'huge-string',
  'hostile-unicode',
  'proto-keys',
  'nested-arrays',
  'invalid-json',
  'wrong-content-type',
  'empty',
] as const;
export type FuzzBodyKind = (typeof FUZZ_BODY_KINDS)[number];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const JSON_TYPE = 'application/json';

/** A well-formed UUID drawn from `random`, so a case is made again from its seed. */
export function seededUuid(random: Random): string {
  const hex = random.text(32, '0123456789abcdef');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** A value that fits `schema` (roughly: formats and patterns are guessed), hostile inside. */
function shaped(random: Random, schema: JsonSchema | undefined, depth = 0): Json {
  if (!schema || depth > 6) return random.pick(HOSTILE_STRINGS.slice(0, 10));
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum) as Json;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return shaped(random, random.pick(choices), depth + 1);
  if (schema.allOf && schema.allOf.length > 0) return shaped(random, schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  switch (random.pick(types)) {
    case 'string':
      return shapedString(random, schema);
    case 'integer':
      return random.int(schema.minimum ?? 0, Math.min(schema.maximum ?? 1000, 1e9));
    case 'number':
      return random.chance(0.8)
        ? random.int(schema.minimum ?? 0, Math.min(schema.maximum ?? 1000, 1e9))
        : random.pick(HOSTILE_NUMBERS);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: random.int(0, 4) }, () =>
        shaped(random, schema.items, depth + 1),
      );
    default: {
      const object: Record<string, Json> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.6)) {
          object[key] = shaped(random, property, depth + 1);
        }
      }
      return object;
    }
  }
}

function shapedString(random: Random, schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return random.chance(0.8) ? `${random.text(8, 'abcdefgh')}@sietch.test` : 'a@b';
    case 'uuid':
      return seededUuid(random);
    case 'date':
      return '2026-11-20';
    case 'date-time':
      return new Date().toISOString();
    case 'uri':
      return 'https://www.duneawakening.com/news';
    default:
      break;
  }
  if (random.chance(0.3)) return random.pick(HOSTILE_STRINGS);
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 200));
  return random.text(random.int(min, max));
}

/** A value of a different JSON type than usual, or a hostile one. */
function wrongValue(random: Random): Json {
  return random.pick<Json>([
    null,
    true,
    0,
    -1,
    1e308,
    '',
    'x',
    [],
    {},
    [[[]]],
    { $gt: '' },
    random.pick(HOSTILE_STRINGS),
    random.pick(HOSTILE_NUMBERS),
  ]);
}

/** The objects inside a value, the value itself included. */
function objectsIn(value: Json): Record<string, Json>[] {
  const found: Record<string, Json>[] = [];
  const stack: Json[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === undefined || item === null || typeof item !== 'object') continue;
    if (!Array.isArray(item)) found.push(item);
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push(child);
  }
  return found;
}

/** Sets `key` as an own property, `__proto__` included (plain assignment would not). */
function setOwn(target: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** Every string inside `value` replaced by a hostile one. */
function hostileStrings(random: Random, value: Json): Json {
  if (typeof value === 'string') {
    return random.pick(HOSTILE_STRINGS.filter((s) => s.length < 1000)) + random.text(2);
  }
  if (Array.isArray(value)) return value.map((item) => hostileStrings(random, item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, hostileStrings(random, item)]),
    );
  }
  return value;
}

const BROKEN_JSON = [
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  '[1,2',
  "{'a':1}",
  'undefined',
  'NaN',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":',
  '\uFEFF{}',
  '{"a":1e999}',
  '-',
  '"unterminated',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----arrakis',
  'application/xml',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/octet-stream',
  '*/*',
];

/** One hostile body for a route whose body schema is `schema` (undefined: it takes none). */
export function hostileBody(random: Random, schema: JsonSchema | undefined): FuzzBody {
  const kind = random.pick(FUZZ_BODY_KINDS);
  const json = (value: Json): FuzzBody => ({
    kind,
    payload: JSON.stringify(value),
    contentType: JSON_TYPE,
  });
  const base = shaped(random, schema);
  switch (kind) {
    case 'schema-shaped':
      return json(base);
    case 'mutated-field': {
      const targets = objectsIn(base);
      const target = targets.length > 0 ? random.pick(targets) : undefined;
      const keys = target ? Object.keys(target) : [];
      if (!target || keys.length === 0) return json(wrongValue(random));
      target[random.pick(keys)] = wrongValue(random);
      return json(base);
    }
    case 'wrong-type':
      return json(random.pick<Json>([[base], 'body', 42, null, true, [], [{}]]));
    case 'missing-fields': {
      for (const target of objectsIn(base)) {
        for (const key of Object.keys(target)) {
          if (random.chance(0.5)) Reflect.deleteProperty(target, key);
        }
      }
      return json(base);
    }
    case 'huge-string': {
      // Under and over the 64 KiB body limit: a 413 above it, a field's own limit below.
      const size = random.pick([10_000, 60_000, 70_000, 300_000]);
      const huge = random.chance(0.5) ? 'x'.repeat(size) : '\u{1F3DC}'.repeat(size / 4);
      const target = objectsIn(base)[0];
      const keys = target ? Object.keys(target) : [];
      if (!target || keys.length === 0) return json(huge);
      target[random.pick(keys)] = huge;
      return json(base);
    }
    case 'hostile-unicode':
      return json(hostileStrings(random, base));
    case 'proto-keys': {
      const targets = objectsIn(base);
      const target = targets.length > 0 ? random.pick(targets) : {};
      const key = random.pick(PROTO_KEYS);
      setOwn(
        target,
        key,
        key === 'constructor' ? { prototype: { polluted: 'yes' } } : { polluted: 'yes' },
      );
      return json(targets.length > 0 ? base : target);
    }
    case 'nested-arrays': {
      const depth = random.pick([10, 1_000, 20_000]);
      const deep = random.chance(0.5) ? deepArrayJson(depth) : deepObjectJson(depth);
      const text = JSON.stringify(base);
      const payload =
        text.startsWith('{') && text !== '{}' && random.chance(0.7)
          ? text
              .replace(/^\{/, `{"nested":${deep},`)
              .replace(/:("[^"]*"|[-\d.e]+|true|false|null)/, `:${deep}`)
          : deep;
      return { kind, payload, contentType: JSON_TYPE };
    }
    case 'invalid-json': {
      const text = JSON.stringify(base);
      const payload = random.chance(0.5)
        ? text.slice(0, random.int(0, Math.max(0, text.length - 1)))
        : random.pick(BROKEN_JSON);
      return { kind, payload, contentType: JSON_TYPE };
    }
    case 'wrong-content-type': {
      const payload = random.chance(0.5) ? JSON.stringify(base) : 'build_name=x&data=y';
      return random.chance(0.15)
        ? { kind, payload }
        : { kind, payload, contentType: random.pick(WRONG_CONTENT_TYPES) };
    }
    case 'empty':
      return random.pick<FuzzBody>([
        { kind },
        { kind, contentType: JSON_TYPE },
        { kind, payload: '', contentType: JSON_TYPE },
        { kind, payload: 'null', contentType: JSON_TYPE },
        { kind, payload: '{}', contentType: JSON_TYPE },
      ]);
  }
}
