import { ConnectionHandler } from 'relay-runtime';
import type { ClockConfirmation, ClockType } from '../../../domain/clock.rules.ts';
import type { QueuedPosition } from './clockQueue.ts';
import type { ClockOutcome } from './commitClock.ts';
import { localDateOf, weekEnd, weekStart } from './isoWeek.ts';
import { useClockInMutation } from './useClockInMutation.ts';
import { useClockOutMutation } from './useClockOutMutation.ts';

export interface OutgoingClock {
  type: ClockType;
  clientId: string;
  position: QueuedPosition | null;
  confirm: ClockConfirmation[];
  /** taken without network: sent with `offline: true` and this device time */
  deviceInstant?: string;
}

/**
 * Sends one clock with the mutation of its type. The new clock joins today's list when it is today's and the
 * history's week it falls in (Relay skips a clock already listed: a replay is never shown twice).
 */
export function useSendClock(employeeId: string, today: string): (clock: OutgoingClock, optimistic: boolean) => Promise<ClockOutcome> {
  const clockIn = useClockInMutation();
  const clockOut = useClockOutMutation();
  return (clock, optimistic) => {
    const date = clock.deviceInstant ? localDateOf(clock.deviceInstant) : today;
    const connections = [ConnectionHandler.getConnectionID(employeeId, 'WeekHistory_weekClocks', { from: weekStart(date), to: weekEnd(date) })];
    if (date === today) connections.push(ConnectionHandler.getConnectionID(employeeId, 'TodayClocks_todayClocks', { from: today, to: today }));
    const input = {
      clientId: clock.clientId,
      position: clock.position,
      confirm: clock.confirm.length ? clock.confirm : null,
      ...(clock.deviceInstant ? { offline: true, deviceInstant: clock.deviceInstant } : {}),
    };
    return (clock.type === 'IN' ? clockIn : clockOut)({ employeeId, input, connections, optimistic });
  };
}
