import { DEFAULT_POLICY, type Workday } from '../../../domain/attendance/engine.types.ts';
import { computeWorkdays } from '../../../domain/attendance/workday.ts';
import type { Database } from '../platform/db/database.ts';
import { loadEngineInputs } from './attendance.repository.ts';

/**
 * The workdays [from, to] of many employees as the engine sees them now, written nowhere: the engine's input in one
 * query whatever their number, then the same `computeWorkdays` per employee as `recomputeWorkdays`. Dates inside a
 * closed payroll period are left out, as the recompute leaves them (they keep what was computed when it closed), so a
 * what-if never shows a change no recompute would make. Employees with nothing to compute are absent from the map.
 */
export async function previewWorkdaysOf(db: Database, employeeIds: readonly number[], from: string, to: string, now: Date): Promise<Map<number, Workday[]>> {
  const out = new Map<number, Workday[]>();
  const ids = [...new Set(employeeIds)];
  if (!ids.length || from > to) return out;
  const { inputs, closed } = await loadEngineInputs(db, ids, from, to);
  const inPeriod = (date: string) => date >= from && date <= to && !closed.some((p) => p.start <= date && date <= p.end);
  for (const [employeeId, input] of inputs) {
    out.set(employeeId, computeWorkdays(input.days, input.clocks, DEFAULT_POLICY, now, inPeriod, input.rules));
  }
  return out;
}
