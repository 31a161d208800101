import type { CallPath } from '../platform/rest-contract.ts';
import type { RestClient } from '../platform/rest-client.ts';

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400, RATE_LIMITED: 429 };

type Body = Uint8Array<ArrayBuffer> | string | null;
export type Respond = (status: number, body: Body, headers?: Record<string, string>) => Response;

/**
 * Answers for the file routes: never cached without revalidation, never sniffed, and a CSP that forbids everything,
 * so an image opened directly (an SVG logo included) can run no script. JSON bodies are the error answers.
 */
export function fileResponder(fetchAPI: { Response: typeof Response }): Respond {
  return (status, body, headers = {}) => new fetchAPI.Response(body, {
    status,
    headers: {
      'cache-control': 'private, no-cache', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox",
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}), ...headers,
    },
  });
}

/** Streams the API's bytes at `path` with its ETag (304 when If-None-Match holds it); API errors become their status. */
export async function serveDownload(request: Request, rest: RestClient, path: CallPath<'get'>, respond: Respond): Promise<Response> {
  try {
    const file = await rest.download('GET', path);
    const etag: Record<string, string> = file.etag ? { etag: file.etag } : {};
    if (file.etag && request.headers.get('if-none-match') === file.etag) return respond(304, null, etag);
    return respond(200, request.method === 'HEAD' ? null : new Uint8Array(file.content), { 'content-type': file.contentType, ...etag });
  } catch (error) {
    const extensions = (error as { extensions?: { code?: string; restCode?: string } }).extensions ?? {};
    const code = extensions.restCode === 'NOT_FOUND' ? 'NOT_FOUND' : extensions.code ?? 'INTERNAL_SERVER_ERROR';
    return respond(STATUS[code] ?? 502, JSON.stringify({ code, message: (error as Error).message }));
  }
}
