import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Limits every operation must fit in (documented in docs/graphql.md). */
// Cost: graphql-armor multiplies by 1.5 per level and ignores `first`; 20000 lets a 100-row page with its relations
// through while depth (10), `first` (100) and tokens bound the real work.
export const LIMITS = { depth: 10, cost: 20000, aliases: 15, tokens: 2000, directives: 20 };

export function useArmor(): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: { n: LIMITS.depth, ignoreIntrospection: true, flattenFragments: true },
    costLimit: { maxCost: LIMITS.cost, ignoreIntrospection: true },
    maxAliases: { n: LIMITS.aliases },
    maxTokens: { n: LIMITS.tokens },
    maxDirectives: { n: LIMITS.directives },
    blockFieldSuggestion: { enabled: true },
  }) as Plugin;
}

const SIMPLE_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];
const PREFLIGHT_HEADERS = ['authorization', 'x-graphql-csrf', 'graphql-preflight', 'apollo-require-preflight', 'x-graphql-yoga-csrf'];

/**
 * CSRF prevention: a browser sends a cross-site POST without a CORS preflight only with a "simple" content type and
 * no custom header. Such a POST must carry a bearer token or a preflight header; JSON bodies, GETs (which never run
 * mutations) and integrators with a token pass.
 */
export function useCsrfPrevention(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method !== 'POST') return;
      const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (type && !SIMPLE_TYPES.includes(type)) return;
      if (PREFLIGHT_HEADERS.some((h) => request.headers.has(h))) return;
      endResponse(new fetchAPI.Response(JSON.stringify({
        errors: [{ message: `This request looks like a cross-site request forgery: send it as application/json, or with a bearer token or an x-graphql-csrf header`, extensions: { code: 'CSRF_REJECTED' } }],
      }), { status: 403, headers: { 'content-type': 'application/json' } }));
    },
  };
}

/** Yoga's own default: GraphQL multipart uploads (1.5 MB images) fit well inside it. */
export const MAX_REQUEST_BODY_BYTES = 25_000_000;

const tooLarge = () => new GraphQLError('Request body too large', { extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', http: { status: 413 } } });

/**
 * The request body limit, in place of Yoga's (`maxRequestBodySize: false`), which pipes every body through a web
 * TransformStream to count it: a tenth of a millisecond per operation, the gateway's largest single cost before its
 * first REST call. A body with a valid Content-Length is bounded by it (Node's HTTP parser never reads past it), so
 * only the declared length is checked; a body without one (chunked) is still counted as it is read.
 */
export function useRequestBodyLimit(limit = MAX_REQUEST_BODY_BYTES): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get('content-length');
      if (declared != null) {
        if (!/^\d+$/.test(declared)) throw new GraphQLError('Content-Length header is invalid.', { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
        if (Number(declared) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser((req) => {
        let read = 0;
        // A native stream (a Request built in-process) needs the native TransformStream, as in Yoga's own limit.
        const Transform = req.body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
        const counted = req.body?.pipeThrough(new Transform<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            read += chunk.byteLength;
            if (read > limit) controller.error(tooLarge());
            else controller.enqueue(chunk);
          },
        }));
        // `duplex` is required with a stream body (and missing from the lib's RequestInit type).
        return requestParser(new fetchAPI.Request(req.url, { method: req.method, headers: req.headers, signal: req.signal, body: counted, duplex: 'half' } as RequestInit));
      });
    },
  };
}
