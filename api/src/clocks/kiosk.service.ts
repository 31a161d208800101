import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClockConfirmation } from '../../../domain/clock.rules.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, fieldError, notFound, unauthorized } from '../platform/errors.ts';
import { countAttempt, keyOf, subjectOf } from '../session/throttle.repository.ts';
import { ClockErrors } from './clock.errors.ts';
import { recordClock, type ClockDto } from './clock.service.ts';
import { clearPinFailures, kioskAccount, pinLock, setPinLock, terminalByTokenHash, updateTerminal } from './kiosk.repository.ts';

/** Wrong PINs allowed for one employee code before kiosk use is locked, and for how long. */
export const PIN_FAILURES_ALLOWED = 5;
export const PIN_LOCK_MINUTES = 15;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
/** The account's PIN hash as `setIdentification` writes it (accounts domain). */
const pinHash = (pin: string) => createHash('sha256').update(`pin:${pin}`).digest('hex');

/** Signs a terminal in: a new random token (kept as a hash; the previous tablet is signed out). */
export async function signInTerminal(db: Database, id: number, accountId: number, now: Date): Promise<string> {
  const token = `kiosk_${randomBytes(32).toString('base64url')}`;
  if (!(await updateTerminal(db, id, { token_hash: hash(token), signed_in_by_account_id: accountId, signed_in_at: now }))) throw notFound('Terminal');
  return token;
}

export async function signOutTerminal(db: Database, id: number): Promise<void> {
  if (!(await updateTerminal(db, id, { token_hash: null, signed_in_at: null }))) throw notFound('Terminal');
}

/** The terminal behind a kiosk token; 401 when it is unknown or signed out. */
export async function terminalOf(db: Database, token: string | undefined, now: Date) {
  const terminal = token ? await terminalByTokenHash(db, hash(token), now) : undefined;
  if (!terminal) throw unauthorized('This kiosk is not signed in; an administrator must sign it in again', ClockErrors.KIOSK_SIGNED_OUT);
  return terminal;
}

const wrongPin = () => new ApiError(401, ClockErrors.WRONG_PIN, 'The employee code or the PIN is not correct');

/**
 * Who is clocking at the kiosk: the employee code and PIN, refused alike whether the code exists or not. Wrong PINs
 * are counted per code in the database (any kiosk, any replica); the fifth locks the code for 15 minutes.
 */
async function identify(db: Database, employeeCode: string, pin: string, now: Date) {
  const counter = { kind: 'kiosk-pin' as const, subject: subjectOf(employeeCode), cap: PIN_FAILURES_ALLOWED, windowMs: PIN_LOCK_MINUTES * 60_000 };
  const key = keyOf(counter);
  const lock = await pinLock(db, key);
  if (lock?.lockedUntil && new Date(lock.lockedUntil) > now) {
    const minutes = Math.ceil((new Date(lock.lockedUntil).getTime() - now.getTime()) / 60_000);
    throw new ApiError(423, ClockErrors.KIOSK_PIN_LOCKED, `Too many wrong PINs; this code can clock again in ${minutes} minute(s)`);
  }
  const account = await kioskAccount(db, employeeCode);
  const expected = account?.method === 'pin' && account.enabled && account.codeHash ? Buffer.from(account.codeHash, 'hex') : Buffer.alloc(32);
  const ok = timingSafeEqual(expected, Buffer.from(pinHash(pin), 'hex')) && !!account && account.method === 'pin' && account.enabled;
  if (!ok) {
    const count = await countAttempt(db, counter, now);
    if (count.hits >= PIN_FAILURES_ALLOWED) await setPinLock(db, key, new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000));
    return null;
  }
  if (lock) await clearPinFailures(db, key);
  return account;
}

export interface KioskClockInput {
  employeeCode: string; pin: string; type?: 'IN' | 'OUT'; clientId?: string | null; confirmed?: boolean | ClockConfirmation[];
}

/**
 * Who clocks at the kiosk, in the caller's transaction: the account, or the refusal to answer once the transaction
 * has committed the failure (so the count survives the refusal).
 */
export async function kioskIdentify(db: Database, input: KioskClockInput, now: Date): Promise<{ account: KioskAccount } | { refused: ApiError }> {
  if (!/^\d{4,8}$/.test(input.pin)) throw fieldError('pin', 'a PIN is 4 to 8 digits');
  const account = await identify(db, input.employeeCode, input.pin, now);
  return account ? { account } : { refused: wrongPin() };
}

type KioskAccount = NonNullable<Awaited<ReturnType<typeof identify>>>;

/** The identified person's clock at the kiosk's site (`recordClock`: no transaction). */
export async function kioskClock(db: Database, terminal: { id: number; siteId: number | null }, account: KioskAccount, input: KioskClockInput, clock: () => Date):
  Promise<{ clock: ClockDto; replayed: boolean }> {
  const now = clock();
  const scope: AccessScope = { kind: 'own', actor: { accountId: account.accountId, employeeId: account.employeeId } };
  return recordClock(db, scope, { accountId: account.accountId, now, clock }, {
    employeeId: account.employeeId!, type: input.type, clientId: input.clientId, confirmed: input.confirmed,
    source: 'KIOSK', identification: 'pin', deviceUuid: `terminal-${terminal.id}`, terminal: { siteId: terminal.siteId },
  });
}
