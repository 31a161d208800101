import type { CORSOptions } from 'graphql-yoga';

/**
 * Cross-origin access to the graph: only the configured origins (CORS_ORIGINS), each answered with its own origin;
 * every other origin gets no CORS headers, so a browser keeps the answer from it. Default: same origin only (the web
 * app is served by the gateway itself). Yoga's default would reflect any origin with credentials.
 */
export function corsFor(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (request: Request): CORSOptions => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'accept', 'accept-language', 'x-request-id', 'x-graphql-csrf', 'x-kiosk-token'],
      maxAge: 600,
    };
  };
}
