import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Plugin } from 'graphql-yoga';

const addresses = new WeakMap<Request, string>();

/**
 * Finds the client's address once per request: the socket's peer, or — when that peer is one of `trustedProxies`
 * (a load balancer in front of the gateway) — the address it forwarded. The REST client passes it on as
 * X-Forwarded-For, which the API believes from the gateway only (its TRUSTED_PROXIES), so the API's per-client
 * limits count browsers, not the gateway. In-process calls (`yoga.fetch` in tests) have no socket and forward nothing.
 */
export function useClientAddress(trustedProxies: readonly string[]): Plugin {
  const trust = proxyAddr.compile([...trustedProxies]);
  return {
    onRequest({ request, serverContext }) {
      const req = (serverContext as { req?: IncomingMessage } | undefined)?.req;
      if (!req?.socket) return;
      const address = proxyAddr(req, trust);
      if (address) addresses.set(request, address);
    },
  };
}

export function clientAddressOf(request: Request): string | null {
  return addresses.get(request) ?? null;
}
