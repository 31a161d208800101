import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../platform/db/database.ts';

/**
 * Counters of `auth_throttles`, decided by the database so that concurrent requests (any replica) count exactly:
 * each attempt is counted by one INSERT … ON CONFLICT DO UPDATE … RETURNING before the password or code is checked.
 * Keys are hashes of the normalised identifier (and client address): the table names nobody, and an unknown
 * identifier is counted exactly like a known one.
 */

export type ThrottleKind = 'sign-in-client' | 'sign-in' | 'sign-in-day' | 'recover-hour' | 'recover-day' | 'reset-code' | 'reset-code-all' | 'kiosk-pin';

export interface Counter {
  kind: ThrottleKind;
  /** the hash of the identifier (or '*'), shared by every counter about it */
  subject: string;
  /** a counter of this kind and subject: per client address when `client` is given */
  client?: string;
  /** attempts allowed in one window */
  cap: number;
  windowMs: number;
}

export interface Count { key: string; hits: number; lockedUntil: Date | null }

/** A lock level is forgotten, and a counter starts over, after this long without attempts. */
const QUIET_MS = 24 * 3600_000;
/** Rows idle this long (and not locked) are deleted now and then. */
const PRUNE_AFTER_MS = 2 * QUIET_MS;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The subject of an identifier: usernames and employee codes compare without regard to case. */
export const subjectOf = (identifier: string) => sha256(identifier.trim().toLowerCase());

export const keyOf = (c: Pick<Counter, 'kind' | 'subject' | 'client'>) =>
  `${c.kind}:${c.client === undefined ? c.subject : sha256(`${c.subject}\n${c.client}`)}`;

/** True when the attempt counted by `count` may go on: within the cap, and no lock running. */
export const allowed = (count: Count, cap: number, now: Date) => count.hits <= cap && !(count.lockedUntil && count.lockedUntil > now);

/**
 * Counts one attempt and returns the count including it. The window starts over once it has passed without a lock,
 * once a lock has run out, or after a quiet day. Not capped: an attempt taken back (`uncount`) must undo exactly its
 * own increment, however many run at once.
 */
export async function countAttempt(db: Database, c: Counter, now: Date): Promise<Count> {
  const key = keyOf(c);
  const { rows } = await sql<{ hits: number; locked_until: Date | null }>`${upsertCount(c, now, sql`values (${key}, ${c.kind}, ${c.subject}, 1, ${now}::timestamptz, null, 0, ${now}::timestamptz)`)}
    returning hits, locked_until`.execute(db);
  return { key, hits: rows[0].hits, lockedUntil: toDate(rows[0].locked_until) };
}

/** The counting upsert of `countAttempt`, inserting `source` (a VALUES list, or a SELECT that may yield no row). */
function upsertCount(c: Counter, now: Date, source: RawBuilder<unknown>) {
  const windowStart = new Date(now.getTime() - c.windowMs);
  const quietSince = new Date(now.getTime() - QUIET_MS);
  const fresh = sql`((t.locked_until is not null and t.locked_until <= ${now}::timestamptz)
    or (t.locked_until is null and (t.window_started_at <= ${windowStart}::timestamptz or t.updated_at <= ${quietSince}::timestamptz)))`;
  const quiet = sql`(t.updated_at <= ${quietSince}::timestamptz and (t.locked_until is null or t.locked_until <= ${now}::timestamptz))`;
  return sql`insert into auth_throttles as t (key, kind, subject, hits, window_started_at, locked_until, lock_level, updated_at)
    ${source}
    on conflict (key) do update set
      hits = case when ${fresh} then 1 else t.hits + 1 end,
      window_started_at = case when ${fresh} then ${now}::timestamptz else t.window_started_at end,
      locked_until = case when ${fresh} then null else t.locked_until end,
      lock_level = case when ${quiet} then 0 else t.lock_level end,
      updated_at = ${now}::timestamptz`;
}

/** A counter and the cap over which its attempt is refused. */
export interface Gate { counter: Counter; cap: number }

