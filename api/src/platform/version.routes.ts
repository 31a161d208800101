import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from './context.ts';
import { databaseVersion } from './version.repository.ts';
import { API_VERSION } from './version.ts';

/**
 * The version of the specification this product implements (core §1, "Product version"). Our own releases are
 * numbered separately in package.json (docs/decisions.md, "Version and experiments").
 */
export const SPECIFICATION_VERSION = '1.13.0';

const VersionDto = Type.Object({
  product: Type.String({ description: 'this release of Pontual (package.json)' }),
  specification: Type.String({ description: 'the version of the specification it implements' }),
  api: Type.String({ description: 'the REST API\'s version' }),
  database: Type.Object({
    kind: Type.Union([Type.Literal('PGlite'), Type.Literal('PostgreSQL')]),
    version: Type.String({ description: 'what SELECT version() answers' }),
  }),
});

/** `GET /version`: what runs, for the Version screen and support calls (`/meta.json` on the gateway is the public update check). */
export async function versionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/version', {
    config: { access: { authenticated: true } },
    schema: { tags: ['version'], summary: 'The product, specification, API and database versions', response: { 200: VersionDto } },
  }, async () => ({ product: API_VERSION, specification: SPECIFICATION_VERSION, api: API_VERSION, database: await databaseVersion(ctx.db) }));
}
