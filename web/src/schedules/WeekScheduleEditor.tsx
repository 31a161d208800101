import { useMemo, useRef, useState } from 'react';
import { FieldArray, Form, Formik, type FormikHelpers } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AssignScheduleDialog_query$key } from '../__generated__/AssignScheduleDialog_query.graphql.ts';
import type { SchedulePreviewPanel_preview$key } from '../__generated__/SchedulePreviewPanel_preview.graphql.ts';
import type { WeekScheduleEditor_schedule$key } from '../__generated__/WeekScheduleEditor_schedule.graphql.ts';
import type { RuleError } from '../../../domain/schedule.rules.ts';
import { CheckboxField } from '../platform/forms/CheckboxField.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { AssignScheduleDialog } from './AssignScheduleDialog.tsx';
import { SchedulePreviewPanel } from './SchedulePreviewPanel.tsx';
import { TimetableFields, TimetableTypeField } from './TimetableFields.tsx';
import { WeekView } from './WeekView.tsx';
import {
  editorField, emptyTimetable, newScheduleValues, scheduleInput, timetableValues, validateSchedule, type ScheduleValues,
} from './scheduleFormValues.ts';
import { usePreviewWeekScheduleMutation } from './usePreviewWeekScheduleMutation.ts';
import { useSaveWeekScheduleMutation } from './useSaveWeekScheduleMutation.ts';

const fragment = graphql`
  fragment WeekScheduleEditor_schedule on WeekSchedule {
    id databaseId name ignoreHolidays detectInconsistencies subtractBreakTime calcInterval weekStart employeeCount
    days { weekday timetable { ...WeekScheduleEditor_timetable @relay(mask: false) } }
    exceptions { name startDate endDate timetable { ...WeekScheduleEditor_timetable @relay(mask: false) } }
  }
`;
// The fields the editor reads of a timetable, whatever its type.
graphql`
  fragment WeekScheduleEditor_timetable on Timetable {
    type remoteWork
    ... on Tolerant { toleranceBeforeStart toleranceAfterStart toleranceBeforeEnd toleranceAfterEnd }
    ... on WithBreak { breakStart breakEnd breakDuration ignoreBreak }
    ... on FixedTimetable { dayStart dayEnd }
    ... on FlexibleTimetable { enterMin enterMax exitMin exitMax durationInMinutes }
    ... on FreeTimetable { durationInMinutes }
  }
`;

interface Props {
  schedule: WeekScheduleEditor_schedule$key | null; query: AssignScheduleDialog_query$key; connectionId: string; canWrite: boolean; onClose: () => void;
}

/**
 * The week-schedule editor: the main schedule (seven timetables), its exceptions and the week view drawn live from
 * what is typed; checked by the server's own rules before sending, so a refusal names the field it is about.
 */
