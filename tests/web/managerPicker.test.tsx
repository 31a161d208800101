/**
 * Issue #11 item 11: a department's managers are picked by typing part of a name (ARIA combobox), not from a list of
 * every employee: the search goes out through Relay once typing pauses, at most 20 people, in the reader's
 * alphabetical order; arrows move, Enter picks, Escape closes.
 */
import { describe, expect, test, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { EmployeeSearchPicker } from '../../web/src/employees/EmployeeSearchPicker.tsx';

type Env = ReturnType<typeof createMockEnvironment>;

function openPicker(exclude: string[] = []) {
  const environment = createMockEnvironment();
  const picked = vi.fn();
  const outside = vi.fn(); // the dialog around the picker closes on Escape
  render(
    <RelayEnvironmentProvider environment={environment}>
      <div onKeyDown={(e) => outside(e.key)}><EmployeeSearchPicker label="Add a manager" exclude={exclude} onPick={picked} /></div>
    </RelayEnvironmentProvider>,
  );
  return { environment, picked, outside, box: screen.getByRole('combobox', { name: 'Add a manager' }) as HTMLInputElement };
}

const PEOPLE = [
  { id: 'RTox', name: 'Lucas Neto', jobTitle: 'Driver', department: { name: 'Logistics' } },
  { id: 'RToy', name: 'Leandro Dias', jobTitle: null, department: null },
  { id: 'RToz', name: 'Léa Martins', jobTitle: 'Buyer', department: { name: 'Sales' } },
];

async function answerSearch(environment: Env, people = PEOPLE) {
  const operation = await waitFor(() => {
    const ops = environment.mock.getAllOperations();
    expect(ops.length).toBe(1);
    return ops[0];
  }, { timeout: 2000 });
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    EmployeeConnection: () => ({ edges: people.map((node) => ({ cursor: node.id, node: { __typename: 'Employee', ...node } })) }),
  })));
  return operation;
}

const optionNames = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true })
  .map((o) => o.textContent);

describe('manager picker', () => {
  test('typing "Lé" searches once typing pauses, for at most 20 enabled people, and lists them A–Z as people read', async () => {
    const { environment, box } = openPicker();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'L' } });
    fireEvent.change(box, { target: { value: 'Lé' } });
    expect(environment.mock.getAllOperations()).toHaveLength(0); // not on every key
    const operation = await answerSearch(environment);
    expect(operation.request.variables).toEqual({ search: 'Lé', first: 20 });
    expect(operation.request.node.params.text).toMatch(/enabled: true/);
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    expect(optionNames()).toEqual(['Léa MartinsBuyer · Sales', 'Leandro Dias', 'Lucas NetoDriver · Logistics']);
    expect(screen.getByRole('status').textContent).toBe('3 results; arrows to move, Enter to pick.');
  });

  test('arrows move the active option, Enter picks it and empties the box for the next one', async () => {
    const { environment, box, picked } = openPicker();
    fireEvent.change(box, { target: { value: 'Le' } });
    await answerSearch(environment);
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active()?.textContent).toBe('Leandro Dias');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' }); // wraps to the last
    expect(active()?.textContent).toMatch(/^Lucas Neto/);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => { box.dispatchEvent(enter); });
    expect(enter.defaultPrevented).toBe(true); // never submits the form around it
    expect(picked).toHaveBeenCalledWith({ id: 'RTox', name: 'Lucas Neto' });
    expect(box.value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  test('Escape closes the list without picking (and does not reach the dialog around it); a second Escape clears the text', async () => {
    const { environment, box, picked, outside } = openPicker();
    fireEvent.change(box, { target: { value: 'Lé' } });
    await answerSearch(environment);
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('Lé');
    expect(outside).not.toHaveBeenCalledWith('Escape');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('');
    expect(picked).not.toHaveBeenCalled();
  });

  test('people already chosen are not offered; no match says so', async () => {
    const { environment, box } = openPicker(['RToz']);
    fireEvent.change(box, { target: { value: 'Lé' } });
    await answerSearch(environment);
    await waitFor(() => expect(optionNames()).toEqual(['Leandro Dias', 'Lucas NetoDriver · Logistics']));
    fireEvent.change(box, { target: { value: 'Zz' } });
    await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
    const operation = await waitFor(() => {
      const ops = environment.mock.getAllOperations();
      expect(ops.length).toBe(1);
      return ops[0];
    }, { timeout: 2000 });
    act(() => environment.mock.resolve(operation, { data: { employees: { edges: [] } } }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No one matches “Zz”.'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  test('names that start with the text come first, then a word that does, then the rest ("Lé": Léa before Camille)', async () => {
    const { environment, box } = openPicker();
    fireEvent.change(box, { target: { value: 'Lé' } });
    await answerSearch(environment, [
      { id: 'a', name: 'Camille Laurent', jobTitle: null, department: null },
      { id: 'b', name: 'Thomas Lefebvre', jobTitle: null, department: null },
      { id: 'c', name: 'Léa Smith', jobTitle: null, department: null },
    ]);
    await waitFor(() => expect(optionNames()).toEqual(['Léa Smith', 'Thomas Lefebvre', 'Camille Laurent']));
  });

  test('a click picks too', async () => {
    const { environment, box, picked } = openPicker();
    fireEvent.change(box, { target: { value: 'Lé' } });
    await answerSearch(environment);
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(screen.getByRole('option', { name: /Léa Martins/ }));
    expect(picked).toHaveBeenCalledWith({ id: 'RToz', name: 'Léa Martins' });
  });
});
