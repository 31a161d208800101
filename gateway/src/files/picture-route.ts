import type { Plugin } from 'graphql-yoga';
import { bearerToken, stateOf } from '../platform/request-state.ts';
import type { RestTransport } from '../platform/rest-client.ts';

const PATH = /^\/graphql\/files\/employees\/(\d{1,10})\/picture$/;

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400, RATE_LIMITED: 429 };

/**
 * `GET /graphql/files/employees/{id}/picture` (what `Employee.pictureUrl` points to): the API's photo, fetched with the
 * caller's `Authorization: Bearer` header and nothing else. No cookie is read and no token is accepted in the URL, so
 * a cross-site page can neither make the browser send credentials here nor leak a token through a link or a log;
 * the web app fetches the image with its token and shows it as a blob URL. Under /graphql, so the dev proxy and the
 * web app's server hand it to the gateway like the endpoint itself.
 */
export function usePictureRoute(transport: RestTransport): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      const match = PATH.exec(url.pathname);
      if (!match) return;
      const respond = (status: number, body: Uint8Array<ArrayBuffer> | string | null, headers: Record<string, string> = {}) => endResponse(new fetchAPI.Response(body, {
        status,
        headers: {
          'cache-control': 'private, no-cache', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox",
          ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}), ...headers,
        },
      }));
      if (request.method !== 'GET' && request.method !== 'HEAD') return respond(405, null, { allow: 'GET, HEAD' });
      if (!bearerToken(request)) {
        return respond(401, JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Send Authorization: Bearer <token>' }), { 'www-authenticate': 'Bearer' });
      }
      try {
        const file = await stateOf(request, transport).rest.download('GET', `/employees/${match[1]}/picture`);
        const etag: Record<string, string> = file.etag ? { etag: file.etag } : {};
        if (file.etag && request.headers.get('if-none-match') === file.etag) return respond(304, null, etag);
        return respond(200, request.method === 'HEAD' ? null : new Uint8Array(file.content), { 'content-type': file.contentType, ...etag });
      } catch (error) {
        const extensions = (error as { extensions?: { code?: string; restCode?: string } }).extensions ?? {};
        const code = extensions.restCode === 'NOT_FOUND' ? 'NOT_FOUND' : extensions.code ?? 'INTERNAL_SERVER_ERROR';
        return respond(STATUS[code] ?? 502, JSON.stringify({ code, message: (error as Error).message }));
      }
    },
  };
}
