import { Observable, type FetchFunction, type GraphQLResponse, type GraphQLSingularResponse, type PayloadError } from 'relay-runtime';
import { GraphQLRequestError } from '../errors/GraphQLRequestError.ts';
import { flattenIncremental, type ExecutionPart } from './flattenIncremental.ts';
import { readMultipartMixed } from './readMultipartMixed.ts';

export interface FetchFnOptions {
  endpoint?: string;
  getToken: () => string | null;
  /** A 401 or an UNAUTHENTICATED error while a token was sent: the session is over. */
  onUnauthenticated: () => void;
  /** the language the person reads the app in: sent as Accept-Language, so exports and the API's messages follow it */
  getLanguage?: () => string | undefined;
  fetchImpl?: typeof fetch;
}

const ACCEPT = 'multipart/mixed; deferSpec=20220824, application/graphql-response+json, application/json';

/** Relay's network: JSON or `multipart/mixed` (for `@defer`), with the bearer token of the session. */
export function createFetchFn(options: FetchFnOptions): FetchFunction {
  const endpoint = options.endpoint ?? '/graphql';
  return (params, variables, _cacheConfig, uploadables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController();
      const token = options.getToken();
      const headers: Record<string, string> = { accept: ACCEPT, 'x-graphql-csrf': '1' };
      if (token) headers.authorization = `Bearer ${token}`;
      const language = options.getLanguage?.();
      if (language) headers['accept-language'] = language;
      let body: BodyInit;
      if (uploadables) {
        body = multipartRequest(params.text ?? '', variables, uploadables);
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify({ query: params.text, operationName: params.name, variables });
      }
      const doFetch = options.fetchImpl ?? fetch;
      (async () => {
        const response = await doFetch(endpoint, { method: 'POST', headers, body, signal: controller.signal });
        const contentType = response.headers.get('content-type') ?? '';
        if (contentType.includes('multipart/mixed') && response.body) {
          for await (const part of readMultipartMixed(response.body, contentType)) {
            const flat = flattenIncremental(part as ExecutionPart);
            if (flat.length) deliver(flat, response.status, token);
          }
        } else {
          const json = (await response.json().catch(() => null)) as ExecutionPart | null;
          if (!json) throw new GraphQLRequestError(response.status, []);
          deliver(flattenIncremental(json), response.status, token);
        }
        sink.complete();
      })().catch((error: unknown) => {
        if (!controller.signal.aborted) sink.error(error as Error);
      });

      function deliver(payloads: GraphQLSingularResponse[], status: number, sentToken: string | null) {
        const errors = payloads.flatMap((p) => ((p as { errors?: PayloadError[] }).errors ?? []));
        const unauthenticated = status === 401 || errors.some((e) => codeOf(e) === 'UNAUTHENTICATED');
        if (unauthenticated && sentToken) options.onUnauthenticated();
        // Relay would render a null root without saying why: fail the request so the error boundary and
        // the error rules (core §8) see the status and the server's message.
        const first = payloads[0] as { data?: unknown } | undefined;
        if (status >= 400 || (errors.length && (first?.data === null || first?.data === undefined))) {
          throw new GraphQLRequestError(status >= 400 ? status : statusOf(errors), errors);
        }
        sink.next(payloads.length === 1 ? payloads[0] : payloads);
      }
      return () => controller.abort();
    });
}

function codeOf(error: PayloadError): string | undefined {
  const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The HTTP status a GraphQL error code stands for, so the error rules can treat both transports alike. */
export function statusOf(errors: readonly PayloadError[]): number {
  const code = errors.length ? codeOf(errors[0]) : undefined;
  switch (code) {
    case 'UNAUTHENTICATED': return 401;
    case 'FORBIDDEN': case 'MODULE_DISABLED': return 403;
    case 'NOT_FOUND': return 404;
    case 'BAD_USER_INPUT': case 'GRAPHQL_VALIDATION_FAILED': return 400;
    default: return 500;
  }
}

/** GraphQL multipart request specification, for file uploads. */
function multipartRequest(query: string, variables: Record<string, unknown>, uploadables: Record<string, File | Blob>): FormData {
  const form = new FormData();
  const vars = structuredClone(variables);
  const map: Record<string, string[]> = {};
  Object.keys(uploadables).forEach((key, i) => { map[String(i)] = [`variables.${key}`]; });
  form.append('operations', JSON.stringify({ query, variables: vars }));
  form.append('map', JSON.stringify(map));
  Object.values(uploadables).forEach((file, i) => form.append(String(i), file));
  return form;
}
