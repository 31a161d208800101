import type { YogaInitialContext } from 'graphql-yoga';
import type { GatewayContext, Loaders } from './context.ts';
import { DOMAINS } from './domains.ts';
import type { RequestState } from './platform/request-state.ts';
import type { RestClient } from './platform/rest-client.ts';

/** Every domain's loaders, built fresh for each request. */
export function createLoaders(rest: RestClient): Loaders {
  return Object.assign({}, ...DOMAINS.map((domain) => domain.loaders?.(rest))) as Loaders;
}

export function createContext(state: RequestState): Omit<GatewayContext, keyof YogaInitialContext> {
  const loaders = createLoaders(state.rest);
  // A write makes cached reads stale: the REST client drops its GET cache and the loaders forget what they hold.
  state.rest.onWrite(() => {
    for (const loader of Object.values(loaders) as { clearAll(): unknown }[]) loader.clearAll();
  });
  return { requestId: state.requestId, rest: state.rest, loaders, access: state.access, state };
}
