// The employee's clock screen (issue #13 items 4–6) on Relay's mock environment: the state from lastClock, the
// optimistic turn and its rollback on a refusal, the server's question answered with the same clientId, the position
// and its failures, and a clock taken offline sent once when the network returns.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { addDaysIso, formatDisplayDate, todayIso } from '../../domain/dates.rules.ts';
import { isoWeekNumber, localDateOf, localTimeOf, weekStart } from '../../web/src/my-clocks/isoWeek.ts';
import { MyClocksRoute } from '../../web/src/my-clocks/MyClocksRoute.tsx';
import { clockQueue } from '../../web/src/my-clocks/clockQueueInstance.ts';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'];

const today = todayIso();
const instantAt = (hhmm: string) => new Date(`${today}T${hhmm}:00`).toISOString();
const lastClockAt = (type: 'IN' | 'OUT', hhmm: string) => ({ id: `c-${hhmm}`, type, instant: instantAt(hhmm), date: today, time: `${hhmm}:00` });
const serverClock = (id: string, type: 'IN' | 'OUT', hhmm: string, extra: object = {}) => ({
  id, type, instant: instantAt(hhmm), date: today, time: `${hhmm}:00`, clientId: `client-${id}`, siteName: 'Lisbon HQ',
  geofence: 'INSIDE', siteDistance: 20, offline: false, delayed: false, administrative: false, edited: false, edits: [], ...extra,
});

async function openScreen(employeeId: string, { lastClock = null as object | null, todayClocks = [] as object[], weekClocks = [] as object[] } = {}) {
  const opened = openRoute(MyClocksRoute, '/my-clocks', { role: 'EMPLOYEE', feature: 'clocks' });
  const operation: OperationDescriptor = await waitFor(() => { const op = opened.environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
  act(() => opened.environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    Employee: () => ({ id: employeeId, lastClock }),
    ClockConnection: (ctx) => ({ edges: (ctx.alias === 'todayClocks' ? todayClocks : weekClocks).map((node) => ({ node })), pageInfo: { hasNextPage: false } }),
  })));
  await screen.findByRole('heading', { level: 1, name: 'Clocks' });
  return { ...opened, operation };
}

/** Every mutation of that name sent so far, answered or not (the mock keeps only the pending ones). */
const mutations = (environment: Env, name: string): OperationDescriptor[] =>
  (environment.executeMutation as unknown as { mock: { calls: [{ operation: OperationDescriptor }][] } }).mock.calls
    .map(([{ operation }]) => operation).filter((o) => o.request.node.params.name === name);
/** The pending mutation of that name. */
const nextMutation = (environment: Env, name: string): Promise<OperationDescriptor> =>
  waitFor(() => {
    const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
    expect(op).toBeTruthy();
    return op as OperationDescriptor;
  });
const state = () => screen.getByTestId('clock-state').textContent;
const todayList = () => within(screen.getByRole('region', { name: 'Today' }));

