import fs from 'node:fs';
import { createServer } from 'node:http';
import { buildApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/platform/config.ts';
import { openAppDatabase } from '../api/src/platform/db/open-app-database.ts';
import { apiHost, besideGatewayEnv } from '../api/src/platform/listen.ts';
import { seedDemoIfEmpty } from '../api/src/seed/demo-seed.ts';
import { createGateway, gatewayConfig } from '../gateway/src/yoga.ts';
import { createWebAppHandler, WEB_DIST_DIR } from '../web/server/static-assets.ts';

/**
 * `npm start`: the REST API and the gateway in one process, on the embedded database, with the demo company seeded
 * into an empty one (SEED_DEMO=false to skip). Each still starts alone: `npm run start:api`, `npm run start:gateway`.
 */
const config = loadConfig(besideGatewayEnv({ ...process.env, SEED_DEMO: process.env.SEED_DEMO ?? 'true' }));
const db = await openAppDatabase(config);
if (config.seedDemo && (await seedDemoIfEmpty(db))) console.log('Seeded the demo company (password Demo#2026)');
const app = await buildApp({ db, config, logger: true, jobs: true });
await app.listen({ port: config.apiPort, host: apiHost(process.env, true) });

const gatewayPort = Number(process.env.GATEWAY_PORT ?? 4000);
// The built web app (npm run build:web) is served on the other paths when present.
const webApp = fs.existsSync(WEB_DIST_DIR) ? createWebAppHandler(WEB_DIST_DIR) : undefined;
const gateway = createGateway({ restApiUrl: process.env.REST_API_URL ?? `http://127.0.0.1:${config.apiPort}/api`, webApp, ...gatewayConfig(process.env) });
const server = createServer(gateway.yoga);
await new Promise<void>((resolve) => server.listen(gatewayPort, process.env.GATEWAY_HOST ?? '0.0.0.0', resolve));
console.log(`Pontual: ${webApp ? `web app on http://localhost:${gatewayPort}/, ` : ''}GraphQL and GraphiQL on http://localhost:${gatewayPort}/graphql, REST on http://localhost:${config.apiPort}/api (docs at /api/docs)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    server.close();
    await gateway.close();
    await app.close();
    await db.destroy();
    process.exit(0);
  });
}
