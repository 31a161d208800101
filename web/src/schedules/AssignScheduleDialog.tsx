import { useId, useState, type FormEvent } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AssignScheduleDialogEmployeesQuery } from '../__generated__/AssignScheduleDialogEmployeesQuery.graphql.ts';
import type { AssignScheduleDialog_query$key } from '../__generated__/AssignScheduleDialog_query.graphql.ts';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { refusalMessage } from '../platform/errors/refusalMessage.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useSearchRefetch } from '../platform/relay/useSearchRefetch.ts';
import { useAssignWeekScheduleMutation } from './useAssignWeekScheduleMutation.ts';

const fragment = graphql`
  fragment AssignScheduleDialog_query on Query
    @argumentDefinitions(search: { type: "String" }, count: { type: "Int!" })
    @refetchable(queryName: "AssignScheduleDialogEmployeesQuery") {
    employees(first: $count, filter: { enabled: true, search: $search }, orderBy: [{ field: NAME, direction: ASC }]) {
      edges { node { id name employeeNumber department { name } currentSchedule { scheduleName } } }
    }
  }
`;

interface Props { query: AssignScheduleDialog_query$key; scheduleId: string; scheduleName: string; onClose: () => void }

/**
 * Assigns the schedule to several employees from a date (all or nothing): pick them by name, see what each holds
 * today, and choose whether their current assignment ends the day before.
 */
export function AssignScheduleDialog({ query, scheduleId, scheduleName, onClose }: Props) {
  const { t } = useTranslation('schedules');
  const [data, refetch] = useRefetchableFragment<AssignScheduleDialogEmployeesQuery, AssignScheduleDialog_query$key>(fragment, query);
  const { search, setSearch } = useSearchRefetch(refetch);
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const [validFrom, setValidFrom] = useState('');
  const [validTo, setValidTo] = useState('');
  const [endPrevious, setEndPrevious] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const assign = useAssignWeekScheduleMutation();
  const notify = useNotify();
  const id = useId();
  const candidates = data.employees?.edges.map((e) => e.node) ?? [];

  const toggle = (employeeId: string, name: string) => setChosen((prev) => {
    const next = new Map(prev);
    if (next.has(employeeId)) next.delete(employeeId); else next.set(employeeId, name);
    return next;
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen.size) return setProblem(t('schedules.assign.noneChosen'));
    if (!validFrom) return setProblem(t('schedules.assign.fromRequired'));
    if (validTo && validTo < validFrom) return setProblem(t('schedules.rules.endBeforeStart'));
    setProblem(null);
    setSubmitting(true);
    const employeeIds = [...chosen.keys()];
    const outcome = await assign({ input: { scheduleId, employeeIds, validFrom, validTo: validTo || null, endPrevious } });
    setSubmitting(false);
    if (!outcome.ok) {
      const error = outcome.error;
      const index = error.kind === 'response' ? Number(/employeeIds\.(\d+)/.exec(error.subErrors[0]?.field ?? '')?.[1]) : NaN;
      const who = Number.isNaN(index) ? null : chosen.get(employeeIds[index]);
      const reason = error.kind === 'response' ? refusalMessage(error.code, error.subErrors[0]?.message ?? error.serverMessage ?? '', t) : userFacingMessages(error, t).join(' ');
      return setProblem(who ? t('schedules.assign.refusedFor', { name: who, reason }) : reason);
    }
    notify('success', t('schedules.assign.done', { count: employeeIds.length, name: scheduleName }));
    onClose();
  }

  return (
    <Modal title={t('schedules.assign.title', { name: scheduleName })} onClose={onClose} wide>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('schedules.assign.search')}</label>
          <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
        </div>
        <fieldset>
          <legend>{t('schedules.assign.employees', { count: chosen.size })}</legend>
          <ul className="assign-list">
            {candidates.map((c) => (
              <li key={c.id}>
                <label className="field--check">
                  <input type="checkbox" checked={chosen.has(c.id)} onChange={() => toggle(c.id, c.name)} />{' '}
                  {c.name}
                  <span className="field__hint">
                    {' · '}{[c.department?.name, c.currentSchedule ? t('schedules.assign.holds', { name: c.currentSchedule.scheduleName }) : t('schedules.assign.holdsNone')].filter(Boolean).join(' · ')}
                  </span>
                </label>
              </li>
            ))}
            {!candidates.length && <li>{t('schedules.assign.noMatch')}</li>}
          </ul>
        </fieldset>
        <div className="schedule-options">
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('schedules.assign.from')}</label>
            <input id={`${id}-from`} type="date" value={validFrom} onChange={(e) => setValidFrom(e.target.value)} required />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('schedules.assign.to')}</label>
            <input id={`${id}-to`} type="date" value={validTo} onChange={(e) => setValidTo(e.target.value)} aria-describedby={`${id}-to-hint`} />
            <p className="field__hint" id={`${id}-to-hint`}>{t('schedules.assign.toHint')}</p>
          </div>
          <div className="field field--check">
            <input id={`${id}-end`} type="checkbox" checked={endPrevious} onChange={(e) => setEndPrevious(e.target.checked)} />
            <label htmlFor={`${id}-end`}>{t('schedules.assign.endPrevious')}</label>
          </div>
        </div>
        {problem && <p className="field__error" role="alert">{problem}</p>}
        <DialogFormActions onCancel={onClose} submitting={submitting} />
      </form>
    </Modal>
  );
}