afterEach(async () => {
  for (const id of ['e-offline']) for (const c of clockQueue.list(id)) await clockQueue.discard(c.clientId);
  delete (navigator as { geolocation?: unknown }).geolocation;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('the clock screen', () => {
  test('shows the state from the last clock, and the button that changes it', async () => {
    await openScreen('e-state', { lastClock: lastClockAt('IN', '09:02'), todayClocks: [serverClock('c1', 'IN', '09:02')] });
    expect(state()).toBe('You are clocked in since 09:02');
    expect(screen.getByRole('button', { name: 'Clock out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clock in again' })).toBeTruthy();
    expect(todayList().getAllByRole('listitem')).toHaveLength(1);
    expect(todayList().getByRole('listitem').textContent).toMatch(/^09:02InLisbon HQ/);
    expect(screen.getByTestId('worked-today').textContent).toMatch(/^Worked today: \d+\sh\s\d{2}\smin$/);
  });

  test('someone who never clocked is clocked out, and clocks in', async () => {
    await openScreen('e-never');
    expect(state()).toBe('You are clocked out');
    expect(screen.getByRole('button', { name: 'Clock in' })).toBeTruthy();
    expect(todayList().getByText('No clock today yet.')).toBeTruthy();
  });

  test('the state turns at once on a press, and turns back when the server refuses the clock', async () => {
    const { environment } = await openScreen('e-optimistic', { lastClock: lastClockAt('OUT', '08:00') });
    expect(state()).toBe('You are clocked out since 08:00');
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    const operation = await nextMutation(environment, 'useClockInMutation');
    expect(state()).toMatch(/^You are clocked in since \d{2}:\d{2}$/);
    const input = operation.request.variables.input;
    expect(input.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(input.position).toBeNull();
    act(() => environment.mock.resolve(operation, { data: { clockIn: { clock: null, confirmationNeeded: null, replayed: false, userErrors: [
      { field: ['position'], message: 'You are 912 m from Lisbon HQ, outside its 150 m area', code: 'OUTSIDE_GEOFENCE' },
    ] } } }));
    await waitFor(() => expect(state()).toBe('You are clocked out since 08:00'));
    expect(screen.getByRole('alert').textContent).toContain('You are 912 m from Lisbon HQ, outside its 150 m area');
    expect(screen.getByRole('button', { name: 'Clock in' })).toBeTruthy();
  });

  test('a recorded clock becomes the state and joins today’s list', async () => {
    const { environment } = await openScreen('e-recorded');
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    const operation = await nextMutation(environment, 'useClockInMutation');
    act(() => environment.mock.resolve(operation, { data: { clockIn: {
      clock: { __typename: 'Clock', ...serverClock('c-new', 'IN', '09:15') }, confirmationNeeded: null, replayed: false, userErrors: [],
    } } }));
    await waitFor(() => expect(state()).toBe('You are clocked in since 09:15'));
    expect(todayList().getAllByRole('listitem').map((li) => li.textContent?.slice(0, 7))).toEqual(['09:15In']);
    expect(await screen.findByText('Clocked in at 09:15.')).toBeTruthy();
  });

  test('the server’s question opens a dialog; confirming sends the same clientId with the confirmation, cancelling records nothing', async () => {
    const { environment } = await openScreen('e-confirm', { lastClock: lastClockAt('IN', '09:02') });
    fireEvent.click(screen.getByRole('button', { name: 'Clock in again' }));
    const first = await nextMutation(environment, 'useClockInMutation');
    expect(first.request.variables.input.confirm).toBeNull();
    act(() => environment.mock.resolve(first, { data: { clockIn: {
      clock: null, confirmationNeeded: { reason: 'SAME_TYPE_AS_PREVIOUS', message: 'Last clock was IN, clock out first' }, replayed: false, userErrors: [],
    } } }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clock in anyway?' });
    expect(within(dialog).getByText('Last clock was IN, clock out first')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Clock in anyway?' }));
    expect(state()).toBe('You are clocked in since 09:02');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock in' }));
    await waitFor(() => expect(mutations(environment, 'useClockInMutation')).toHaveLength(2));
    const second = await nextMutation(environment, 'useClockInMutation');
    expect(second.request.variables.input.clientId).toBe(first.request.variables.input.clientId);
    expect(second.request.variables.input.confirm).toEqual(['SAME_TYPE_AS_PREVIOUS']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => environment.mock.resolve(second, { data: { clockIn: {
      clock: { __typename: 'Clock', ...serverClock('c-again', 'IN', '09:40') }, confirmationNeeded: null, replayed: false, userErrors: [],
    } } }));
    await waitFor(() => expect(state()).toBe('You are clocked in since 09:40'));

    // Asked again, and cancelled: nothing more is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Clock in again' }));
    await waitFor(() => expect(mutations(environment, 'useClockInMutation')).toHaveLength(3));
    act(() => environment.mock.resolve(mutations(environment, 'useClockInMutation')[2], { data: { clockIn: {
      clock: null, confirmationNeeded: { reason: 'SAME_TYPE_AS_PREVIOUS', message: 'Last clock was IN, clock out first' }, replayed: false, userErrors: [],
    } } }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.keyDown(again, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(mutations(environment, 'useClockInMutation')).toHaveLength(3);
    expect(state()).toBe('You are clocked in since 09:40');
  });

  test('sends the position with its accuracy; a denied position is told, and the server’s LOCATION_REQUIRED shown with why', async () => {
    let answer: (ok: PositionCallback, fail: PositionErrorCallback) => void = (ok) => ok({ coords: { latitude: 38.72051234, longitude: -9.14561234, accuracy: 12.4 } } as GeolocationPosition);
    const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback, _options?: PositionOptions) => answer(ok, fail));
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    const { environment } = await openScreen('e-geo');
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    const first = await nextMutation(environment, 'useClockInMutation');
    expect(first.request.variables.input.position).toEqual({ latitude: 38.720512, longitude: -9.145612, accuracy: 12 });
    expect(getCurrentPosition.mock.calls[0][2]).toMatchObject({ enableHighAccuracy: true, timeout: 10_000 });
    expect(screen.getByTestId('location-status').textContent).toBe('Location: ±12 m');
    act(() => environment.mock.resolve(first, { data: { clockIn: {
      clock: { __typename: 'Clock', ...serverClock('c-geo', 'IN', '09:00') }, confirmationNeeded: null, replayed: false, userErrors: [],
    } } }));
    await waitFor(() => expect(state()).toBe('You are clocked in since 09:00'));

    answer = (_ok, fail) => fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    fireEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    const second = await nextMutation(environment, 'useClockOutMutation');
    expect(second.request.variables.input.position).toBeNull();
    expect(screen.getByTestId('location-status').textContent).toMatch(/^Location: access is blocked for Pontual/);
    act(() => environment.mock.resolve(second, { data: { clockOut: { clock: null, confirmationNeeded: null, replayed: false, userErrors: [
      { field: ['position'], message: 'Your position is needed to clock: turn on location and try again', code: 'LOCATION_REQUIRED' },
    ] } } }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your position is needed to clock: turn on location and try again');
    expect(alert.textContent).toContain('access is blocked for Pontual');
    await waitFor(() => expect(state()).toBe('You are clocked in since 09:00'));
  });

  test('offline, the clock waits on the device; back online it is sent once, with offline, its device time and the same clientId', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const { environment } = await openScreen('e-offline');
    expect(screen.getByText(/You are offline\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    const waiting = await todayList().findByText('Waiting to send');
    expect(waiting.closest('li')?.textContent).toMatch(/^\d{2}:\d{2}InOn this deviceWaiting to send$/);
    expect(state()).toMatch(/^You are clocked in since \d{2}:\d{2} Waiting to send$/);
    expect(mutations(environment, 'useClockInMutation')).toHaveLength(0);
    const [queued] = clockQueue.list('e-offline');

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    act(() => { window.dispatchEvent(new Event('online')); });
    const operation = await nextMutation(environment, 'useClockInMutation');
    expect(operation.request.variables.input).toMatchObject({ clientId: queued.clientId, offline: true, deviceInstant: queued.deviceInstant });
    act(() => { window.dispatchEvent(new Event('online')); });
    act(() => environment.mock.resolve(operation, { data: { clockIn: {
      clock: { __typename: 'Clock', ...serverClock('c-off', 'IN', '09:10', { clientId: queued.clientId, offline: true }) }, confirmationNeeded: null, replayed: true, userErrors: [],
    } } }));
    await waitFor(() => expect(todayList().queryByText('Waiting to send')).toBeNull());
    expect(mutations(environment, 'useClockInMutation')).toHaveLength(1);
    expect(todayList().getAllByRole('listitem').map((li) => li.textContent)).toEqual(['09:10InLisbon HQTaken offline']);
    expect(clockQueue.list('e-offline')).toEqual([]);
    expect(await screen.findByText('1 clock taken offline has been recorded.')).toBeTruthy();
  });

  test('a queued clock the server refuses stays with the message until discarded', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const { environment } = await openScreen('e-offline');
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    await todayList().findByText('Waiting to send');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    act(() => { window.dispatchEvent(new Event('online')); });
    const operation = await nextMutation(environment, 'useClockInMutation');
    act(() => environment.mock.resolve(operation, { data: { clockIn: { clock: null, confirmationNeeded: null, replayed: false, userErrors: [
      { field: ['position'], message: 'You are 912 m from Lisbon HQ, outside its 150 m area', code: 'OUTSIDE_GEOFENCE' },
    ] } } }));
    const item = (await todayList().findByText('Not recorded')).closest('li') as HTMLElement;
    expect(item.textContent).toContain('You are 912 m from Lisbon HQ, outside its 150 m area');
    expect(state()).toBe('You are clocked out');
    fireEvent.click(within(item).getByRole('button', { name: /^Discard/ }));
    await waitFor(() => expect(todayList().queryByText('Not recorded')).toBeNull());
    expect(clockQueue.list('e-offline')).toEqual([]);
  });

  test('a corrected clock carries a badge that opens its trail: who changed it, when and why', async () => {
    const at = '2026-07-06T14:03:00Z';
    await openScreen('e-trail', { todayClocks: [serverClock('c1', 'IN', '09:02', { edited: true, edits: [{
      action: 'EDIT', reason: 'Forgot to clock at the door', byName: 'Ana Admin', at,
      before: { type: 'IN', date: today, time: '09:15:00' }, after: { type: 'IN', date: today, time: '09:02:00' },
    }] })] });
    const [item] = todayList().getAllByRole('listitem');
    const badge = within(item).getByText('Corrected');
    const trail = badge.closest('details') as HTMLDetailsElement;
    expect(trail.open).toBe(false);
    fireEvent.click(badge.closest('summary') as HTMLElement);
    expect(trail.open).toBe(true);
    expect(within(trail).getByRole('listitem').textContent)
      .toBe(`Ana Admin, ${formatDisplayDate(localDateOf(at))} ${localTimeOf(at)}: In 09:15 → In 09:02Why: Forgot to clock at the door`);
  });

  test('the history shows this week day by day with each day’s time and the total, and moves week by week', async () => {
    const monday = weekStart(today);
    const on = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00`).toISOString();
    const clockOn = (id: string, day: string, type: 'IN' | 'OUT', hhmm: string) => ({ ...serverClock(id, type, hhmm), date: day, instant: on(day, hhmm) });
    const { environment } = await openScreen('e-history', { weekClocks: [
      clockOn('w1', monday, 'IN', '09:00'), clockOn('w2', monday, 'OUT', '13:00'), clockOn('w3', monday, 'IN', '14:00'), clockOn('w4', monday, 'OUT', '18:30'),
    ] });
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByRole('heading', { level: 3 }).textContent).toBe(`Week ${isoWeekNumber(today)} · ${formatDisplayDate(monday)} – ${formatDisplayDate(addDaysIso(monday, 6))}`);
    expect(history.getByText(/^Worked this week:/).textContent).toBe('Worked this week: 8\u00a0h\u00a030\u00a0min');
    expect(history.getByRole('heading', { level: 4 }).textContent).toBe(`Monday ${formatDisplayDate(monday)} · 8\u00a0h\u00a030\u00a0min`);
    expect(history.getAllByRole('listitem')).toHaveLength(4);
    expect(history.getByRole('button', { name: /Next week/ }).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(history.getByRole('button', { name: /Previous week/ }));
    const refetch = await waitFor(() => {
      const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === 'WeekHistoryPaginationQuery');
      expect(op).toBeTruthy();
      return op as OperationDescriptor;
    });
    const previous = addDaysIso(monday, -7);
    expect(refetch.request.variables).toMatchObject({ from: previous, to: addDaysIso(previous, 6), id: 'e-history' });
    act(() => environment.mock.resolve(refetch, MockPayloadGenerator.generate(refetch, {
      Node: () => ({ __typename: 'Employee', id: 'e-history' }),
      // A forgotten OUT on Friday: it counts nothing in a past week.
      ClockConnection: () => ({ edges: [clockOn('p1', addDaysIso(previous, 1), 'IN', '08:00'), clockOn('p2', addDaysIso(previous, 1), 'OUT', '16:15'),
        clockOn('p3', addDaysIso(previous, 4), 'IN', '08:00')].map((node) => ({ node })), pageInfo: { hasNextPage: false } }),
    })));
    await waitFor(() => expect(history.getByRole('heading', { level: 3 }).textContent).toMatch(new RegExp(`^Week ${isoWeekNumber(previous)} · ${formatDisplayDate(previous)}`)));
    expect(history.getByText(/^Worked this week:/).textContent).toBe('Worked this week: 8\u00a0h\u00a015\u00a0min');
    expect(history.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      `Tuesday ${formatDisplayDate(addDaysIso(previous, 1))} · 8\u00a0h\u00a015\u00a0min`, `Friday ${formatDisplayDate(addDaysIso(previous, 4))} · 0\u00a0h\u00a000\u00a0min`,
    ]);
    expect(history.getByRole('button', { name: /Next week/ }).getAttribute('aria-disabled')).toBe('false');
  });
});
