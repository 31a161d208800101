/**
 * Issue #11 item 11: the shared date field keeps typing DD/MM/YYYY and adds a calendar that works from the keyboard:
 * a labelled grid opening on the chosen day, arrows by day and week, Page Up/Down by month, Enter picks, Escape
 * closes and gives focus back; weeks start on Monday; month and weekday names in the reader's language.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Formik } from 'formik';
import i18next from 'i18next';
import { changeLocale } from '../../web/src/platform/i18n/initI18n.ts';
import { displayDate } from '../../domain/dates.rules.ts';
import { ruleMessages } from '../../web/src/platform/forms/ruleMessages.ts';
import { DateField } from '../../web/src/platform/forms/DateField.tsx';
import * as yup from 'yup';

function renderField(initial = '') {
  const submitted: string[] = [];
  const schema = yup.object({ birthDate: displayDate(ruleMessages(i18next.t)) });
  render(
    <Formik initialValues={{ birthDate: initial }} validationSchema={schema} onSubmit={(v) => { submitted.push(v.birthDate); }}>
      <Form>
        <DateField name="birthDate" label="Date of birth" />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  // The label names the box alone (browser tests find it by its label).
  return { input: screen.getByLabelText('Date of birth') as HTMLInputElement, submitted };
}

const openCalendar = async () => {
  const opener = screen.getByRole('button', { name: 'Choose from a calendar', description: 'Date of birth' });
  await act(async () => { fireEvent.click(opener); });
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Calendar: Date of birth' }) };
};
const key = (key: string) => act(async () => { fireEvent.keyDown(document.activeElement as Element, { key }); });
const focusedDay = () => (document.activeElement as HTMLElement).closest('[role=gridcell]')?.getAttribute('data-day');

afterEach(async () => { await act(async () => { await changeLocale('en'); }); });

describe('date field', () => {
  test('typing DD/MM/YYYY still works, and 31/02 is told it does not exist', async () => {
    const { input } = renderField();
    fireEvent.change(input, { target: { value: '31/02/1990' } });
    fireEvent.blur(input);
    expect(await screen.findByText('This date does not exist.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '28/02/1990' } });
    await waitFor(() => expect(screen.queryByText('This date does not exist.')).toBeNull());
    expect(input.value).toBe('28/02/1990');
  });

  test('the calendar opens on the typed day with focus on it; arrows, Page Down and Enter pick a day into the box', async () => {
    const { input, submitted } = renderField('15/03/1990');
    const { opener } = await openCalendar();
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(focusedDay()).toBe('1990-03-15'));
    await key('ArrowRight');
    expect(focusedDay()).toBe('1990-03-16');
    await key('ArrowDown');
    expect(focusedDay()).toBe('1990-03-23');
    await key('PageDown');
    expect(focusedDay()).toBe('1990-04-23');
    await key('PageUp');
    await key('PageUp');
    expect(focusedDay()).toBe('1990-02-23');
    await act(async () => { fireEvent.click(document.activeElement as Element); }); // Enter on a button is a click
    expect(input.value).toBe('23/02/1990');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    await waitFor(() => expect(submitted).toEqual(['23/02/1990']));
  });

  test('Escape closes the calendar without changing the date and gives focus back to its button', async () => {
    const { input } = renderField('01/01/2020');
    const { opener } = await openCalendar();
    await waitFor(() => expect(focusedDay()).toBe('2020-01-01'));
    await key('ArrowLeft');
    await key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('01/01/2020');
  });

  test('weeks start on Monday and the names come from the reader\'s language (pt, fr)', async () => {
    renderField('10/06/2026');
    let { dialog } = await openCalendar();
    // The header row is hidden from screen readers (each day button says its weekday); its cells carry the long names.
    const weekdays = () => [...dialog.querySelectorAll('thead th')].map((h) => h.getAttribute('aria-label'));
    expect(weekdays()).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(within(dialog).getByRole('grid').getAttribute('aria-label')).toBe('June 2026');
    await key('Escape');

    await act(async () => { await changeLocale('pt'); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Escolher num calendário', description: 'Date of birth' })); });
    dialog = await screen.findByRole('dialog', { name: 'Calendário: Date of birth' });
    expect(weekdays()[0]).toBe('segunda-feira');
    expect(within(dialog).getByRole('button', { name: /^segunda-feira, 15 de junho de 2026/ })).toBeTruthy();
    expect(within(dialog).getByRole('grid').getAttribute('aria-label')).toBe('junho de 2026');
    expect(within(dialog).getByRole('button', { name: 'Mês seguinte' })).toBeTruthy();
    await key('Escape');

    await act(async () => { await changeLocale('fr'); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Choisir dans un calendrier', description: 'Date of birth' })); });
    dialog = await screen.findByRole('dialog', { name: 'Calendrier : Date of birth' });
    expect(weekdays()[6]).toBe('dimanche');
    expect(within(dialog).getByRole('grid').getAttribute('aria-label')).toBe('juin 2026');
  });

  test('an empty or malformed box opens the calendar on today\'s month', async () => {
    renderField('99/99/9999');
    const { dialog } = await openCalendar();
    const now = new Date();
    const caption = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(now);
    expect(within(dialog).getByRole('grid').getAttribute('aria-label')).toBe(caption);
  });
});
