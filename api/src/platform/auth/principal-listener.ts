import pg from 'pg';
import { changeFeedOf, type Database } from '../db/database.ts';

export interface PrincipalListener {
  /** false while changes made by other processes could go unheard: the cache must not be trusted then */
  connected(): boolean;
  close(): Promise<void>;
}

const CHANNEL = 'principal_changed';
const RETRY_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * Calls `onChange` with the payload of every `principal_changed` notification (migration 0008).
 * - This process's own writes are heard on its own connections (database.ts), before the write returns.
 * - The embedded database has no other writer.
 * - On PostgreSQL, other replicas' writes are heard on a dedicated connection that LISTENs; when it drops,
 *   `connected()` turns false, everything is invalidated, and it reconnects with backoff (and invalidates everything
 *   again once listening, for what was missed meanwhile).
 */
export async function listenForPrincipalChanges(db: Database, onChange: (payload: string) => void,
  log: (message: string) => void = (m) => console.warn(m)): Promise<PrincipalListener> {
  const feed = changeFeedOf(db);
  // A database opened without a feed (hand-built Kysely): no notification can be heard, so the cache stays unused.
  if (!feed) return { connected: () => false, close: async () => {} };
  const unsubscribe = feed.subscribe((channel, payload) => { if (channel === CHANNEL) onChange(payload); });
  const url = feed.databaseUrl;
  if (!url) return { connected: () => true, close: async () => { unsubscribe(); } };

  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const dropped = (reason: string) => {
    if (closed || !client) return;
    log(`principal cache: change listener lost (${reason}); reconnecting, principals are read on every request meanwhile`);
    listening = false;
    onChange('*');
    const old = client;
    client = null;
    old.removeAllListeners();
    old.on('error', () => {});
    old.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => { void connect(); }, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    timer.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (n) => { if (n.channel === CHANNEL) onChange(n.payload ?? ''); });
    next.on('error', (err) => dropped(err.message));
    next.on('end', () => dropped('connection ended'));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      if (closed) { await next.end(); return; }
      onChange('*'); // whatever was announced before this connection listened went unheard
      listening = true;
      attempt = 0;
    } catch (err) {
      if (client === next) dropped((err as Error).message);
    }
  };
  await connect();

  return {
    connected: () => listening,
    async close() {
      closed = true;
      listening = false;
      clearTimeout(timer);
      unsubscribe();
      const c = client;
      client = null;
      if (c) { c.removeAllListeners(); c.on('error', () => {}); await c.end().catch(() => {}); }
    },
  };
}
