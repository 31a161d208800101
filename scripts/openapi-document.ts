import { pathToFileURL } from 'node:url';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../api/src/app.ts';
import type { Database } from '../api/src/platform/db/database.ts';

/** Where the API mounts its routes (api/src/app.ts), and so what `REST_API_URL` ends in. */
export const API_BASE_PATH = '/api';

/**
 * The REST API's OpenAPI document, as `GET /api/openapi.json` answers it, built in-process. Registering the routes
 * queries nothing, so the app gets a Kysely that only compiles SQL (no database to open or migrate), a fixed JWT
 * secret (else the token service reads `app_secrets`), no Redis and a mailer that sends nothing.
 */
export async function openApiDocument(): Promise<OpenAPI3> {
  const db: Database = new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const app = await buildApp({ db, config: { jwtSecret: 'openapi-document-only', redisUrl: undefined }, mailer: { send: async () => {} } });
  try {
    const response = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/openapi.json` });
    if (response.statusCode !== 200) throw new Error(`GET ${API_BASE_PATH}/openapi.json answered ${response.statusCode}`);
    return response.json();
  } finally {
    await app.close();
  }
}

// `tsx scripts/openapi-document.ts > openapi.json` dumps it, for tools that read the document from a file.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.stdout.write(`${JSON.stringify(await openApiDocument(), null, 2)}\n`);
