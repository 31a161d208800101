import type { Plugin } from 'graphql-yoga';
import type { Logger } from './logger.ts';
import { stateOf } from './request-state.ts';
import type { RestTransport } from './rest-client.ts';

/** One log line per request, with its id, timing and REST calls; the id is answered in `x-request-id`. */
export function useRequestLog(transport: RestTransport, logger: Logger): Plugin {
  return {
    onRequest({ request }) {
      stateOf(request, transport);
    },
    onResponse({ request, response }) {
      const state = stateOf(request, transport);
      response.headers.set('x-request-id', state.requestId);
      if (new URL(request.url).pathname === '/meta.json') return;
      const calls = state.rest.calls;
      logger.info({
        msg: 'graphql request', requestId: state.requestId, method: request.method, status: response.status,
        operationName: state.operationName ?? null, durationMs: Math.round((performance.now() - state.startedAt) * 10) / 10,
        restCalls: calls.length, restMs: Math.round(calls.reduce((sum, c) => sum + c.ms, 0) * 10) / 10,
        viewerAccountId: state.access.accountId,
      });
    },
  };
}
