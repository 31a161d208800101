// The kiosk's screen (issue #13 item 3) on Relay's mock environment: the code then the PIN on the keypad and the
// physical keyboard, the clock sent with a fresh clientId, the name and time shown then the screen reset, the
// server's question answered with the same clientId, refusals said and the PIN typed again, the idle reset.
import { Suspense } from 'react';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createMockEnvironment } from 'relay-test-utils';
import { KioskScreen } from '../../web/src/kiosk/KioskScreen.tsx';

type Env = ReturnType<typeof createMockEnvironment>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => { vi.useRealTimers(); });

async function openKiosk(kiosk: object | null = { id: 'VGVybWluYWw6MQ==', name: 'Front door', siteName: 'Lisbon HQ' }) {
  const environment = createMockEnvironment();
  const onSignedOut = vi.fn();
  const router = createMemoryRouter([{
    path: '/kiosk',
    element: <Suspense fallback={<p>loading</p>}><KioskScreen timeZone="Europe/Lisbon" onSignedOut={onSignedOut} /></Suspense>,
  }], { initialEntries: ['/kiosk'] });
  render(<RelayEnvironmentProvider environment={environment as unknown as Environment}><RouterProvider router={router} /></RelayEnvironmentProvider>);
  const operation = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op.request.node.params.name).toBe('KioskScreenQuery'); return op; });
  act(() => environment.mock.resolve(operation, { data: { kiosk } }));
  if (kiosk) await screen.findByRole('heading', { level: 1, name: 'Front door' });
  return { environment, onSignedOut };
}

/** The pending mutation of that name. */
const nextMutation = (environment: Env, name = 'useKioskClockMutation'): Promise<OperationDescriptor> =>
  waitFor(() => {
    const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
    expect(op).toBeTruthy();
    return op as OperationDescriptor;
  });

const answer = (environment: Env, operation: OperationDescriptor, kioskClock: object) =>
  act(() => environment.mock.resolve(operation, { data: { kioskClock: { clock: null, confirmationNeeded: null, replayed: false, userErrors: [], ...kioskClock } } }));

const key = (name: string) => fireEvent.click(within(screen.getByRole('group', { name: 'Keypad' })).getByRole('button', { name }));
const codeField = () => screen.getByLabelText('Employee code') as HTMLInputElement;
const pinField = () => screen.getByLabelText('PIN') as HTMLInputElement;

/** The code typed on a physical keyboard (letters too), then Next and the PIN on the keypad. */
async function enter(code: string, pin: string) {
  fireEvent.change(codeField(), { target: { value: code } });
  key('Next');
  await screen.findByRole('heading', { name: 'Enter your PIN' });
  for (const digit of pin) key(digit);
}

const recorded = { employeeName: 'Eduardo Silva', type: 'IN', date: '2026-05-12', time: '09:02:41', timeZone: 'Europe/Lisbon', siteName: 'Lisbon HQ' };

