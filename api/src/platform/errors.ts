import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorLanguageOf, translateErrorMessage } from '../../../domain/error-codes.ts';
import { PlatformErrors } from './platform.errors.ts';

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

export const badRequest = (message: string, subErrors: SubError[] = [], code: string = PlatformErrors.BAD_REQUEST) =>
  new ApiError(400, code, message, subErrors);
export const fieldError = (field: string, message: string, code: string = PlatformErrors.VALIDATION_FAILED) =>
  new ApiError(400, code, `Invalid value for ${field}: ${message}`, [{ field, message }]);
export const unauthorized = (message = 'Authentication required', code: string = PlatformErrors.UNAUTHENTICATED) =>
  new ApiError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this', code: string = PlatformErrors.FORBIDDEN) =>
  new ApiError(403, code, message);
export const notFound = (what: string) => new ApiError(404, PlatformErrors.NOT_FOUND, `${what} not found`);
export const conflict = (message: string, code: string = PlatformErrors.CONFLICT, subErrors: SubError[] = []) =>
  new ApiError(409, code, message, subErrors);

interface AjvError {
  instancePath?: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** At most this many sub-errors in one answer, and this many messages about one field. */
const MAX_SUB_ERRORS = 50;
const MAX_MESSAGES_PER_FIELD = 3;

const FORMAT_MESSAGES: Record<string, string> = {
  date: 'must be a date YYYY-MM-DD from 1900-01-01 to 2999-12-31',
  'date-time': 'must be a date and time YYYY-MM-DDTHH:mm:ss with a time zone, from 1900 to 2999',
  'id-list': 'must be comma-separated ids from 1 to 2147483647',
};

// A nullable field's union adds "must be null" and "must match a schema in anyOf": noise next to the real reason.
const isUnion = (x: AjvError) => x.keyword === 'anyOf' || x.keyword === 'oneOf' || (x.keyword === 'type' && x.params.type === 'null');

/**
 * Turns Ajv errors into sub-errors that name the field (`address.city`, `roles[0]`). Linear in the number of
 * errors (Ajv runs with allErrors), and bounded: MAX_SUB_ERRORS in all, MAX_MESSAGES_PER_FIELD per field.
 */
export function subErrorsFromValidation(errors: AjvError[], part: string): SubError[] {
  // One pass to index: the allowed values of each union of literals, and every path at or above a real error.
  const allowedAt = new Map<string, unknown[]>();
  const explained = new Set<string>();
  for (const e of errors) {
    const path = e.instancePath ?? '';
    if (e.keyword === 'const') {
      const allowed = allowedAt.get(path);
      if (allowed) allowed.push(e.params.allowedValue);
      else allowedAt.set(path, [e.params.allowedValue]);
    }
    if (isUnion(e) || e.keyword === 'if') continue;
    for (let p = path; !explained.has(p); p = p.slice(0, Math.max(0, p.lastIndexOf('/')))) {
      explained.add(p);
      if (!p) break;
    }
  }
  const seen = new Set<string>();
  const perField = new Map<string, number>();
  const out: SubError[] = [];
  for (const e of errors) {
    // The length guard of schema-guards.ts adds "must match then schema" next to the real reason.
    if (e.keyword === 'if') continue;
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
      message = `must be one of ${(allowedAt.get(e.instancePath ?? '') ?? []).join(', ')}`;
    } else if (e.keyword === 'format' && FORMAT_MESSAGES[String(e.params.format)]) {
      message = FORMAT_MESSAGES[String(e.params.format)];
    } else if ((e.keyword === 'anyOf' || e.keyword === 'oneOf') && perField.has(field)) {
      continue;
    }
    if (isUnion(e) && explained.has(e.instancePath ?? '')) continue;
    if (!field) field = part === 'body' ? 'body' : part;
    const key = `${field}:${message}`;
    const count = perField.get(field) ?? 0;
    if (seen.has(key) || count >= MAX_MESSAGES_PER_FIELD) continue;
    seen.add(key);
    perField.set(field, count + 1);
    out.push({ field, message });
    if (out.length >= MAX_SUB_ERRORS) break;
  }
  return out;
}

const join = (a: string, b: string) => (a ? `${a}.${b}` : b);

