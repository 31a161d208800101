import { loadConfig } from '../platform/config.ts';
import { openAppDatabase } from '../platform/db/open-app-database.ts';
import { reseedDemo } from './demo-seed.ts';

/** `npm run seed`: re-creates the demo company in the configured database. */
const config = loadConfig();
const db = await openAppDatabase(config);
await reseedDemo(db);
await db.destroy();
console.log('Demo data re-created. Password for every demo account: Demo#2026');