/**
 * Counts one attempt on each counter in turn, in ONE statement: the next is counted only while the previous allows
 * the attempt (a refused attempt must not swell the next counter, even for a moment). Returns the counts made, in
 * order; fewer than the gates when one refused. Chained through their RETURNING, the upserts lock the rows in the
 * gates' order, which must be the sign-in rank order (see `SIGN_IN_RANK`).
 */
export async function countInTurn(db: Database, gates: Gate[], now: Date): Promise<Count[]> {
  const keys = gates.map((g) => keyOf(g.counter));
  const steps = gates.map((g, i) => {
    const values = sql`${keys[i]}, ${g.counter.kind}, ${g.counter.subject}, 1, ${now}::timestamptz, null::timestamptz, 0, ${now}::timestamptz`;
    const source = i === 0
      ? sql`values (${values})`
      : sql`select ${values} from ${sql.ref(`c${i - 1}`)} p
          where p.hits <= ${gates[i - 1].cap}::integer and (p.locked_until is null or p.locked_until <= ${now}::timestamptz)`;
    return sql`${sql.ref(`c${i}`)} as (${upsertCount(g.counter, now, source)} returning hits, locked_until)`;
  });
  const columns = gates.map((_, i) => sql`(select hits from ${sql.ref(`c${i}`)}) as ${sql.ref(`h${i}`)},
    (select locked_until from ${sql.ref(`c${i}`)}) as ${sql.ref(`l${i}`)}`);
  const { rows } = await sql<Record<string, number | Date | string | null>>`with ${sql.join(steps, sql`, `)}
    select ${sql.join(columns, sql`, `)}`.execute(db);
  const counts: Count[] = [];
  for (let i = 0; i < gates.length && rows[0][`h${i}`] !== null; i++) {
    counts.push({ key: keys[i], hits: Number(rows[0][`h${i}`]), lockedUntil: toDate(rows[0][`l${i}`] as Date | string | null) });
  }
  return counts;
}

/*
 * Deadlocks: a statement that holds one counter's row lock while waiting for another's can meet one doing the
 * reverse. So every statement or transaction touching several sign-in rows locks them in one order, the sign-in rank
 * (`SIGN_IN_RANK`: the client's counter, then the identifier's 15 minutes, then its day; keys break ties), and any
 * account row after them. Chained statements (`countInTurn`, `recordFailedAttempt`, `recordSuccess`) follow it by
 * their order; transactions lock first (`lockedSignInRows`).
 */

const SIGN_IN_KINDS: ThrottleKind[] = ['sign-in-client', 'sign-in', 'sign-in-day'];
const SIGN_IN_RANK = sql`case kind when 'sign-in-client' then 0 when 'sign-in' then 1 else 2 end`;

/** Every sign-in row of these subjects, locked in rank order. */
function lockedSignInRows(db: Database, subjects: string[]) {
  return db.selectFrom('auth_throttles').select(['key', 'locked_until'])
    .where('subject', 'in', subjects).where('kind', 'in', SIGN_IN_KINDS).orderBy(SIGN_IN_RANK).orderBy('key').forUpdate().execute();
}

/** A counter's key, its cap, and the lock it sets when a failure brings it there. */
export interface LockRule { key: string; cap: number; minutes: number; maxMinutes: number }

/**
 * After a wrong password, in ONE statement: locks each counter that this failure brought to its cap and is not
 * locked yet, and records the failure on the account named by the identifier, copying to it a lock of the identifier for every client (`rules[1..]`) — so any attempt that sees the lock also sees the copy. Each lock lasts
 * `minutes` doubled by every earlier lock (its level) up to `maxMinutes`. The same statement runs for an unknown
 * identifier and changes no account. `rules` in rank order. Returns the keys locked now, with their end.
 */
