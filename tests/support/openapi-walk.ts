import assert from 'node:assert/strict';
import type { TestApp } from './test-app.ts';

/** A JSON schema as /api/openapi.json shows it (OpenAPI 3.0: a nullable union is `nullable: true`). */
export type Schema = Record<string, unknown> & {
  type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[];
  enum?: unknown[]; const?: unknown; format?: string; pattern?: string; maxLength?: number; maxItems?: number;
  minimum?: number; maximum?: number; 'x-text'?: string;
};
export interface Parameter { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema }
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** the documented path, `/api/employees/{id}` */
  path: string;
  parameters: Parameter[];
  /** the JSON request body, if the call takes one */
  body?: Schema;
  multipart: boolean;
}

/** Every operation of the live OpenAPI document. */
export async function openApiOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  assert.equal(res.statusCode, 200);
  const paths = res.json().paths as Record<string, Record<string, {
    parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> };
  }>>;
  return Object.entries(paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({
    method: method.toUpperCase() as Operation['method'],
    path,
    parameters: op.parameters ?? [],
    body: op.requestBody?.content?.['application/json']?.schema,
    multipart: !!op.requestBody?.content?.['multipart/form-data'],
  })));
}

export const isWrite = (op: Operation) => op.method !== 'GET';
export const label = (op: Operation) => `${op.method} ${op.path}`;

/** The documented path with its parameters filled: `{id}` → `values.id ?? fallback`. */
export function urlOf(op: Operation, values: Record<string, string> = {}, fallback = '1'): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? (name === 'year' ? String(new Date().getFullYear()) : fallback));
}

/** A value the schema does not describe by itself (object, array, union): the alternatives to look into. */
export function alternatives(s: Schema): Schema[] {
  const union = s.anyOf ?? s.oneOf;
  return union ? union.flatMap(alternatives) : [s];
}

/** The null of a nullable union (`{type: 'null'}`, or `{nullable: true, enum: [null]}` in OpenAPI 3.0). */
export const isNull = (s: Schema) => s.type === 'null' || (s.enum?.length === 1 && s.enum[0] === null);

export type JsonPath = (string | number)[];
export interface Leaf { path: JsonPath; schema: Schema }

/**
 * Every scalar a request body can hold, with the path to it (array items at index 0). A union of literals is one
 * leaf (a choice); the null of a nullable field is skipped.
 */
export function leaves(schema: Schema, path: JsonPath = []): Leaf[] {
  const members = alternatives(schema).filter((m) => !isNull(m));
  if (members.length > 1 && members.every((m) => m.const !== undefined || m.enum !== undefined)) return [{ path, schema: { enum: members.flatMap((m) => m.enum ?? [m.const]) } }];
  return members.flatMap((m) => {
    if (m.type === 'object' || m.properties) return Object.entries(m.properties ?? {}).flatMap(([name, sub]) => leaves(sub, [...path, name]));
    if (m.type === 'array') return m.items ? leaves(m.items, [...path, 0]) : [];
    return [{ path, schema: m }];
  });
}

/** Every array a request body can hold, with the path to it. */
export function arrays(schema: Schema, path: JsonPath = []): Leaf[] {
  return alternatives(schema).filter((m) => !isNull(m)).flatMap((m) => {
    if (m.type === 'object' || m.properties) return Object.entries(m.properties ?? {}).flatMap(([name, sub]) => arrays(sub, [...path, name]));
    if (m.type === 'array') return [{ path, schema: m }, ...(m.items ? arrays(m.items, [...path, 0]) : [])];
    return [];
  });
}

/** How the API names a field in its sub-errors: `managerList[0].id`, `[0].name`, `body` for the whole body. */
export function fieldName(path: JsonPath): string {
  const text = path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
  return text || 'body';
}

/** `value` placed at `path` in `body` (created when missing): arrays for number steps, objects otherwise. */
export function setPath(body: unknown, path: JsonPath, value: unknown): unknown {
  if (!path.length) return value;
  const [step, ...rest] = path;
  const container = (body ?? (typeof step === 'number' ? [] : {})) as Record<string | number, unknown>;
  container[step] = setPath(container[step], rest, value);
  return container;
}
