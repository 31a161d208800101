import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import type { ClockConfirmation, ClockType } from '../../../domain/clock.rules.ts';
import { GraphQLRequestError } from '../platform/errors/GraphQLRequestError.ts';
import { normalizeError, type NormalizedError } from '../platform/errors/normalizeError.ts';
import { statusOf } from '../platform/relay/createFetchFn.ts';
import { mutationEvents } from '../platform/relay/mutationEvents.ts';
import { localDateOf, localTimeOf } from './isoWeek.ts';

/** What `clockIn` and `clockOut` answer (schema/clocks.graphql `ClockPayload`), as both mutations select it. */
export interface ClockPayloadShape {
  readonly clock: { readonly id: string; readonly instant: string; readonly time: string } | null | undefined;
  readonly confirmationNeeded: { readonly reason: string; readonly message: string } | null | undefined;
  readonly replayed: boolean;
  readonly userErrors: ReadonlyArray<{ readonly message: string; readonly code: string }>;
}

/** One clock as the screen and the offline queue send it. */
export interface ClockRequest<I> {
  /** the store id of the viewer's employee, whose `lastClock` the clock becomes */
  employeeId: string;
  type: ClockType;
  input: I & { clientId?: string | null };
  /** connections the new clock joins (today's list, its week's history) */
  connections: string[];
  /** show the new state at once, rolled back if the server does not record it (DESIGN §4: instant toggles) */
  optimistic: boolean;
}

export type ClockOutcome =
  | { kind: 'recorded'; replayed: boolean; time: string }
  | { kind: 'confirm'; reason: ClockConfirmation; message: string }
  | { kind: 'refused'; code: string | null; message: string }
  /** no answer at all: the clock may be queued and sent again with the same clientId */
  | { kind: 'offline' }
  | { kind: 'failed'; error: NormalizedError };

let optimisticSeq = 0;

/** Commits a clock mutation and folds its answers into one outcome the screen and the queue both read. */
export function commitClock<M extends MutationParameters & { variables: { input: unknown; connections: readonly string[] } }>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  pick: (response: M['response']) => ClockPayloadShape | null | undefined,
  request: ClockRequest<M['variables']['input']>,
): Promise<ClockOutcome> {
  const { employeeId, type } = request;
  const optimisticUpdater = (store: RecordSourceSelectorProxy) => {
    const employee = store.get(employeeId);
    if (!employee) return;
    const now = new Date();
    const id = `client:optimisticClock:${++optimisticSeq}`;
    const clock = store.create(id, 'Clock');
    clock.setValue(id, 'id');
    clock.setValue(type, 'type');
    clock.setValue(now.toISOString(), 'instant');
    clock.setValue(localDateOf(now), 'date');
    clock.setValue(`${localTimeOf(now)}:00`, 'time');
    employee.setLinkedRecord(clock, 'lastClock');
  };
  // The new clock is the state only if it is the latest: an offline clock sent later may be older than lastClock.
  const updater = (store: RecordSourceSelectorProxy<M['response']>, data: M['response'] | null | undefined) => {
    const recorded = data ? pick(data)?.clock : null;
    const employee = store.get(employeeId);
    const clock = recorded ? store.get(recorded.id) : null;
    if (!recorded || !employee || !clock) return;
    const current = employee.getLinkedRecord('lastClock')?.getValue('instant');
    if (typeof current !== 'string' || Date.parse(current) <= Date.parse(recorded.instant)) employee.setLinkedRecord(clock, 'lastClock');
  };
  return new Promise((resolve) => {
    commit({
      variables: { input: request.input, connections: request.connections } as M['variables'],
      ...(request.optimistic ? { optimisticUpdater } : {}),
      updater,
      onCompleted: (response, errors) => {
        const payload = pick(response);
        if (!payload) return resolve({ kind: 'failed', error: normalizeError(new GraphQLRequestError(statusOf(errors ?? []), errors ?? [])) });
        if (payload.userErrors.length) {
          const [first] = payload.userErrors;
          return resolve({ kind: 'refused', code: first.code, message: payload.userErrors.map((e) => e.message).join('\n') });
        }
        if (payload.confirmationNeeded) {
          return resolve({ kind: 'confirm', reason: payload.confirmationNeeded.reason as ClockConfirmation, message: payload.confirmationNeeded.message });
        }
        if (!payload.clock) return resolve({ kind: 'failed', error: normalizeError(new GraphQLRequestError(500, [])) });
        resolve({ kind: 'recorded', replayed: payload.replayed, time: payload.clock.time });
        mutationEvents.committed();
      },
      onError: (error) => {
        const normalized = normalizeError(error);
        resolve(normalized.kind === 'noResponse' ? { kind: 'offline' } : { kind: 'failed', error: normalized });
      },
    });
  });
}
