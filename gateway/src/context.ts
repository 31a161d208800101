import type { YogaInitialContext } from 'graphql-yoga';
import type { ViewerAccess } from './platform/access.ts';
import type { Loaders } from './platform/loaders.ts';
import type { RequestState } from './platform/request-state.ts';
import type { RestClient } from './platform/rest-client.ts';

export type { Loaders };

/** What every resolver receives (built by request-context.ts from the domains' loaders). */
export interface GatewayContext extends YogaInitialContext {
  requestId: string;
  rest: RestClient;
  loaders: Loaders;
  access: ViewerAccess;
  state: RequestState;
}
