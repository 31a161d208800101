import type { FastifyError, FastifyInstance } from 'fastify';

export interface SubError { field: string; message: string }

/** An error the API answers with on purpose: `{status, code, message, subErrors}` (DESIGN.md §2). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly subErrors: SubError[] = [],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, subErrors: SubError[] = [], code = 'BAD_REQUEST') =>
  new ApiError(400, code, message, subErrors);
export const fieldError = (field: string, message: string, code = 'VALIDATION_FAILED') =>
  new ApiError(400, code, `Invalid value for ${field}: ${message}`, [{ field, message }]);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHENTICATED') =>
  new ApiError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this', code = 'FORBIDDEN') =>
  new ApiError(403, code, message);
export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string, code = 'CONFLICT', subErrors: SubError[] = []) =>
  new ApiError(409, code, message, subErrors);

interface AjvError {
  instancePath?: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns Ajv errors into sub-errors that name the field (`address.city`, `roles[0]`). */
export function subErrorsFromValidation(errors: AjvError[], part: string): SubError[] {
  const seen = new Set<string>();
  const out: SubError[] = [];
  for (const e of errors) {
    // "/0/type" → "[0].type", "/roles/1" → "roles[1]"
    let field = (e.instancePath ?? '').replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/^\//, '').replace(/\//g, '.');
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'required') {
      field = join(field, String(e.params.missingProperty));
      message = 'is required';
    } else if (e.keyword === 'additionalProperties') {
      field = join(field, String(e.params.additionalProperty));
      message = 'is not a known field';
    } else if (e.keyword === 'enum') {
      message = `must be one of ${(e.params.allowedValues as unknown[]).join(', ')}`;
    } else if (e.keyword === 'const') {
      // A union of literals fails once per literal: say it once, with every allowed value.
      const allowed = errors.filter((o) => o.keyword === 'const' && o.instancePath === e.instancePath).map((o) => o.params.allowedValue);
      message = `must be one of ${allowed.join(', ')}`;
    } else if (e.keyword === 'anyOf' || e.keyword === 'oneOf') {
      if (out.some((o) => o.field === field)) continue;
    }
    // A nullable field's union adds "must be null" and "must match a schema in anyOf": noise next to the real reason.
    const path = e.instancePath ?? '';
    const union = (x: AjvError) => x.keyword === 'anyOf' || x.keyword === 'oneOf' || (x.keyword === 'type' && x.params.type === 'null');
    if (union(e) && errors.some((o) => !union(o) && (o.instancePath === path || (o.instancePath ?? '').startsWith(`${path}/`)))) continue;
    if (!field) field = part === 'body' ? 'body' : part;
    const key = `${field}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, message });
  }
  return out;
}

const join = (a: string, b: string) => (a ? `${a}.${b}` : b);

const PG_UNIQUE = '23505';
const PG_FOREIGN_KEY = '23503';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validationContext?: string; code?: string }, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(body(error.status, error.code, error.message, error.subErrors));
    }
    if (error.validation) {
      const part = error.validationContext ?? 'body';
      const subErrors = subErrorsFromValidation(error.validation as AjvError[], part);
      const message = `Invalid ${part}: ${subErrors.map((s) => `${s.field} ${s.message}`).join('; ')}`;
      return reply.status(400).send(body(400, 'VALIDATION_FAILED', message, subErrors));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(body(400, 'MALFORMED_JSON', 'The request body is not valid JSON', [{ field: 'body', message: error.message }]));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(body(415, 'UNSUPPORTED_MEDIA_TYPE', error.message, [{ field: 'body', message: 'unsupported content type' }]));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(body(413, 'PAYLOAD_TOO_LARGE', 'The upload is too large', [{ field: 'file', message: 'is too large' }]));
    }
    if (error.code === PG_UNIQUE) {
      return reply.status(409).send(body(409, 'ALREADY_EXISTS', 'A record with the same value already exists', []));
    }
    if (error.code === PG_FOREIGN_KEY) {
      return reply.status(409).send(body(409, 'IN_USE', 'The record is referenced by other data', []));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 429) return reply.status(429).send(body(429, 'RATE_LIMITED', 'Too many attempts; wait a minute and try again', []));
    if (status < 500) {
      return reply.status(status).send(body(status, error.code ?? 'BAD_REQUEST', error.message, []));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body(500, 'INTERNAL', 'Unexpected error', []));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`, []));
  });
}

export function body(status: number, code: string, message: string, subErrors: SubError[]) {
  return { status, code, message, subErrors };
}
