import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { EmployeeSchedulesRow_assignment$key } from '../__generated__/EmployeeSchedulesRow_assignment.graphql.ts';
import { formatDisplayDate, todayIso } from '../../../domain/dates.rules.ts';

const fragment = graphql`
  fragment EmployeeSchedulesRow_assignment on ScheduleAssignment {
    id scheduleName validFrom validTo
  }
`;

/** Past periods in grey: they no longer decide anything. */
const PAST = { background: 'var(--bg)', color: 'var(--muted)' };

export interface AssignmentActions {
  onEnd: (id: string) => void;
  onRemove: (id: string) => void;
}

interface Props {
  assignment: EmployeeSchedulesRow_assignment$key;
  /** the employee's current assignment, as the server sees today (in the company's time zone) */
  current: boolean;
  actions: AssignmentActions | null;
}

/**
 * One assignment: schedule, period and status. "Current" is the server's word (`Employee.currentSchedule`); a period
 * not begun yet is future, the rest past.
 */
export function EmployeeSchedulesRow({ assignment, current, actions }: Props) {
  const { t } = useTranslation('employees');
  const a = useFragment(fragment, assignment);
  const status = current ? 'current' : a.validFrom > todayIso() ? 'future' : 'past';
  const c = (k: string) => t(`employees.schedules.columns.${k}`);
  const names = { schedule: a.scheduleName, from: formatDisplayDate(a.validFrom) };
  return (
    <tr>
      <td data-label={c('schedule')}><strong>{a.scheduleName}</strong></td>
      <td data-label={c('from')}>{formatDisplayDate(a.validFrom)}</td>
      <td data-label={c('to')}>{a.validTo ? formatDisplayDate(a.validTo) : t('employees.schedules.openEnded')}</td>
      <td data-label={c('status')}>
        <span className="pill" style={status === 'past' ? PAST : undefined}>{t(`employees.schedules.status.${status}`)}</span>
      </td>
      {actions && (
        <td className="table__actions">
          <button type="button" className="button button--small" onClick={() => actions.onEnd(a.id)}
            aria-label={t(a.validTo ? 'employees.schedules.changeEndNamed' : 'employees.schedules.endNamed', names)}>
            {t(a.validTo ? 'employees.schedules.changeEnd' : 'employees.schedules.end')}
          </button>
          <button type="button" className="button button--small button--danger" onClick={() => actions.onRemove(a.id)}
            aria-label={t('employees.schedules.removeNamed', names)}>
            {t('employees.schedules.remove')}
          </button>
        </td>
      )}
    </tr>
  );
}
