import type { TextKind } from '../../../domain/text.rules.ts';
import { INT32_MAX, INT32_MIN } from './input-types.ts';

/**
 * The schema Ajv compiles, derived from a route's schema (the documented one is left as written):
 * - an array's items (and a string's format and character check) are validated only when the array (string)
 *   is within its maxItems (maxLength). Ajv runs with allErrors, so otherwise 200,000 bad items would each be
 *   checked and reported: one error for the length is enough.
 * - every integer is bounded to PostgreSQL's `integer` when the schema says nothing tighter (a safety net: the
 *   schemas use Id/Int32, and tests/api/platform/request-bounds.test.ts checks they do).
 * - every string without a fixed value gets the `x-text` check of its kind (validation.ts): `secret` under a
 *   property named like a password, `line` unless the schema says otherwise (FreeText).
 */
export function guardSchema(schema: unknown, kind: TextKind = 'line'): unknown {
  if (Array.isArray(schema)) return schema.map((s) => guardSchema(s, kind));
  if (!isRecord(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.has(key) && isRecord(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) =>
        [name, guardSchema(sub, key === 'properties' && SECRET_NAME.test(name) ? 'secret' : kind)]));
    } else if (SUBSCHEMAS.has(key)) {
      out[key] = guardSchema(value, kind);
    } else {
      out[key] = value;
    }
  }
  if (hasType(out, 'integer')) boundInteger(out);
  if (hasType(out, 'string') && out.const === undefined && out.enum === undefined && out['x-text'] === undefined) out['x-text'] = kind;
  guardBehind(out, 'maxLength', ['format', 'x-text']);
  guardBehind(out, 'maxItems', ['items', 'prefixItems', 'additionalItems', 'contains', 'minContains', 'maxContains', 'uniqueItems', 'unevaluatedItems']);
  return out;
}

export type NumericKind = 'integer' | 'number';

/** The top-level properties that take only numbers: their raw query or path text must be plain decimal digits. */
export function numericProperties(schema: unknown): Map<string, NumericKind> {
  const found = new Map<string, NumericKind>();
  const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
  for (const [name, sub] of Object.entries(properties)) {
    const kinds = new Set(alternatives(sub).map(typeOf));
    if (kinds.size === 1 && kinds.has('integer')) found.set(name, 'integer');
    else if ([...kinds].every((k) => k === 'integer' || k === 'number')) found.set(name, 'number');
  }
  return found;
}

const SECRET_NAME = /password/i;
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SUBSCHEMAS = new Set([
  'items', 'prefixItems', 'additionalItems', 'contains', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems',
  'propertyNames', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else',
]);

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const hasType = (s: Record<string, unknown>, type: string) => s.type === type || (Array.isArray(s.type) && s.type.includes(type));

function boundInteger(s: Record<string, unknown>) {
  if (typeof s.maximum !== 'number' || s.maximum > INT32_MAX) s.maximum = INT32_MAX;
  if (typeof s.minimum !== 'number' || s.minimum < INT32_MIN) s.minimum = INT32_MIN;
}

/** Moves `keywords` under `if: {limit} then: {…}`, so they run only when the value is within the limit. */
function guardBehind(s: Record<string, unknown>, limit: 'maxLength' | 'maxItems', keywords: string[]) {
  if (typeof s[limit] !== 'number') return;
  const then: Record<string, unknown> = {};
  for (const k of keywords) {
    if (k in s) {
      then[k] = s[k];
      delete s[k];
    }
  }
  if (!Object.keys(then).length) return;
  const guard = { if: { [limit]: s[limit] }, then };
  if ('if' in s) s.allOf = [...(Array.isArray(s.allOf) ? s.allOf : []), guard];
  else Object.assign(s, guard);
}

/** A schema's alternatives: the members of its anyOf/oneOf (recursively), or itself. */
function alternatives(s: unknown): unknown[] {
  if (!isRecord(s)) return [s];
  const union = s.anyOf ?? s.oneOf;
  return Array.isArray(union) ? union.flatMap(alternatives) : [s];
}

function typeOf(s: unknown): string {
  if (!isRecord(s)) return 'any';
  if (typeof s.const === 'number') return Number.isInteger(s.const) ? 'integer' : 'number';
  return typeof s.type === 'string' ? s.type : 'any';
}
