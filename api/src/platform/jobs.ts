import { PgBoss, fromPglite, type Db } from 'pg-boss';
import { engineOf, type Database } from './db/database.ts';

/**
 * Background work as jobs in PostgreSQL (pg-boss, DESIGN.md "Scale-out"): any replica takes them, a crashed one's
 * jobs are retried by another, and recurring work is a cron schedule kept in the database rather than a timer in one
 * process. Domains declare their jobs; the server starts the runner (tests call the jobs' functions directly, and
 * one test starts the runner on each database).
 */
export interface JobDefinition {
  /** the queue's name, e.g. `attendance.close-days` */
  name: string;
  /** cron (UTC) on which it recurs; at most one run at a time across replicas */
  cron?: string;
  run(): Promise<unknown>;
}

export interface JobRunner {
  /** queues a run now (a singleton: a run already queued is not doubled) */
  trigger(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the embedded database: its statements go through the application's single connection, taken like a
 * query of ours, so they never run inside one of our transactions (PGlite is one session for everything).
 */
function embeddedAdapter(db: Database, pglite: Parameters<typeof fromPglite>[0]): Db {
  const inner = fromPglite(pglite);
  return {
    ...inner,
    executeSql: (text, values) => db.connection().execute(() => inner.executeSql(text, values)),
  };
}

export async function startJobs(
  db: Database, definitions: readonly JobDefinition[], onError: (err: unknown) => void, { pollingIntervalSeconds = 5 } = {},
): Promise<JobRunner> {
  const engine = engineOf(db);
  if (!engine) throw new Error('jobs: unknown database');
  const boss = engine.kind === 'postgres'
    ? new PgBoss({ connectionString: engine.databaseUrl, max: 3, schema: 'pgboss' })
    : new PgBoss({ db: embeddedAdapter(db, engine.pglite), backend: 'pglite', schema: 'pgboss' });
  boss.on('error', onError);
  await boss.start();
  for (const job of definitions) {
    // stately: at most one run waiting and one running, so a slow run never piles up behind it
    await boss.createQueue(job.name, { policy: 'stately', retryLimit: 3, retryDelay: 30 });
    if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    await boss.work(job.name, { pollingIntervalSeconds }, async () => { await job.run(); });
  }
  return {
    trigger: async (name) => { await boss.send(name, null); },
    stop: async () => { await boss.stop({ graceful: true, timeout: 10_000 }); },
  };
}
