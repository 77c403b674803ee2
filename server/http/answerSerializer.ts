import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** `{ anyOf: [X, { type: 'null' }] }`, zod's nullable, as `{ ...X, type: [X.type, 'null'] }`. */
function nullableAsTypeList(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return schema;
  const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1;
  const [first, second] = branches as [JsonSchema, JsonSchema];
  const other = isNull(first) ? second : isNull(second) ? first : undefined;
  if (other === undefined || typeof other.type !== 'string') return schema;
  const rest = { ...schema };
  delete rest.anyOf;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

/**
 * The JSON Schema of a response's zod schema as fast-json-stringify reads it: nullable values
 * as type lists (its tuples refuse an `anyOf` item), every nested schema alike.
 */
function forStringify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forStringify);
  if (schema === null || typeof schema !== 'object') return schema;
  const walked: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) walked[key] = forStringify(value);
  return nullableAsTypeList(walked);
}

/**
 * Every answer is written by fast-json-stringify from its route's zod response schema: only the
 * declared fields leave, as with zod's serializer, far faster. Without a JSON form: zod's own.
 */
export const answerSerializer: FastifySerializerCompiler<unknown> = (route) => {
  if (!(route.schema instanceof z.ZodType)) return zodSerializerCompiler(route as never);
  let json: unknown;
  try {
    json = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7' });
  } catch {
    return zodSerializerCompiler(route as never);
  }
  return fastJsonStringify(forStringify(json) as Schema);
};
