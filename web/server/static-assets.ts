import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest']);
/** Paths that belong to the gateway, never to the web app. */
const NOT_OURS = /^\/(graphql|meta\.json|api)(\/|$)/;

interface CachedFile { body: Buffer; gzip: Buffer | null; type: string; etag: string }

/**
 * Serves the built web app (`web/dist`): hashed files under /assets/ cached for a year, everything else
 * revalidated; `index.html` for app routes (paths without an extension), so deep links and reloads work;
 * a real 404 for a missing file, so a stale chunk fails loudly and the app reloads once. Returns null for
 * what the gateway answers itself (/graphql, /meta.json).
 */
export function createWebAppHandler(distDir: string): (request: Request) => Promise<Response | null> {
  const root = resolve(distDir);
  const cache = new Map<string, CachedFile>();

  async function load(path: string): Promise<CachedFile | null> {
    const hit = cache.get(path);
    if (hit) return hit;
    const file = resolve(root, `.${path}`);
    if (file !== root && !file.startsWith(root + sep)) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const body = await readFile(file);
    const ext = extname(file).toLowerCase();
    const entry: CachedFile = {
      body,
      gzip: COMPRESSIBLE.has(ext) && body.length > 1024 ? gzipSync(body, { level: 9 }) : null,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    };
    cache.set(path, entry);
    return entry;
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url);
    let path: string;
    try {
      path = normalize(decodeURIComponent(url.pathname)).replaceAll('\\', '/');
    } catch {
      return new Response('Bad request', { status: 400 });
    }
    if (NOT_OURS.test(path)) return null;
    const isAppRoute = extname(path) === '';
    const file = isAppRoute ? await load('/index.html') : await load(path);
    if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

    const headers = new Headers({
      'content-type': file.type,
      etag: file.etag,
      'x-content-type-options': 'nosniff',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    });
    if (isAppRoute) {
      headers.set('referrer-policy', 'same-origin');
      headers.set('x-frame-options', 'DENY');
    }
    if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
    const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '') ? file.gzip : null;
    const body = gzip ?? file.body;
    if (gzip) headers.set('content-encoding', 'gzip');
    headers.set('content-length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}

/** Where `npm run build:web` writes the app. */
export const WEB_DIST_DIR = join(import.meta.dirname, '..', 'dist');
