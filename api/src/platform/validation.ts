import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * Bodies are validated strictly: a number sent as a string, or an unknown field, is an error naming the field.
 * Query strings and path parameters arrive as text, so they are coerced to the declared type first.
 */
export function registerValidation(app: FastifyInstance): void {
  const base = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false } as const;
  const strict = addFormats(new Ajv({ ...base, coerceTypes: false }));
  const coercing = addFormats(new Ajv({ ...base, coerceTypes: 'array' }));
  // No body at all is read as an empty object: the answer then names the missing fields.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method)) request.body = {};
  });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body' && (schema as Record<string, unknown>)['x-multipart']) return () => true;
    return (httpPart === 'body' ? strict : coercing).compile(schema);
  });
}
