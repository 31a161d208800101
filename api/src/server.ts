import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { apiHost } from './platform/listen.ts';
import { openAppDatabase } from './platform/db/open-app-database.ts';
import { seedDemoIfEmpty } from './seed/demo-seed.ts';

/** Starts the REST API alone (`npm run start:api`). */
const config = loadConfig();
const db = await openAppDatabase(config);
if (config.seedDemo && (await seedDemoIfEmpty(db))) console.log('Seeded the demo company (password Demo#2026)');
const app = await buildApp({ db, config, logger: true, jobs: true });
await app.listen({ port: config.apiPort, host: apiHost(process.env, false) });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  });
}
