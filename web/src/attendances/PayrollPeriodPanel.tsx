import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ShownPeriod } from './shownPeriod.ts';
import type { PayrollPeriodPanel_query$key } from '../__generated__/PayrollPeriodPanel_query.graphql.ts';
import type { PayrollPeriodPanel_periods$data, PayrollPeriodPanel_periods$key } from '../__generated__/PayrollPeriodPanel_periods.graphql.ts';
import { formatDisplayDay, todayIso } from '../../../domain/dates.rules.ts';
import { ClosePayrollPeriodDialog } from './ClosePayrollPeriodDialog.tsx';
import { ReopenPayrollPeriodDialog } from './ReopenPayrollPeriodDialog.tsx';
import { dayMonthWords, rangeWords } from './attendanceDates.ts';
import type { AttendancePeriod } from './attendancePeriod.ts';

const queryFragment = graphql`
  fragment PayrollPeriodPanel_query on Query
    @argumentDefinitions(year: { type: "Int!" }, nextYear: { type: "Int!" }, withNextYear: { type: "Boolean!" }) {
    payrollPeriods(year: $year) { ...PayrollPeriodPanel_periods }
    nextYearPeriods: payrollPeriods(year: $nextYear) @include(if: $withNextYear) { ...PayrollPeriodPanel_periods }
  }
`;

const periodsFragment = graphql`
  fragment PayrollPeriodPanel_periods on PayrollPeriods {
    periods { start end status events { action at byName reason } }
  }
`;

type Period = PayrollPeriodPanel_periods$data['periods'][number];

/** A payroll period as the panel and its dialogs name it. */

interface Props {
  query: PayrollPeriodPanel_query$key;
  period: AttendancePeriod;
  /** a company-wide CLOCKS write: closing and reopening */
  canManage: boolean;
}

/** "Closed (by Ana on 02/12/2026)", "Open", "Open (reopened by … on …)": the status and its last change. */
function statusWords(t: TFunction, p: Period): string {
  const last = p.events.at(-1);
  const change = last && (p.status === 'CLOSED' ? last.action === 'CLOSE' : last.action === 'REOPEN') ? last : null;
  if (!change) return t(`attendances.payroll.status.${p.status}`);
  const date = formatDisplayDay(change.at);
  const key = p.status === 'CLOSED' ? 'closed' : 'reopened';
  return change.byName ? t(`attendances.payroll.${key}By`, { name: change.byName, date }) : t(`attendances.payroll.${key}On`, { date });
}

/**
 * The payroll periods the week or month shown overlaps, open or closed and by whom; to an administrator, closing an
 * ended period (its clocks become read-only) and reopening a closed one with a reason. The panel follows the answer
 * of either from the Relay store, without reloading.
 */
export function PayrollPeriodPanel({ query, period, canManage }: Props) {
  const { t, i18n } = useTranslation('attendances');
  const data = useFragment(queryFragment, query);
  const first = useFragment<PayrollPeriodPanel_periods$key>(periodsFragment, data.payrollPeriods ?? null);
  const next = useFragment<PayrollPeriodPanel_periods$key>(periodsFragment, data.nextYearPeriods ?? null);
  const [dialog, setDialog] = useState<{ action: 'close' | 'reopen'; period: ShownPeriod } | null>(null);
  // After a change the button pressed is gone (Close becomes Reopen): the focus goes to the period's line.
  const [focusOn, setFocusOn] = useState<string | null>(null);
  useEffect(() => {
    if (!focusOn) return;
    document.getElementById(`payroll-period-${focusOn}`)?.focus();
    setFocusOn(null);
  }, [focusOn]);

  const periods = [...(first?.periods ?? []), ...(next?.periods ?? [])].filter((p) => p.start <= period.to && p.end >= period.from);
  if (!periods.length) return null;
  const today = todayIso();
  const shown = (p: Period): ShownPeriod => ({
    start: p.start, end: p.end, range: rangeWords(p.start, p.end, i18n.language), closableAfter: dayMonthWords(p.end, i18n.language),
  });
  const done = () => { if (dialog) setFocusOn(dialog.period.start); setDialog(null); };

  return (
    <section className="payroll-periods" aria-label={t('attendances.payroll.label')}>
      <ul className="payroll-periods__list">
        {periods.map((p) => {
          const s = shown(p);
          const closed = p.status === 'CLOSED';
          return (
            <li key={p.start} className={`payroll-period payroll-period--${closed ? 'closed' : 'open'}`}>
              <span id={`payroll-period-${p.start}`} className="payroll-period__line" tabIndex={-1}>
                {t('attendances.payroll.period', { range: s.range })}{' '}
                <strong className="payroll-period__status">{statusWords(t, p)}</strong>
              </span>
              {canManage && closed && (
                <button type="button" className="button button--small" onClick={() => setDialog({ action: 'reopen', period: s })}>
                  {t('attendances.payroll.reopen.button')}{' '}<span className="visually-hidden">{s.range}</span>
                </button>
              )}
              {canManage && !closed && p.end < today && (
                <button type="button" className="button button--small" onClick={() => setDialog({ action: 'close', period: s })}>
                  {t('attendances.payroll.close.button')}{' '}<span className="visually-hidden">{s.range}</span>
                </button>
              )}
              {canManage && !closed && p.end >= today && (
                <span className="payroll-period__hint">{t('attendances.payroll.closableAfter', { date: s.closableAfter })}</span>
              )}
            </li>
          );
        })}
      </ul>
      {dialog?.action === 'close' && <ClosePayrollPeriodDialog period={dialog.period} onDone={done} onClose={() => setDialog(null)} />}
      {dialog?.action === 'reopen' && <ReopenPayrollPeriodDialog period={dialog.period} onDone={done} onClose={() => setDialog(null)} />}
    </section>
  );
}
