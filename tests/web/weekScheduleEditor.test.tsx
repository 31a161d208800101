import { beforeAll, describe, expect, test } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import i18next from 'i18next';
import type { RuleError } from '../../domain/schedule.rules.ts';
import { TimetableFields, TimetableTypeField } from '../../web/src/schedules/TimetableFields.tsx';
import { WeekView, bandsOf } from '../../web/src/schedules/WeekView.tsx';
import {
  editorField, emptyTimetable, newScheduleValues, scheduleInput, validateSchedule, type ScheduleValues,
} from '../../web/src/schedules/scheduleFormValues.ts';

beforeAll(async () => { await i18next.loadNamespaces('schedules'); });
const say = (e: RuleError) => i18next.t(`schedules:schedules.rules.${e.rule}`, { ...e.params, defaultValue: e.message });
const withDay = (weekday: number, patch: Partial<ScheduleValues['days'][number]>): ScheduleValues => {
  const v = newScheduleValues();
  v.name = 'Office';
  v.days[weekday] = { ...v.days[weekday], ...patch };
  return v;
};

describe('the editor\'s rules are the server\'s (domain/schedule.rules.ts)', () => {
  test('a new schedule is valid and sends only the fields of each type', () => {
    const v = { ...newScheduleValues(), name: 'Office' };
    expect(validateSchedule(v, say)).toEqual({});
    const input = scheduleInput(v);
    expect(input.days[0]).toEqual({ weekday: 0, timetable: { type: 'REST', remoteWork: false } });
    expect(input.days[1].timetable).toEqual({ type: 'FIXED', remoteWork: false, dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', breakDuration: 60, ignoreBreak: false });
  });

  test('each broken rule names its field, in words from the catalogue of rules', () => {
    expect(validateSchedule({ ...newScheduleValues(), name: ' ' }, say)).toEqual({ name: 'Required.' });
    const errors = validateSchedule(withDay(2, { dayEnd: '' }), say) as { days: Record<string, string>[] };
    expect(errors.days[2]).toEqual({ dayEnd: 'Required (HH:MM).' });
    const outside = validateSchedule(withDay(3, { breakStart: '05:00', breakEnd: '06:00' }), say) as { days: Record<string, string>[] };
    expect(outside.days[3].breakStart).toBe('The break must fall within 09:00–18:00.');
    const half = validateSchedule(withDay(4, { breakStart: '', breakEnd: '14:00' }), say) as { days: Record<string, string>[] };
    expect(half.days[4].breakStart).toBe('Set it together with breakEnd, or leave both empty.');
    const flexible = validateSchedule(withDay(5, { ...emptyTimetable('FLEXIBLE'), enterMin: '08:00', enterMax: '09:00', exitMin: '16:00', exitMax: '17:00', durationInMinutes: '600' }), say) as { days: Record<string, string>[] };
    expect(flexible.days[5].durationInMinutes).toBe('Must fit between 08:00 and 17:00 (540 min).');
    const minutes = validateSchedule(withDay(1, { breakDuration: '2000' }), say) as { days: Record<string, string>[] };
    expect(minutes.days[1].breakDuration).toBe('Whole minutes from 0 to 1440.');
  });

  test('a night crossing midnight is a valid fixed day', () => {
    expect(validateSchedule(withDay(3, { dayStart: '22:00', dayEnd: '06:00', breakStart: '02:00', breakEnd: '02:30', breakDuration: '30' }), say)).toEqual({});
  });

  test('overlapping exceptions are refused on the later one', () => {
    const v = { ...newScheduleValues(), name: 'Office' };
    v.exceptions = [
      { name: 'A', startDate: '2026-12-24', endDate: '2026-12-26', timetable: emptyTimetable('REST') },
      { name: 'B', startDate: '2026-12-26', endDate: '2026-12-27', timetable: emptyTimetable('REST') },
    ];
    expect(validateSchedule(v, say)).toEqual({ exceptions: [undefined, { startDate: 'Overlaps another exception (2026-12-24 to 2026-12-26).' }] });
  });

  test('a userError\'s input path lands on the editor\'s field', () => {
    expect(editorField('schedule.days.2.timetable.dayEnd')).toBe('days.2.dayEnd');
    expect(editorField('schedule.exceptions.0.timetable.enterMin')).toBe('exceptions.0.timetable.enterMin');
    expect(editorField('schedule.name')).toBe('name');
  });
});

describe('timetable fields and the week view', () => {
  function Editor() {
    return (
      <Formik initialValues={{ ...newScheduleValues(), name: 'Office' }} validate={(v) => validateSchedule(v, say)} onSubmit={() => {}}>
        {({ values }) => (
          <Form>
            <TimetableTypeField path="days.1" label="Type of Monday" />
            <TimetableFields path="days.1" owner="Monday" />
            <button type="submit">Save</button>
            <WeekView days={values.days} weekStart={1} />
          </Form>
        )}
      </Formik>
    );
  }

  test('switching Monday to flexible shows the windows, and the week view draws them live', async () => {
    const { container } = render(<Editor />);
    expect(screen.getByLabelText('Monday: Start')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type of Monday'), { target: { value: 'FLEXIBLE' } });
    await waitFor(() => expect(screen.getByLabelText('Monday: Arrive from')).toBeTruthy());
    expect(screen.queryByLabelText('Monday: Start')).toBeNull();
    for (const [label, value] of [['Arrive from', '07:00'], ['Arrive by', '09:00'], ['Leave from', '15:00'], ['Leave by', '19:00'], ['Work (minutes)', '480']]) {
      fireEvent.change(screen.getByLabelText(`Monday: ${label}`), { target: { value } });
    }
    const monday = container.querySelector('.week-view__row[data-weekday="1"]')!;
    await waitFor(() => expect(monday.textContent).toContain('arrive 07:00–09:00, leave 15:00–19:00, 8h'));
    expect(monday.querySelectorAll('.week-view__band--flex')).toHaveLength(1);
    expect(monday.querySelectorAll('.week-view__band--break')).toHaveLength(1);
  });

  test('a refused field shows its message next to it once the form is submitted', async () => {
    render(<Editor />);
    fireEvent.change(screen.getByLabelText('Monday: Break from'), { target: { value: '05:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('The break must fall within 09:00–18:00.')).toBeTruthy());
    expect(screen.getByLabelText('Monday: Break from').getAttribute('aria-invalid')).toBe('true');
  });

  test('a night shift is drawn in two parts, before and after midnight; tolerances around the start', () => {
    const night = { ...emptyTimetable('FIXED'), dayStart: '22:00', dayEnd: '06:00', toleranceAfterStart: '15' };
    expect(bandsOf(night)).toEqual([
      { kind: 'work', start: 1320, end: 1440 }, { kind: 'work', start: 0, end: 360 },
      { kind: 'tolerance', start: 1320, end: 1335 },
    ]);
  });
});