describe('the kiosk screen', () => {
  test('the code, then the masked PIN, on the keypad and the keyboard; the clock goes with a fresh clientId and no session', async () => {
    const { environment } = await openKiosk();
    expect(screen.getByText('Lisbon HQ')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Enter your employee code' })).toBeTruthy();
    expect(codeField().getAttribute('inputmode')).toBe('none');
    fireEvent.change(codeField(), { target: { value: 'e 00' } });
    key('0');
    fireEvent.keyDown(within(screen.getByRole('group', { name: 'Keypad' })).getByRole('button', { name: '0' }), { key: '1' });
    expect(codeField().value).toBe('E0001');
    fireEvent.keyDown(codeField(), { key: 'Enter' });
    await screen.findByRole('heading', { name: 'Enter your PIN' });
    expect(pinField().type).toBe('password');
    expect(codeField().readOnly).toBe(true);
    expect((screen.getByRole('button', { name: 'Clock in' }) as HTMLButtonElement).disabled).toBe(true);
    for (const digit of '1299') key(digit);
    key('Delete the last character');
    fireEvent.keyDown(document.body, { key: '3' });
    fireEvent.change(pinField(), { target: { value: '1293x4' } });
    expect(pinField().value).toBe('12934');
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    const operation = await nextMutation(environment);
    const input = operation.request.variables.input;
    expect(input).toEqual({ employeeCode: 'E0001', pin: '12934', type: 'IN', clientId: expect.stringMatching(UUID), confirm: null });
    expect(screen.getByText('Sending…')).toBeTruthy();
  });

  test('the name and the recorded time, announced, for five seconds; then the screen is ready for the next person', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { environment } = await openKiosk();
    await enter('E0001', '4321');
    key('OK: the next clock (in or out)');
    const operation = await nextMutation(environment);
    expect(operation.request.variables.input.type).toBeNull();
    answer(environment, operation, { clock: recorded });
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('Eduardo Silva'));
    expect(status.textContent).toContain('Clocked in at 09:02');
    expect(screen.queryByLabelText('PIN')).toBeNull();
    act(() => { vi.advanceTimersByTime(4_000); });
    expect(screen.getByText('Eduardo Silva')).toBeTruthy();
    act(() => { vi.advanceTimersByTime(1_100); });
    await screen.findByRole('heading', { name: 'Enter your employee code' });
    expect(screen.queryByText('Eduardo Silva')).toBeNull();
    expect(codeField().value).toBe('');
    expect(document.activeElement).toBe(codeField());
  });

  test('the server\'s question: a dialog; confirmed, the same clientId goes again with the confirmation', async () => {
    const { environment } = await openKiosk();
    await enter('E0001', '4321');
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    const first = await nextMutation(environment);
    answer(environment, first, { confirmationNeeded: { reason: 'SAME_TYPE_AS_PREVIOUS', message: 'Last clock was IN, clock out first' } });
    const dialog = await screen.findByRole('alertdialog', { name: 'Clock in anyway?' });
    expect(within(dialog).getByText('Last clock was IN, clock out first')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, clock' }));
    const second = await nextMutation(environment);
    expect(second.request.variables.input).toEqual({ ...first.request.variables.input, confirm: ['SAME_TYPE_AS_PREVIOUS'] });
    answer(environment, second, { clock: recorded });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Eduardo Silva'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('cancelling the question starts over; a new press is a new attempt with a new clientId', async () => {
    const { environment } = await openKiosk();
    await enter('E0001', '4321');
    fireEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    const first = await nextMutation(environment);
    answer(environment, first, { confirmationNeeded: { reason: 'DURING_SHIFT', message: 'Your expected work lasts until 18:00; confirm to clock out now' } });
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Clock out anyway?' })).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'Enter your employee code' });
    await enter('E0001', '4321');
    fireEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    const second = await nextMutation(environment);
    expect(second.request.variables.input.clientId).not.toBe(first.request.variables.input.clientId);
  });

  test('a wrong PIN is said and typed again; a locked code starts over; too many clocks are said', async () => {
    const { environment } = await openKiosk();
    await enter('E0001', '1111');
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    answer(environment, await nextMutation(environment), { userErrors: [{ field: null, code: 'WRONG_PIN', message: 'The employee code or the PIN is not correct' }] });
    expect((await screen.findByRole('alert')).textContent).toBe('The employee code or the PIN is not correct');
    expect(pinField().value).toBe('');
    expect(codeField().value).toBe('E0001');
    for (const digit of '2222') key(digit);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    answer(environment, await nextMutation(environment), { userErrors: [{ field: null, code: 'RATE_LIMITED', message: 'Too many attempts; wait a minute and try again' }] });
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts; wait a minute and try again');
    for (const digit of '3333') key(digit);
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    answer(environment, await nextMutation(environment), {
      userErrors: [{ field: null, code: 'KIOSK_PIN_LOCKED', message: 'Too many wrong PINs; this code can clock again in 15 minute(s)' }],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Too many wrong PINs; this code can clock again in 15 minute(s)');
    expect(screen.getByRole('heading', { name: 'Enter your employee code' })).toBeTruthy();
    expect(codeField().value).toBe('');
  });

  test('no answer: said, and the same press resends the same attempt', async () => {
    const { environment } = await openKiosk();
    await enter('E0001', '4321');
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    const first = await nextMutation(environment);
    act(() => environment.mock.reject(first, new TypeError('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Network error/);
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    const second = await nextMutation(environment);
    expect(second.request.variables.input.clientId).toBe(first.request.variables.input.clientId);
  });

  test('a half-typed entry is dropped after 30 seconds without input; Escape drops it at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openKiosk();
    await enter('E0001', '12');
    act(() => { vi.advanceTimersByTime(20_000); });
    key('3');
    act(() => { vi.advanceTimersByTime(20_000); });
    expect(pinField().value).toBe('123');
    act(() => { vi.advanceTimersByTime(10_100); });
    await screen.findByRole('heading', { name: 'Enter your employee code' });
    expect(codeField().value).toBe('');
    fireEvent.change(codeField(), { target: { value: 'E0002' } });
    fireEvent.keyDown(codeField(), { key: 'Escape' });
    expect(codeField().value).toBe('');
  });

  test('a kiosk the server no longer knows: signed out, at load or at a clock', async () => {
    const signedOutAtLoad = await openKiosk(null);
    await waitFor(() => expect(signedOutAtLoad.onSignedOut).toHaveBeenCalled());
    document.body.innerHTML = '';
    const { environment, onSignedOut } = await openKiosk();
    await enter('E0001', '4321');
    fireEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    answer(environment, await nextMutation(environment), {
      userErrors: [{ field: null, code: 'KIOSK_SIGNED_OUT', message: 'This kiosk is not signed in; an administrator must sign it in again' }],
    });
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
  });
});
