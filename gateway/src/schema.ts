import { makeExecutableSchema } from '@graphql-tools/schema';
import { DateTimeResolver, EmailAddressResolver, LocalDateResolver } from 'graphql-scalars';
import type { GraphQLSchema } from 'graphql';
import type { GatewayContext } from './context.ts';
import { DOMAINS } from './domains.ts';
import { applyAccessDirectives } from './platform/directives.ts';
import { loadTypeDefs } from './platform/schema-files.ts';

/** The executable schema: SDL of `schema/`, every domain's resolvers (domains.ts), and the permission directives applied once. */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers: [
      { DateTime: DateTimeResolver, LocalDate: LocalDateResolver, EmailAddress: EmailAddressResolver },
      ...DOMAINS.flatMap((domain) => domain.resolvers),
    ] as never,
  });
  return applyAccessDirectives(schema, (context) => (context as GatewayContext).state);
}
