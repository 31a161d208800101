import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/platform/config.ts';
import { migrate, openDatabase } from '../../api/src/platform/db/database.ts';
import { syncReferenceData } from '../../api/src/platform/db/reference-data.ts';
import { benchDashboards } from './dashboard-bench.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** `npm run bench:dashboards`: the dashboard figures of `npm run bench` alone. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-bench-'));
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
const db = await openDatabase({ databaseUrl: scratch?.url });
await migrate(db);
await syncReferenceData(db);
const app = await buildApp({ db, config: { ...loadConfig(), dataDir } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
console.log(await benchDashboards(db, `${address}/api`, {
  people: Number(process.env.BENCH_DASHBOARD_EMPLOYEES ?? 10_000), subscribers: Number(process.env.BENCH_SUBSCRIBERS ?? 1000),
}));
await app.close();
await db.destroy();
if (process.env.BENCH_KEEP_DB) console.log(`kept ${scratch?.url}`); else await scratch?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
