import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/platform/config.ts';
import { migrate, openDatabase } from '../../api/src/platform/db/database.ts';
import { syncReferenceData } from '../../api/src/platform/db/reference-data.ts';
import { benchAbsences } from './absence-bench.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** `npm run bench:absences`: the absence figures of `npm run bench` alone. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-bench-'));
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
const db = await openDatabase({ databaseUrl: scratch?.url });
await migrate(db);
await syncReferenceData(db);
const app = await buildApp({ db, config: { ...loadConfig(), dataDir } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
console.log(await benchAbsences(db, `${address}/api`, { people: 2000, departmentSize: 200, perEmployee: 10, samples: 100 }));
await app.close();
await db.destroy();
await scratch?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
