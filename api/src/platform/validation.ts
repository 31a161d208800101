import { Ajv, type SchemaValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { isIsoDate, isIsoDateTime } from '../../../domain/dates.rules.ts';
import { normalizeText, textProblem, type TextKind } from '../../../domain/text.rules.ts';
import { badRequest } from './errors.ts';
import { INT32_MAX } from './input-types.ts';
import { guardSchema, numericProperties, type NumericKind } from './schema-guards.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * Bodies are validated strictly: a number sent as a string, or an unknown field, is an error naming the field.
 * Query strings and path parameters arrive as text, so they are coerced to the declared type first, and a number
 * must be written in plain decimal digits ("0x10", "1e1", " 1", "+1" and "1.0" are refused, not read as numbers).
 * Every string is checked for forbidden characters and stored in NFC (domain/text.rules.ts). The work is linear
 * in the size of the request: see schema-guards.ts for why arrays and strings are checked for length first.
 */
export function registerValidation(app: FastifyInstance): void {
  const base = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false } as const;
  const strict = configure(new Ajv({ ...base, coerceTypes: false }));
  const coercing = configure(new Ajv({ ...base, coerceTypes: 'array' }));
  app.addHook('preValidation', async (request) => {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method)) return;
    // No body at all is read as an empty object: the answer then names the missing fields.
    if (request.body === undefined) request.body = {};
    // A call that takes no body refuses one, as a body field would be refused: silently ignoring it hides mistakes.
    else if (!request.routeOptions.schema?.body && !isEmpty(request.body)) {
      throw badRequest('This call takes no request body', [{ field: 'body', message: 'must be empty' }]);
    }
  });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body' && (schema as Record<string, unknown>)['x-multipart']) return () => true;
    const check = (httpPart === 'body' ? strict : coercing).compile(guardSchema(schema) as object);
    const numbers = httpPart === 'body' ? new Map<string, NumericKind>() : numericProperties(schema);
    const validate: ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null } = (data: unknown) => {
      const refused = numbers.size ? undecimalNumbers(data, numbers) : [];
      const valid = refused.length === 0 && check(data);
      validate.errors = refused.length ? refused : check.errors;
      return valid;
    };
    return validate;
  });
}

function configure(ajv: Ajv): Ajv {
  addFormats(ajv);
  // Stricter than ajv-formats: a year PostgreSQL and the exports can hold (domain/dates.rules.ts), an explicit offset.
  ajv.addFormat('date', { type: 'string', validate: isIsoDate });
  ajv.addFormat('date-time', { type: 'string', validate: isIsoDateTime });
  ajv.addFormat('id-list', { type: 'string', validate: (s: string) => s.split(',').every((id) => /^\d+$/.test(id) && Number(id) >= 1 && Number(id) <= INT32_MAX) });
  const checkText: SchemaValidateFunction = function checkText(kind: TextKind, data: unknown, _schema, where) {
    if (typeof data !== 'string') return true;
    const problem = textProblem(data, kind);
    if (problem) {
      (checkText as SchemaValidateFunction).errors = [{ keyword: 'x-text', message: problem, params: { kind }, instancePath: where?.instancePath ?? '', schemaPath: '' }];
      return false;
    }
    const normal = normalizeText(data, kind);
    if (normal !== data && where?.parentData) (where.parentData as Record<string | number, unknown>)[where.parentDataProperty] = normal;
    return true;
  };
  // Untyped, so Ajv runs it before the string keywords: maxLength then counts the text as stored (NFC may lengthen it).
  ajv.addKeyword({ keyword: 'x-text', schemaType: 'string', modifying: true, errors: true, validate: checkText });
  return ajv;
}

const DECIMAL: Record<NumericKind, RegExp> = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ };

/** Ajv would read "0x10" as 16 and " 1" as 1: raw query and path numbers must be decimal digits. */
function undecimalNumbers(data: unknown, numbers: Map<string, NumericKind>) {
  if (typeof data !== 'object' || data === null) return [];
  const errors: FastifySchemaValidationError[] = [];
  for (const [name, kind] of numbers) {
    const value = (data as Record<string, unknown>)[name];
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((t) => typeof t === 'string' && !DECIMAL[kind].test(t))) {
      const what = kind === 'integer' ? 'a whole number' : 'a number';
      errors.push({ instancePath: `/${name}`, schemaPath: `#/properties/${name}/type`, keyword: 'type', params: { type: kind }, message: `must be ${what} written in decimal digits` });
    }
  }
  return errors;
}

function isEmpty(body: unknown): boolean {
  if (body === null || body === '') return true;
  return typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body) && Object.keys(body as object).length === 0;
}
