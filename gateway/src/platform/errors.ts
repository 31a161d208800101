import { GraphQLError } from 'graphql';
import { isErrorCode, UNKNOWN_ERROR_CODE, type ErrorCode as CatalogueCode } from '../../../domain/error-codes.ts';

/**
 * The SDL's `ErrorCode`: the catalogue plus UNKNOWN (tests/gateway/error-codes.test.ts keeps the two equal). Taken from
 * the catalogue, not the generated resolver types, which import the context and would close an import cycle.
 */
type ErrorCode = CatalogueCode | typeof UNKNOWN_ERROR_CODE;

/** The REST API's error body (DESIGN.md §2). */
export interface RestErrorBody {
  status: number;
  code: string;
  message: string;
  subErrors?: { field: string; message: string }[];
}

/** A mutation's business refusal (DESIGN.md §3). */
export interface UserError {
  field: string[] | null;
  message: string;
  code: ErrorCode;
}

/** A REST code as the SDL's `ErrorCode`: the catalogue's codes as they are, any other UNKNOWN (its message is kept). */
export const toErrorCode = (restCode: string | null | undefined): ErrorCode =>
  (isErrorCode(restCode) ? restCode : UNKNOWN_ERROR_CODE);

// 423: a lock that time lifts (the kiosk's PIN lock): the caller fixes it by waiting, as the message says.
const INPUT_CODES: Record<number, string> = { 400: 'BAD_USER_INPUT', 404: 'NOT_FOUND', 409: 'CONFLICT', 413: 'BAD_USER_INPUT', 415: 'BAD_USER_INPUT', 422: 'BAD_USER_INPUT', 423: 'LOCKED' };
export const INPUT_STATUSES = new Set(Object.keys(INPUT_CODES).map(Number));

/**
 * A refusal the caller can fix (REST 400/404/409/413/415/422/423, or a bad id in the input). A GraphQLError, so a query
 * shows it as is; mutations turn it into `userErrors` instead.
 */
export class UserInputError extends GraphQLError {
  readonly restCode: string;
  readonly subErrors: { field: string; message: string }[];

  constructor(status: number, body: Partial<RestErrorBody>) {
    super(body.message ?? 'Invalid input', { extensions: { code: INPUT_CODES[status] ?? 'BAD_USER_INPUT', restCode: body.code } });
    this.restCode = body.code ?? INPUT_CODES[status] ?? 'BAD_USER_INPUT';
    this.subErrors = body.subErrors ?? [];
  }
}

/** `taxAddress.country` → ["taxAddress", "country"]; `permissions[2]` → ["permissions", "2"]; whole-body errors → null. */
export function fieldPath(field: string): string[] | null {
  if (!field || field === 'body' || field === 'querystring' || field === 'params') return null;
  return field.replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);
}

export function toUserErrors(error: UserInputError): UserError[] {
  const code = toErrorCode(error.restCode);
  if (error.subErrors.length === 0) return [{ field: null, message: error.message, code }];
  return error.subErrors.map((s) => ({ field: fieldPath(s.field), message: s.message, code }));
}

export const unauthenticated = (message = 'Sign in first: send Authorization: Bearer <token>', restCode?: string) =>
  new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', ...(restCode ? { restCode } : {}) } });

export const forbidden = (message = 'You are not allowed to do this') =>
  new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

export const moduleDisabled = (message: string) => new GraphQLError(message, { extensions: { code: 'MODULE_DISABLED' } });

export const rateLimited = (message: string) => new GraphQLError(message, { extensions: { code: 'RATE_LIMITED' } });

export const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** What the caller sees of an unexpected failure: nothing but the id that finds it in the logs. */
export const masked = (requestId: string) =>
  new GraphQLError(`Unexpected error (request ${requestId})`, { extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } });

/**
 * A relation the API refuses (FORBIDDEN, a module switched off) or cannot find or accept (a 4xx) is null rather than an
 * error: the parent stays readable (an inconsistency whose day the viewer may not read, a balance of someone else's).
 */
export async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
    if (code === 'FORBIDDEN' || code === 'MODULE_DISABLED' || error instanceof UserInputError) return null;
    throw error;
  }
}