const PG_UNIQUE = '23505';
const PG_FOREIGN_KEY = '23503';
/**
 * PostgreSQL refusing a value, never a server fault: class 22 data exceptions (22P02 invalid text representation,
 * 22003 numeric out of range, 22007/22008 bad or out-of-range date, 22021 character not in repertoire, e.g. NUL…)
 * and class 54 program limits (54000: e.g. a value too long to index).
 */
const PG_BAD_VALUE = /^(22[0-9A-Z]{3}|54[0-9A-Z]{3})$/;

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validationContext?: string; code?: string }, request, reply) => {
    const body = inLanguageOf(request);
    if (error instanceof ApiError) {
      return reply.status(error.status).send(body(error.status, error.code, error.message, error.subErrors));
    }
    if (error.validation) {
      const part = error.validationContext ?? 'body';
      const subErrors = subErrorsFromValidation(error.validation as AjvError[], part);
      const message = `Invalid ${part}: ${subErrors.map((s) => `${s.field} ${s.message}`).join('; ')}`;
      return reply.status(400).send(body(400, PlatformErrors.VALIDATION_FAILED, message, subErrors));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(body(400, PlatformErrors.MALFORMED_JSON, 'The request body is not valid JSON', [{ field: 'body', message: error.message }]));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(body(415, PlatformErrors.UNSUPPORTED_MEDIA_TYPE, error.message, [{ field: 'body', message: 'unsupported content type' }]));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(body(413, PlatformErrors.PAYLOAD_TOO_LARGE, 'The upload is too large', [{ field: 'file', message: 'is too large' }]));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit;
      return reply.status(413).send(body(413, PlatformErrors.PAYLOAD_TOO_LARGE, `The request body is larger than ${Math.round(limit / 1024)} KiB`, [{ field: 'body', message: 'is too large' }]));
    }
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      return reply.status(503).send(body(503, PlatformErrors.TIMEOUT, 'The request took too long; try again or narrow it', []));
    }
    if (error.code === PG_UNIQUE) {
      return reply.status(409).send(body(409, PlatformErrors.ALREADY_EXISTS, 'A record with the same value already exists', []));
    }
    if (error.code === PG_FOREIGN_KEY) {
      return reply.status(409).send(body(409, PlatformErrors.IN_USE, 'The record is referenced by other data', []));
    }
    if (typeof error.code === 'string' && PG_BAD_VALUE.test(error.code)) {
      // A safety net: the schemas should have refused the value, naming its field.
      request.log.warn({ err: error }, 'the database refused a value the schema let through');
      return reply.status(400).send(body(400, PlatformErrors.INVALID_VALUE, 'A value is malformed or out of range', []));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 429) return reply.status(429).send(body(429, PlatformErrors.RATE_LIMITED, 'Too many attempts; wait a minute and try again', []));
    if (status < 500) {
      return reply.status(status).send(body(status, error.code ?? PlatformErrors.BAD_REQUEST, error.message, []));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body(500, PlatformErrors.INTERNAL, 'Unexpected error', []));
  });
  app.setNotFoundHandler((request, reply) => {
    const body = inLanguageOf(request);
    reply.status(404).send(body(404, PlatformErrors.NOT_FOUND, `No route ${request.method} ${request.url.split('?')[0]}`, []));
  });
}

/**
 * Fastify's own refusals before routing (Fastify option `frameworkErrors`), in the error shape of DESIGN.md §2:
 * a malformed percent-encoding in the path (400) or a path segment past the router's maxParamLength (414).
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = inLanguageOf(request);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(body(414, PlatformErrors.URI_TOO_LONG, 'A part of the path is too long', [{ field: 'path', message: 'is too long' }]));
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send(body(status, PlatformErrors.BAD_URL, 'The address is malformed', [{ field: 'path', message: 'is not a valid address' }]));
}

export function body(status: number, code: string, message: string, subErrors: SubError[]) {
  return { status, code, message, subErrors };
}

/**
 * `body`, with `message` in the caller's Accept-Language (en, pt, fr) when it is the catalogue's text for the code
 * (domain/error-codes.ts), parameters kept; a message the catalogue does not hold stays as thrown. Sub-error
 * messages stay in English: they name fields for integrators, and the web shows its own field texts.
 */
function inLanguageOf(request: FastifyRequest): typeof body {
  const language = errorLanguageOf(request.headers['accept-language']);
  if (language === 'en') return body;
  return (status, code, message, subErrors) => body(status, code, translateErrorMessage(code, message, language) ?? message, subErrors);
}
