import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDaysIso } from '../../../domain/dates.rules.ts';
import { INCONSISTENCY_PERIOD_MAX_DAYS } from '../../../domain/inconsistency.ts';
import type { InconsistencyType } from '../../../domain/work-items.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { FilterDate } from '../platform/forms/FilterDate.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useArchiveInconsistencyPeriodMutation } from './useArchiveInconsistencyPeriodMutation.ts';

export interface PeriodScope {
  from: string;
  to: string;
  type: InconsistencyType | null;
  departmentId: string | null;
  employeeId: string | null;
  /** the filters in words ("Late, Operations"), or null when none narrows the scope */
  narrowedTo: string | null;
}

interface Props { scope: PeriodScope; onDone: () => void; onClose: () => void }

type Count = { state: 'counting' } | { state: 'counted'; count: number } | { state: 'refused'; messages: string[] };

/**
 * Archives every pending inconsistency of one's scope in a period (the screen's type, department and employee filters
 * apply), in one transaction. The count is asked first (a dry run) and shown before anything is archived.
 */
export function ArchivePeriodDialog({ scope, onDone, onClose }: Props) {
  const { t } = useTranslation('inconsistencies');
  const notify = useNotify();
  const run = useArchiveInconsistencyPeriodMutation();
  const [from, setFrom] = useState<string | null>(scope.from);
  const [to, setTo] = useState<string | null>(scope.to);
  const [comment, setComment] = useState('');
  const [count, setCount] = useState<Count>({ state: 'counting' });
  const [busy, setBusy] = useState(false);
  const periodProblem = !from || !to ? t('inconsistencies.periodDialog.periodRequired')
    : to < from ? t('inconsistencies.periodDialog.toBeforeFrom')
    : addDaysIso(from, INCONSISTENCY_PERIOD_MAX_DAYS - 1) < to ? t('inconsistencies.periodDialog.tooLong', { days: INCONSISTENCY_PERIOD_MAX_DAYS }) : null;
  const input = (dryRun: boolean) => ({
    from: from ?? '', to: to ?? '', dryRun, types: scope.type ? [scope.type] : null, departmentId: scope.departmentId,
    employeeId: scope.employeeId, comment: comment.trim() || null,
  });

  useEffect(() => {
    if (periodProblem) return;
    let current = true;
    setCount({ state: 'counting' });
    void run({ input: input(true) }).then((outcome) => {
      if (!current) return;
      setCount(outcome.ok ? { state: 'counted', count: outcome.payload.count ?? 0 } : { state: 'refused', messages: userFacingMessages(outcome.error, t) });
    });
    return () => { current = false; };
    // The count follows the period only; the comment does not change it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from, to, periodProblem]);

  const confirm = async () => {
    setBusy(true);
    const outcome = await run({ input: input(false) });
    setBusy(false);
    if (!outcome.ok) return setCount({ state: 'refused', messages: userFacingMessages(outcome.error, t) });
    notify('success', t('inconsistencies.archiveDialog.done', { count: outcome.payload.count ?? 0 }));
    onDone();
  };
  const n = count.state === 'counted' ? count.count : 0;
  return (
    <Modal title={t('inconsistencies.periodDialog.title')} onClose={onClose}>
      <div className="form inc-period">
        <div className="inc-period__dates">
          <FilterDate id="inc-period-from" label={t('inconsistencies.filters.from')} value={from} onChange={setFrom} />
          <FilterDate id="inc-period-to" label={t('inconsistencies.filters.to')} value={to} onChange={setTo} problem={from && to ? periodProblem : null} />
        </div>
        {scope.narrowedTo && <p className="inc-period__scope">{t('inconsistencies.periodDialog.narrowed', { filters: scope.narrowedTo })}</p>}
        <p className="inc-period__count" role="status" aria-live="polite">
          {periodProblem && !(from && to) ? periodProblem : periodProblem ? null
            : count.state === 'counting' ? t('inconsistencies.periodDialog.counting')
            : count.state === 'counted' ? t('inconsistencies.periodDialog.count', { count: count.count }) : null}
        </p>
        {count.state === 'refused' && <div role="alert" className="field__error">{count.messages.map((m) => <p key={m}>{m}</p>)}</div>}
        <div className="field">
          <label htmlFor="inc-period-comment">{t('inconsistencies.archiveDialog.comment')}</label>
          <textarea id="inc-period-comment" className="clock-reason" rows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>{t('common.cancel')}</button>
          <button type="button" className="button button--danger" disabled={busy || !!periodProblem || n === 0} onClick={() => void confirm()}>
            {t('inconsistencies.periodDialog.confirm', { count: n })}
          </button>
        </div>
      </div>
    </Modal>
  );
}
