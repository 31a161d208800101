import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
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
