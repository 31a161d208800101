import fs from 'node:fs';
import { useDeferStream } from '@graphql-yoga/plugin-defer-stream';
import { GraphQLError } from 'graphql';
import { createYoga, useErrorHandler, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { commaList } from '../../domain/index.ts';
import type { GatewayContext } from './context.ts';
import { createContext } from './request-context.ts';
import { useLogoRoute } from './files/logo-route.ts';
import { usePictureRoute, useSelfieRoute } from './files/picture-route.ts';
import { useClientAddress } from './platform/client-address.ts';
import { useCompiledQueries } from './platform/compiled-queries.ts';
import { corsFor } from './platform/cors.ts';
import { useAccessDirectives } from './platform/directives.ts';
import { graphiqlOptions, renderGraphiQLOffline } from './platform/graphiql.ts';
import { useArmor, useCsrfPrevention, useRequestBodyLimit } from './platform/hardening.ts';
import { errorDetails, jsonLogger, type Logger } from './platform/logger.ts';
import { stateOf } from './platform/request-state.ts';
import { useRequestLog } from './platform/request-log.ts';
import { useTokenNotice } from './platform/token-notice.ts';
import { RestTransport, type RestCall } from './platform/rest-client.ts';
import { buildSchema } from './schema.ts';

export interface GatewayOptions {
  /** the REST API this gateway fronts, e.g. http://127.0.0.1:8080/api */
  restApiUrl: string;
  restTimeoutMs?: number;
  logger?: Logger;
  /** observes every REST call (tests and the bench count them) */
  onRestCall?: (call: RestCall) => void;
  /** serves the built web app on the other paths (`web/server/static-assets.ts`); null leaves a path to Yoga */
  webApp?: (request: Request) => Promise<Response | null>;
  /** proxies in front of the gateway whose X-Forwarded-For is believed (GATEWAY_TRUSTED_PROXIES; default none) */
  trustedProxies?: readonly string[];
  /** origins other than the gateway's own that browsers may call the graph from (CORS_ORIGINS; default none) */
  corsOrigins?: readonly string[];
}

/** The gateway's options from the environment (each optional; DESIGN.md §1, docs/security.md). */
export function gatewayConfig(env: NodeJS.ProcessEnv): Pick<GatewayOptions, 'trustedProxies' | 'corsOrigins'> {
  return { trustedProxies: commaList(env.GATEWAY_TRUSTED_PROXIES), corsOrigins: commaList(env.CORS_ORIGINS) };
}

export interface Gateway {
  yoga: YogaServerInstance<Record<string, unknown>, GatewayContext>;
  close(): Promise<void>;
}

const VERSION = (JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** `GET /meta.json`: the running version, for the web app's update check; never cached. */
function useMeta(): Plugin {
  return {
    onRequest({ url, endResponse, fetchAPI }) {
      if (url.pathname !== '/meta.json') return;
      endResponse(new fetchAPI.Response(JSON.stringify({ version: VERSION }), {
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      }));
    },
  };
}

/** The web app on every path that is not the gateway's own (DESIGN.md §1: one origin for the app and the graph). */
function useWebApp(webApp: (request: Request) => Promise<Response | null>): Plugin {
  return {
    async onRequest({ request, endResponse }) {
      const response = await webApp(request);
      if (response) endResponse(response);
    },
  };
}

/** Builds the gateway; `server.ts` only listens, so tests call `gateway.yoga.fetch` in-process. */
export function createGateway(options: GatewayOptions): Gateway {
  const logger = options.logger ?? jsonLogger;
  const transport = new RestTransport({ restApiUrl: options.restApiUrl, timeoutMs: options.restTimeoutMs, logger, onCall: options.onRestCall });
  const schema = buildSchema();
  const yoga = createYoga<Record<string, unknown>, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    cors: corsFor(options.corsOrigins ?? []),
    graphiql: graphiqlOptions,
    renderGraphiQL: renderGraphiQLOffline,
    logging: false,
    // Enforced by useRequestBodyLimit, which does not copy a body whose declared length already bounds it.
    maxRequestBodySize: false,
    // Parsing and validation are cached per query text: neither depends on the caller (access is decided by resolvers).
    maskedErrors: {
      maskError: (error, message) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
        return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      },
    },
    context: (initial) => ({ ...initial, ...createContext(stateOf(initial.request, transport)) }),
    plugins: [
      useClientAddress(options.trustedProxies ?? []),
      useMeta(),
      usePictureRoute(transport),
      useSelfieRoute(transport),
      useLogoRoute(transport),
      ...(options.webApp ? [useWebApp(options.webApp)] : []),
      useCsrfPrevention(),
      useRequestLog(transport, logger),
      useArmor(),
      useDeferStream(),
      useAccessDirectives(schema, transport),
      useTokenNotice(),
      useCompiledQueries(logger),
      useRequestBodyLimit(),
      useErrorHandler(({ errors, context }) => {
        const requestId = (context as Partial<GatewayContext>).requestId;
        for (const error of errors) {
          const original = error instanceof GraphQLError ? error.originalError : error;
          if (original && !(original instanceof GraphQLError)) logger.error({ msg: 'resolver failed', requestId, ...errorDetails(original) });
        }
      }),
    ],
  });
  return { yoga, close: () => transport.close() };
}
