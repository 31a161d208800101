import type { Plugin } from 'graphql-yoga';
import { stateOf } from '../platform/request-state.ts';
import type { RestTransport } from '../platform/rest-client.ts';
import { fileResponder, serveDownload } from './file-response.ts';

/** What `Company.logoUrl` / `mobileLogoUrl` point to, and the API route each one streams. */
export const LOGO_FILES = {
  DEFAULT: { url: '/graphql/files/company/logo', restPath: '/company/logo' },
  MOBILE: { url: '/graphql/files/company/logo-mobile', restPath: '/company/logo-mobile' },
} as const;

const BY_URL = new Map<string, (typeof LOGO_FILES)[keyof typeof LOGO_FILES]['restPath']>(Object.values(LOGO_FILES).map((f) => [f.url, f.restPath]));

/**
 * `GET /graphql/files/company/logo` and `/logo-mobile`: the company's logos, public like the API's routes because the
 * sign-in page shows them before anyone signs in, so a plain `<img src>` works. The API ignores credentials on these
 * routes, so whatever the caller sends changes nothing. ETag and 304 as for photos; 404 when none is set.
 */
export function useLogoRoute(transport: RestTransport): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      const restPath = BY_URL.get(url.pathname);
      if (!restPath) return;
      const respond = fileResponder(fetchAPI);
      if (request.method !== 'GET' && request.method !== 'HEAD') return endResponse(respond(405, null, { allow: 'GET, HEAD' }));
      endResponse(await serveDownload(request, stateOf(request, transport).rest, restPath, respond));
    },
  };
}
