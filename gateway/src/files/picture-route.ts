import type { Plugin } from 'graphql-yoga';
import { bearerToken, stateOf } from '../platform/request-state.ts';
import type { RestTransport } from '../platform/rest-client.ts';
import { fileResponder, serveDownload } from './file-response.ts';

const PATH = /^\/graphql\/files\/employees\/(\d{1,10})\/picture$/;

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
      const respond = fileResponder(fetchAPI);
      if (request.method !== 'GET' && request.method !== 'HEAD') return endResponse(respond(405, null, { allow: 'GET, HEAD' }));
      if (!bearerToken(request)) {
        return endResponse(respond(401, JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Send Authorization: Bearer <token>' }), { 'www-authenticate': 'Bearer' }));
      }
      endResponse(await serveDownload(request, stateOf(request, transport).rest, `/employees/${Number(match[1])}/picture`, respond));
    },
  };
}
