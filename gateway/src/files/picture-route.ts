import type { Plugin } from 'graphql-yoga';
import { bearerToken, stateOf } from '../platform/request-state.ts';
import type { CallPath } from '../platform/rest-contract.ts';
import type { RestTransport } from '../platform/rest-client.ts';
import { fileResponder, serveDownload } from './file-response.ts';

/**
 * `GET /graphql/files/…/{id}/…`: an image of the API fetched with the caller's `Authorization: Bearer` header and
 * nothing else. No cookie is read and no token is accepted in the URL, so a cross-site page can neither make the
 * browser send credentials here nor leak a token through a link or a log; the web app fetches the image with its
 * token and shows it as a blob URL. Under /graphql, so the dev proxy and the web app's server hand it to the gateway
 * like the endpoint itself.
 */
export function useBearerFileRoute(transport: RestTransport, path: RegExp, restPath: (id: number) => CallPath<'get'>): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      const match = path.exec(url.pathname);
      if (!match) return;
      const respond = fileResponder(fetchAPI);
      if (request.method !== 'GET' && request.method !== 'HEAD') return endResponse(respond(405, null, { allow: 'GET, HEAD' }));
      if (!bearerToken(request)) {
        return endResponse(respond(401, JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Send Authorization: Bearer <token>' }), { 'www-authenticate': 'Bearer' }));
      }
      endResponse(await serveDownload(request, stateOf(request, transport).rest, restPath(Number(match[1])), respond));
    },
  };
}

/** `GET /graphql/files/employees/{id}/picture`: what `Employee.pictureUrl` points to. */
export const usePictureRoute = (transport: RestTransport) =>
  useBearerFileRoute(transport, /^\/graphql\/files\/employees\/(\d{1,10})\/picture$/, (id) => `/employees/${id}/picture`);

/** `GET /graphql/files/selfies/{id}`: what `Clock.selfieUrl` points to (its clock must be one the caller reads). */
export const useSelfieRoute = (transport: RestTransport) =>
  useBearerFileRoute(transport, /^\/graphql\/files\/selfies\/(\d{1,10})$/, (id) => `/selfies/${id}`);
export const selfiePath = (selfieId: number) => `/graphql/files/selfies/${selfieId}`;