export async function recordFailedAttempt(db: Database, rules: LockRule[], account: RawBuilder<boolean>, now: Date): Promise<Map<string, Date>> {
  const steps = rules.map((r, i) => sql`${sql.ref(`l${i}`)} as (
    update auth_throttles set
      locked_until = ${now}::timestamptz
        + least(${r.minutes * 60}::double precision * power(2, least(lock_level, 20)), ${r.maxMinutes * 60}::double precision) * interval '1 second',
      lock_level = lock_level + 1
    where key = ${r.key} and hits >= ${r.cap}::integer and (locked_until is null or locked_until <= ${now}::timestamptz)
      ${i > 0 ? sql`and (select count(*) from ${sql.ref(`l${i - 1}`)}) >= 0` : sql``}
    returning key, locked_until)`);
  const last = sql.ref(`l${rules.length - 1}`);
  const forAll = sql.join(rules.slice(1).map((_, i) => sql`(select locked_until from ${sql.ref(`l${i + 1}`)})`));
  const { rows } = await sql<{ key: string; locked_until: Date | string }>`with ${sql.join(steps, sql`, `)},
    account as (
      update accounts set failed_attempts = failed_attempts + 1, locked_until = coalesce(greatest(${forAll}), locked_until)
      where ${account} and (select count(*) from ${last}) >= 0)
    ${sql.join(rules.map((_, i) => sql`select key, locked_until from ${sql.ref(`l${i}`)}`), sql` union all `)}`.execute(db);
  return new Map(rows.map((row) => [row.key, toDate(row.locked_until)!]));
}

/** A failure that locks nothing: the account named by the identifier (if any) counts it. */
export async function recordAccountFailure(db: Database, account: RawBuilder<boolean>): Promise<void> {
  await sql`update accounts set failed_attempts = failed_attempts + 1 where ${account}`.execute(db);
}

/**
 * After a right password, in ONE statement: the client's counter starts over, the identifier's take back this attempt
 * only, and (when `accountId` is given) the account records the sign-in. Keys in rank order, the client's first.
 */
export async function recordSuccess(db: Database, keys: string[], accountId: number | null, now: Date): Promise<void> {
  const [clientKey, ...identifierKeys] = keys;
  const steps = [
    sql`s0 as (update auth_throttles set hits = 0, locked_until = null, lock_level = 0 where key = ${clientKey} returning 1)`,
    ...identifierKeys.map((key, i) => sql`${sql.ref(`s${i + 1}`)} as (
      update auth_throttles set hits = greatest(hits - 1, 0) where key = ${key} and (select count(*) from ${sql.ref(`s${i}`)}) >= 0 returning 1)`),
  ];
  const last = sql.ref(`s${identifierKeys.length}`);
  await sql`with ${sql.join(steps, sql`, `)}
    ${accountId === null
      ? sql`select count(*) from ${last}`
      : sql`update accounts set failed_attempts = 0, locked_until = null, last_login_at = ${now}::timestamptz
          where id = ${accountId}::integer and (select count(*) from ${last}) >= 0`}`.execute(db);
}

/** Takes back attempts that were refused further on (they were no failures). */
export async function uncount(db: Database, keys: string[]): Promise<void> {
  for (const key of keys) {
    await sql`update auth_throttles set hits = greatest(hits - 1, 0) where key = ${key}`.execute(db);
  }
}

/**
 * Lifts the sign-in counters and locks of a subject whose account an administrator unlocked during the lock, once:
 * only while the identifier's lock is still the one observed, so concurrent attempts that all saw it do not each
 * start the count over.
 */
export async function liftUnlocked(db: Database, subject: string, lockKey: string, observed: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await lockedSignInRows(trx, [subject]);
    const lock = rows.find((r) => r.key === lockKey)?.locked_until;
    if (!lock || toDate(lock)!.getTime() !== observed.getTime()) return;
    await trx.deleteFrom('auth_throttles').where('key', 'in', rows.map((r) => r.key)).execute();
  });
}

/** Lifts every sign-in counter and lock of these subjects (a password reset), in the caller's transaction. */
export async function clearSignIn(trx: Database, subjects: string[]): Promise<void> {
  if (!subjects.length) return;
  const rows = await lockedSignInRows(trx, subjects);
  if (rows.length) await trx.deleteFrom('auth_throttles').where('key', 'in', rows.map((r) => r.key)).execute();
}

/** Deletes a bounded batch of long-idle, unlocked rows, skipping any row in use; called now and then. */
export async function pruneIdle(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - PRUNE_AFTER_MS);
  await sql`delete from auth_throttles where key in (
    select key from auth_throttles where updated_at < ${before}::timestamptz
      and (locked_until is null or locked_until <= ${now}::timestamptz) limit 500 for update skip locked)`.execute(db);
}

const toDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