export function WeekScheduleEditor({ schedule: key, query, connectionId, canWrite, onClose }: Props) {
  const { t } = useTranslation('schedules');
  const schedule = useFragment(fragment, key);
  const save = useSaveWeekScheduleMutation();
  const notify = useNotify();
  const [assigning, setAssigning] = useState(false);
  const previewChanges = usePreviewWeekScheduleMutation();
  const [preview, setPreview] = useState<SchedulePreviewPanel_preview$key | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [previewRefusals, setPreviewRefusals] = useState<string[]>([]);
  const previewButton = useRef<HTMLButtonElement>(null);
  const initial = useMemo<ScheduleValues>(() => (schedule ? {
    name: schedule.name, ignoreHolidays: schedule.ignoreHolidays, detectInconsistencies: schedule.detectInconsistencies,
    subtractBreakTime: schedule.subtractBreakTime, calcInterval: schedule.calcInterval === 'FIRST_IN_LAST_OUT' ? 'FIRST_IN_LAST_OUT' : 'ALL_PAIRS',
    weekStart: String(schedule.weekStart),
    days: [0, 1, 2, 3, 4, 5, 6].map((w) => timetableValues(schedule.days.find((d) => d.weekday === w)?.timetable ?? { type: 'REST' })),
    exceptions: schedule.exceptions.map((e) => ({ name: e.name, startDate: String(e.startDate), endDate: String(e.endDate), timetable: timetableValues(e.timetable) })),
  } : newScheduleValues()), [schedule]);
  const say = (e: RuleError) => t(`schedules.rules.${e.rule}`, { ...e.params, defaultValue: e.message });

  async function submit(values: ScheduleValues, helpers: FormikHelpers<ScheduleValues>) {
    const outcome = await save(schedule?.id ?? null, scheduleInput(values), connectionId);
    if (!outcome.ok) {
      const fields = (outcome.error.kind === 'response' ? outcome.error.subErrors : []).flatMap((s) => (s.field ? [s.field] : []));
      const paths = Object.fromEntries(fields.map((f) => [f, editorField(f)]));
      return applyUserErrors(outcome.error, helpers, paths, t).forEach((m) => notify('error', m));
    }
    notify('success', t('schedules.saved', { name: values.name.trim() }));
    if (!schedule) onClose();
  }

  /** What saving the values as they are would change, saved nowhere; refusals land on their fields like a save's. */
  async function runPreview(values: ScheduleValues, helpers: Pick<FormikHelpers<ScheduleValues>, 'setFieldError' | 'setFieldTouched'>) {
    if (!schedule || previewing) return;
    setPreviewing(true);
    const outcome = await previewChanges({ input: { id: schedule.id, schedule: scheduleInput(values) } });
    setPreviewing(false);
    setPreview(outcome.ok ? outcome.payload.preview ?? null : null);
    if (outcome.ok) return setPreviewRefusals([]);
    const fields = (outcome.error.kind === 'response' ? outcome.error.subErrors : []).flatMap((s) => (s.field ? [s.field] : []));
    setPreviewRefusals(applyUserErrors(outcome.error, helpers, Object.fromEntries(fields.map((f) => [f, editorField(f)])), t));
  }

  const weekdayOptions = [0, 1, 2, 3, 4, 5, 6].map((w) => ({ value: String(w), label: t(`schedules.weekdays.${w}`) }));
  return (
    <section className="card" aria-labelledby="schedule-editor-title">
      <h2 id="schedule-editor-title">{schedule ? t('schedules.editTitle', { name: schedule.name }) : t('schedules.new')}</h2>
      <Formik initialValues={initial} validate={(v) => validateSchedule(v, say)} onSubmit={submit} enableReinitialize>
        {({ values, isSubmitting, setFieldError, setFieldTouched }) => {
          const order = [0, 1, 2, 3, 4, 5, 6].map((i) => (i + Number(values.weekStart)) % 7);
          return (
            <Form noValidate className="form schedule-editor">
              <fieldset disabled={!canWrite}>
                <legend>{t('schedules.general')}</legend>
                <div className="schedule-options">
                  <TextField name="name" label={t('schedules.fields.name')} autoComplete="off" />
                  <SelectField name="weekStart" label={t('schedules.fields.weekStart')} options={weekdayOptions} />
                  <SelectField name="calcInterval" label={t('schedules.fields.calcInterval')}
                    options={(['ALL_PAIRS', 'FIRST_IN_LAST_OUT'] as const).map((c) => ({ value: c, label: t(`schedules.calcIntervals.${c}`) }))} />
                  <CheckboxField name="ignoreHolidays" label={t('schedules.fields.ignoreHolidays')} />
                  <CheckboxField name="detectInconsistencies" label={t('schedules.fields.detectInconsistencies')} />
                  <CheckboxField name="subtractBreakTime" label={t('schedules.fields.subtractBreakTime')} />
                </div>
              </fieldset>
              <fieldset disabled={!canWrite}>
                <legend>{t('schedules.mainSchedule')}</legend>
                {order.map((w) => (
                  <div key={w} className="schedule-day">
                    <strong>{t(`schedules.weekdays.${w}`)}</strong>
                    <TimetableTypeField path={`days.${w}`} label={t('schedules.typeOf', { day: t(`schedules.weekdays.${w}`) })} />
                    <TimetableFields path={`days.${w}`} owner={t(`schedules.weekdays.${w}`)} />
                  </div>
                ))}
              </fieldset>
              <fieldset>
                <legend>{t('schedules.weekView.title')}</legend>
                <WeekView days={values.days} weekStart={Number(values.weekStart)} />
              </fieldset>
              <fieldset disabled={!canWrite}>
                <legend>{t('schedules.exceptions')}</legend>
                <p className="field__hint">{t('schedules.exceptionsHint')}</p>
                <FieldArray name="exceptions">
                  {({ push, remove }) => (
                    <>
                      {values.exceptions.map((_, i) => {
                        const owner = t('schedules.exceptionN', { n: i + 1 });
                        return (
                          <div key={i} className="schedule-exception" role="group" aria-label={owner}>
                            <div className="schedule-exception__head">
                              <TextField name={`exceptions.${i}.name`} label={t('schedules.fields.exceptionName')} autoComplete="off" />
                              <TextField name={`exceptions.${i}.startDate`} label={t('schedules.fields.startDate')} type="date" />
                              <TextField name={`exceptions.${i}.endDate`} label={t('schedules.fields.endDate')} type="date" />
                              <TimetableTypeField path={`exceptions.${i}.timetable`} label={t('schedules.typeOf', { day: owner })} />
                              <button type="button" className="button button--small" onClick={() => remove(i)}>{t('schedules.removeException', { n: i + 1 })}</button>
                            </div>
                            <TimetableFields path={`exceptions.${i}.timetable`} owner={owner} />
                          </div>
                        );
                      })}
                      {canWrite && (
                        <button type="button" className="button" onClick={() => push({ name: '', startDate: '', endDate: '', timetable: emptyTimetable('REST') })}>
                          {t('schedules.addException')}
                        </button>
                      )}
                    </>
                  )}
                </FieldArray>
              </fieldset>
              <div className="form__actions">
                <button type="button" className="button" onClick={onClose}>{t('schedules.backToList')}</button>
                {schedule && canWrite && <button type="button" className="button" onClick={() => setAssigning(true)}>{t('schedules.assign.open')}</button>}
                {schedule && canWrite && (
                  <button type="button" className="button" ref={previewButton} aria-describedby="schedule-preview-hint" aria-disabled={previewing}
                    onClick={() => void runPreview(values, { setFieldError, setFieldTouched })}>
                    {previewing ? t('schedules.preview.busy') : t('schedules.preview.open')}
                  </button>
                )}
                {canWrite && <button type="submit" className="button button--primary" disabled={isSubmitting}>{t('common.save')}</button>}
              </div>
              {schedule && canWrite && <p id="schedule-preview-hint" className="field__hint">{t('schedules.preview.hint')}</p>}
              {previewRefusals.length > 0 && <div role="alert" className="field__error">{previewRefusals.map((m) => <p key={m}>{m}</p>)}</div>}
            </Form>
          );
        }}
      </Formik>
      {preview && <SchedulePreviewPanel preview={preview} onClose={() => { setPreview(null); previewButton.current?.focus(); }} />}
      {assigning && schedule && <AssignScheduleDialog query={query} scheduleId={schedule.id} scheduleName={schedule.name} onClose={() => setAssigning(false)} />}
    </section>
  );
}
