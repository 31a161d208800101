import type { RestClient } from './rest-client.ts';

/**
 * What a gateway domain brings, declared in its own folder (`<domain>/<name>.domain.ts`) and assembled by the one list
 * in `gateway/src/domains.ts`: its resolver maps, its per-request loaders, and the DTO each of its GraphQL types is
 * resolved from (the codegen mappers). A new domain touches its folder and one line of that list.
 */
export interface GatewayDomain {
  /** the domain's folder (`import.meta.dirname`): mapper paths are relative to it */
  dir: string;
  /** resolver maps, each typed `Resolvers` where it is written */
  resolvers: readonly object[];
  /**
   * DataLoaders built fresh for each request. Their names and types join `Loaders` (platform/loaders.ts) by a
   * `declare module` beside the factory, so the context type needs no import of any domain.
   */
  loaders?: (rest: RestClient) => Record<string, { clearAll(): unknown }>;
  /** GraphQL type → `<file>#<type>` of the DTO its resolvers receive, the file relative to `dir` (read by codegen.ts) */
  mappers?: Record<string, string>;
}

export const gatewayDomain = (domain: GatewayDomain): GatewayDomain => domain;
