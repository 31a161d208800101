import type { Workday } from '../../../domain/attendance/engine.types.ts';
import { addDays } from '../../../domain/schedule.ts';
import { previewWorkdays } from '../attendance/recompute.service.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError } from '../platform/errors.ts';
import { recordClock, type ClockActor, type ClockDto, type ClockInput } from './clock.service.ts';

class WouldRecord extends Error {
  constructor(readonly clock: ClockDto, readonly impact: WorkdayChange[]) { super('rolled back'); }
}

/** A workday the clock would change: the engine's answer before and after it (its own day and the day before). */
export interface WorkdayChange { date: string; before: Workday; after: Workday }

export interface Simulation {
  /** the clock as it would be stored (null when refused) */
  clock: ClockDto | null;
  /** the confirmations the person would be asked for */
  confirmationsNeeded: string[];
  /** the refusal the clock would meet (geofence, location), null when it would be recorded */
  refusal: { status: number; code: string; message: string } | null;
  /** what it would do to the workdays: hours and inconsistencies before and after */
  impact: WorkdayChange[];
}

/**
 * What a clock would do, written nowhere (`POST /clocks/simulation`): the same `recordClock` in a transaction that is
 * always rolled back, so the answer can never drift from the real rules. Confirmations are given, so the answer
 * lists every one the person would be asked for rather than the first.
 */
export async function simulateClock(db: Database, scope: AccessScope, actor: ClockActor, input: ClockInput): Promise<Simulation> {
  // Inside the transaction a lost race aborts it (recordClock cannot decide again there): the whole simulation is.
  for (let attempt = 1; ; attempt++) {
    try {
      return await simulateOnce(db, scope, actor, input);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 3 || (code !== '23505' && code !== '25P02')) throw err;
    }
  }
}

async function simulateOnce(db: Database, scope: AccessScope, actor: ClockActor, input: ClockInput): Promise<Simulation> {
  try {
    await db.transaction().execute(async (trx) => {
      const { clock } = await recordClock(trx, scope, actor, { ...input, clientId: null, confirmed: true });
      // the same engine on the same transaction, before the clock (it is not visible to a read that excludes it) and after
      const from = addDays(clock.date, -1);
      const after = await previewWorkdays(trx, clock.employeeId, from, clock.date, actor.now);
      await trx.deleteFrom('clocks').where('id', '=', clock.id).execute();
      const before = await previewWorkdays(trx, clock.employeeId, from, clock.date, actor.now);
      throw new WouldRecord(clock, after.map((a, i) => ({ date: a.date, before: before[i], after: a })));
    });
  } catch (err) {
    if (err instanceof WouldRecord) return { clock: { ...err.clock, id: 0 }, confirmationsNeeded: err.clock.confirmed, refusal: null, impact: err.impact };
    if (err instanceof ApiError && err.status !== 404 && err.status !== 400) return { clock: null, confirmationsNeeded: [], refusal: { status: err.status, code: err.code, message: err.message }, impact: [] };
    throw err;
  }
  throw new Error('unreachable');
}
