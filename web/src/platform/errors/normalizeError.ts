import { GraphQLRequestError } from './GraphQLRequestError.ts';

export interface SubError {
  field: string | null;
  message: string;
}

/** Core §8: a response, a request without a response, or anything else. */
export type NormalizedError =
  | { kind: 'response'; status: number; message: string; serverMessage: string | null; code: string | null; subErrors: SubError[] }
  | { kind: 'noResponse'; code: string | null; message: string }
  | { kind: 'unexpected'; code: 'UNEXPECTED'; message: string };

/** The message a request without any answer carries, whatever the browser calls it. */
export const NETWORK_ERROR = 'Network Error';

interface UserErrorLike {
  field?: readonly string[] | string | null;
  message: string;
  code?: string | null;
}

export function normalizeError(error: unknown): NormalizedError {
  if (error instanceof GraphQLRequestError) {
    const subErrors = error.errors.flatMap((e) => {
      const subs = (e as { extensions?: { subErrors?: UserErrorLike[] } }).extensions?.subErrors;
      return Array.isArray(subs) ? subs.map(toSubError) : [];
    });
    return {
      kind: 'response',
      status: error.status,
      message: error.message,
      serverMessage: error.errors[0]?.message ?? null,
      code: error.code,
      subErrors,
    };
  }
  if (error instanceof TypeError || (error instanceof Error && error.name === 'AbortError')) {
    // fetch rejects with a TypeError when no response came back (offline, DNS, refused, CORS).
    const code = error.name === 'AbortError' ? 'ECONNABORTED' : null;
    return { kind: 'noResponse', code, message: code ? error.message : NETWORK_ERROR };
  }
  return { kind: 'unexpected', code: 'UNEXPECTED', message: error instanceof Error ? error.message : String(error) };
}

/** A mutation's `userErrors` are the GraphQL form of a 400 with subErrors. */
export function normalizeUserErrors(userErrors: readonly UserErrorLike[]): NormalizedError {
  return {
    kind: 'response',
    status: 400,
    message: userErrors[0]?.message ?? '',
    serverMessage: userErrors.length === 1 ? userErrors[0].message : null,
    code: userErrors[0]?.code ?? null,
    subErrors: userErrors.length > 1 || userErrors.some((e) => e.field?.length) ? userErrors.map(toSubError) : [],
  };
}

function toSubError(e: UserErrorLike): SubError {
  const field = Array.isArray(e.field) ? e.field.join('.') : (e.field as string | null | undefined) ?? null;
  return { field: field || null, message: e.message };
}
