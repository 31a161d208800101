import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { EmployeeSchedulesTab_employee$key } from '../__generated__/EmployeeSchedulesTab_employee.graphql.ts';
import type { EmployeeSchedulesAssignDialog_query$key } from '../__generated__/EmployeeSchedulesAssignDialog_query.graphql.ts';
import { formatDisplayDate, isIsoDate } from '../../../domain/dates.rules.ts';
import { matchErrorMessage } from '../../../domain/error-codes.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import type { NormalizedError } from '../platform/errors/normalizeError.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { EmployeeSchedulesAssignDialog } from './EmployeeSchedulesAssignDialog.tsx';
import { EmployeeSchedulesEndDialog } from './EmployeeSchedulesEndDialog.tsx';
import { EmployeeSchedulesRow } from './EmployeeSchedulesRow.tsx';
import { EmployeeSchedulesWeek } from './EmployeeSchedulesWeek.tsx';
import { useRemoveScheduleAssignmentMutation } from './useRemoveScheduleAssignmentMutation.ts';

const fragment = graphql`
  fragment EmployeeSchedulesTab_employee on Employee
    @argumentDefinitions(weekFrom: { type: "LocalDate!" }, weekTo: { type: "LocalDate!" }) {
    id name
    schedules { id databaseId scheduleName validFrom validTo ...EmployeeSchedulesRow_assignment }
    currentSchedule { id }
    ...EmployeeSchedulesWeek_employee @arguments(weekFrom: $weekFrom, weekTo: $weekTo)
  }
`;

type Assignment = { id: string; databaseId: number; scheduleName: string; validFrom: string; validTo: string | null | undefined };

interface Props {
  employee: EmployeeSchedulesTab_employee$key;
  /** the schedules to pick from; null when the user may not assign (the tab is then read-only) */
  query: EmployeeSchedulesAssignDialog_query$key | null;
  week: { from: string; to: string };
}

/** The employee's week schedules over time: the current one, this week's expected days, and every assignment. */
export function EmployeeSchedulesTab({ employee, query, week }: Props) {
  const { t } = useTranslation('employees');
  const e = useFragment(fragment, employee);
  const list = e.schedules ?? [];
  const current = list.find((a) => a.id === e.currentSchedule?.id) ?? null;
  const [dialog, setDialog] = useState<{ kind: 'assign' } | { kind: 'end' | 'remove'; id: string } | null>(null);
  const picked = dialog && dialog.kind !== 'assign' ? list.find((a) => a.id === dialog.id) ?? null : null;
  const remove = useRemoveScheduleAssignmentMutation();
  const [removing, setRemoving] = useState(false);
  const notify = useNotify();
  const explain = (error: NormalizedError) => explainClash(error, t);
  const c = (k: string) => t(`employees.schedules.columns.${k}`);
  const close = () => setDialog(null);

  async function confirmRemove(a: Assignment) {
    setRemoving(true);
    const outcome = await remove({ input: { id: a.id }, weekFrom: week.from, weekTo: week.to });
    setRemoving(false);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    notify('success', t('employees.schedules.removed', { schedule: a.scheduleName, from: formatDisplayDate(a.validFrom) }));
    close();
  }

  return (
    <div>
      <section className="card" aria-labelledby="schedules-current-title" style={{ marginBottom: '1.5rem', borderLeft: '4px solid var(--brand)' }}>
        <div className="page__header" style={{ marginBottom: 0 }}>
          <div>
            <h2 id="schedules-current-title">{t('employees.schedules.current')}</h2>
            {current ? (
              <>
                <p style={{ margin: 0, fontSize: '1.25rem', fontWeight: 600 }}>{current.scheduleName}</p>
                <p style={{ margin: 0 }}>{period(current, t)}</p>
              </>
            ) : <p style={{ margin: 0 }}>{t('employees.schedules.noCurrent')}</p>}
          </div>
          {query && (
            <div className="page__actions">
              <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'assign' })}>
                {t('employees.schedules.assign')}
              </button>
            </div>
          )}
        </div>
      </section>
      <EmployeeSchedulesWeek employee={e} />
      <section aria-labelledby="schedules-all-title">
        <h2 id="schedules-all-title">{t('employees.schedules.all')}</h2>
        {list.length === 0 ? <p className="table__empty">{t('employees.schedules.empty')}</p> : (
          <div className="table-wrap">
            <table className="table table--cards">
              <caption className="visually-hidden">{t('employees.schedules.caption', { name: e.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{c('schedule')}</th><th scope="col">{c('from')}</th><th scope="col">{c('to')}</th>
                  <th scope="col">{c('status')}</th>{query && <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>}
                </tr>
              </thead>
              <tbody>
                {list.map((a) => (
                  <EmployeeSchedulesRow key={a.id} assignment={a} current={a.id === current?.id} actions={query ? {
                    onEnd: (id) => setDialog({ kind: 'end', id }), onRemove: (id) => setDialog({ kind: 'remove', id }),
                  } : null} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {dialog?.kind === 'assign' && query && (
        <EmployeeSchedulesAssignDialog query={query} employee={e} week={week} hasOpen={list.some((a) => !a.validTo)} explain={explain} onClose={close} />
      )}
      {dialog?.kind === 'end' && picked && (
        <EmployeeSchedulesEndDialog assignment={{ ...picked, validTo: picked.validTo ?? null }} week={week} explain={explain} onClose={close} />
      )}
      {dialog?.kind === 'remove' && picked && (
        <ConfirmDialog title={t('employees.schedules.removeTitle', { schedule: picked.scheduleName })} confirmLabel={t('employees.schedules.remove')}
          danger busy={removing} onConfirm={() => void confirmRemove(picked)} onCancel={close}>
          <p>{period(picked, t)}</p>
          <p>{t('employees.schedules.removeText')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function period(a: Pick<Assignment, 'validFrom' | 'validTo'>, t: TFunction): string {
  const from = formatDisplayDate(a.validFrom);
  return a.validTo ? t('employees.schedules.fromTo', { from, to: formatDisplayDate(a.validTo) }) : t('employees.schedules.fromOpen', { from });
}

/**
 * A clash, told with the schedule and the period it hits in the user's language and dates as they read them: the
 * server's sentence is the catalogue's, with ISO dates. Other refusals are left to the form.
 */
function explainClash(error: NormalizedError, t: TFunction): string[] | null {
  if (error.kind !== 'response' || error.code !== 'SCHEDULE_ASSIGNMENT_OVERLAPS') return null;
  const details = error.subErrors.length ? error.subErrors.map((s) => s.message) : [error.serverMessage ?? error.message];
  return details.map((detail) => {
    const match = matchErrorMessage(error.code, detail);
    if (!match) return t('employees.schedules.overlapsOther');
    const params = Object.fromEntries(Object.entries(match.params).map(([k, v]) => [k, isIsoDate(String(v)) ? formatDisplayDate(String(v)) : v]));
    return t(`errors.${match.key}`, params);
  });
}
