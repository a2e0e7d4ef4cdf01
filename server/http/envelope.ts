import { z } from 'zod';
import { type Envelope, RESULT_CODE } from '../../src/contract';

/** docs/protocol.md: every answer is `{code, data, message}`. */
export function successEnvelope<T>(data: T): Envelope<T> {
  return { code: RESULT_CODE.success, data, message: '' };
}

export function failureEnvelope(code: string, message: string, data: unknown = null): Envelope<unknown> {
  return { code, data, message };
}

/**
 * The JSON Schema of a success envelope around `data`, for a serializer compiled from it (an endpoint's
 * `serialize: 'schema'`): the contract's own schema, as the answer leaves it (`io: 'output'`).
 */
export function successEnvelopeJsonSchema(data: z.ZodType): Record<string, unknown> {
  const envelope = z.object({ code: z.string(), data, message: z.string() });
  const { $schema: _draft, ...schema } = z.toJSONSchema(envelope, { io: 'output', target: 'draft-7' });
  return withNullableTypes(schema) as Record<string, unknown>;
}

/**
 * `anyOf: [{type: T}, {type: 'null'}]` (zod's nullable) as `type: [T, 'null']`: the same values, but a
 * serializer writes the second with a type test where the first makes it validate each value against both.
 */
function withNullableTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableTypes);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withNullableTypes(value)]),
  ) as Record<string, unknown>;
  const { anyOf, ...rest } = node;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return node;
  const [value, none] = anyOf as Record<string, unknown>[];
  const simple = typeof value?.type === 'string' && value.type !== 'object' && value.type !== 'array';
  if (!simple || none?.type !== 'null' || Object.keys(none).length !== 1) return node;
  return { ...rest, ...value, type: [value.type, 'null'] };
}
