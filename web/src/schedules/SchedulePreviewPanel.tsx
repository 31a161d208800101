import { useEffect, useRef, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SchedulePreviewPanel_preview$data, SchedulePreviewPanel_preview$key } from '../__generated__/SchedulePreviewPanel_preview.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { weekdayOf } from '../../../domain/schedule.ts';
import { hmm } from '../attendances/workdayState.ts';

const fragment = graphql`
  fragment SchedulePreviewPanel_preview on SchedulePreview {
    from to holders previewed
    totals { raised { type count } resolved { type count } expectedMinutesDelta extraMinutesDelta }
    changes {
      employee { id name } employeeName date raised resolved
      before { kind expectedMinutes balanceMinutes }
      after { kind expectedMinutes balanceMinutes }
    }
  }
`;

type Data = SchedulePreviewPanel_preview$data;
type Counts = Data['totals']['raised'];

interface Props { preview: SchedulePreviewPanel_preview$key; onClose: () => void }

/**
 * What saving the schedule would do, as the API's engine computed it: a summary line (inconsistencies raised and
 * resolved by type, the change of expected and extra time), then each employee-day that would change, before → after.
 */
export function SchedulePreviewPanel({ preview: key, onClose }: Props) {
  const { t } = useTranslation('schedules');
  const preview = useFragment(fragment, key);
  const title = useRef<HTMLHeadingElement>(null);
  // the answer arrives after a click: bring the reader to it
  useEffect(() => { title.current?.focus(); }, [preview]);
  const days = Math.round((Date.parse(String(preview.to)) - Date.parse(String(preview.from))) / 86_400_000) + 1;
  return (
    <section className="card schedule-preview" aria-labelledby="schedule-preview-title">
      <h3 id="schedule-preview-title" ref={title} tabIndex={-1}>{t('schedules.preview.title')}</h3>
      <p>
        {t('schedules.preview.period', { from: formatDisplayDate(String(preview.from)), to: formatDisplayDate(String(preview.to)) })}
        {' · '}{t('schedules.preview.holders', { count: preview.holders })}
        {preview.previewed < preview.holders && <> {t('schedules.preview.partial', { previewed: preview.previewed })}</>}
      </p>
      {preview.changes.length === 0 ? (
        <p className="schedule-preview__empty">{t(preview.holders ? 'schedules.preview.nothing' : 'schedules.preview.noHolders', { count: days })}</p>
      ) : (
        <>
          <p className="schedule-preview__summary">{summaryOf(preview, t)}</p>
          <ChangesTable changes={preview.changes} />
        </>
      )}
      <button type="button" className="button" onClick={onClose}>{t('schedules.preview.close')}</button>
    </section>
  );
}

/** "4 employee-days would change. New: Absent ×1 · Resolved: Late ×2 · Expected time: −16:00 · Extra time: +0:30" */
function summaryOf(preview: Data, t: TFunction): string {
  const list = (counts: Counts) => counts.map((c) => t('schedules.preview.typeCount', { type: t(`schedules.preview.types.${c.type}`), count: c.count })).join(', ');
  const parts = [
    ...(preview.totals.raised.length ? [t('schedules.preview.raised', { list: list(preview.totals.raised) })] : []),
    ...(preview.totals.resolved.length ? [t('schedules.preview.resolved', { list: list(preview.totals.resolved) })] : []),
    t('schedules.preview.expected', { delta: hmm(preview.totals.expectedMinutesDelta, true) }),
    ...(preview.totals.extraMinutesDelta ? [t('schedules.preview.extra', { delta: hmm(preview.totals.extraMinutesDelta, true) })] : []),
  ];
  return `${t('schedules.preview.changed', { count: preview.changes.length })} ${parts.join(' · ')}`;
}

function ChangesTable({ changes }: { changes: Data['changes'] }) {
  const { t } = useTranslation('schedules');
  const columns = ['employee', 'date', 'day', 'expected', 'balance', 'inconsistencies'] as const;
  const kind = (k: string) => t(`schedules.preview.kinds.${k}`, { defaultValue: k });
  const type = (k: string) => t(`schedules.preview.types.${k}`, { defaultValue: k });
  return (
    <div className="table-wrap">
      <table className="table schedule-preview__table">
        <caption>{t('schedules.preview.caption')}</caption>
        <thead><tr>{columns.map((c) => <th key={c} scope="col">{t(`schedules.preview.columns.${c}`)}</th>)}</tr></thead>
        <tbody>
          {changes.map((c, i) => (
            <tr key={`${c.employee?.id ?? c.employeeName}|${String(c.date)}|${i}`}>
              <th scope="row">{c.employee?.name ?? c.employeeName}</th>
              <td>{t(`schedules.weekdays.${weekdayOf(String(c.date))}`)} {formatDisplayDate(String(c.date))}</td>
              <td><BeforeAfter before={kind(c.before.kind)} after={kind(c.after.kind)} /></td>
              <td><BeforeAfter before={hmm(c.before.expectedMinutes)} after={hmm(c.after.expectedMinutes)} /></td>
              <td><BeforeAfter before={hmm(c.before.balanceMinutes, true)} after={hmm(c.after.balanceMinutes, true)} /></td>
              <td>
                {c.raised.length > 0 && <span className="schedule-preview__raised">{t('schedules.preview.raised', { list: c.raised.map(type).join(', ') })}</span>}
                {c.resolved.length > 0 && <span className="schedule-preview__resolved">{t('schedules.preview.resolved', { list: c.resolved.map(type).join(', ') })}</span>}
                {!c.raised.length && !c.resolved.length && <span className="schedule-preview__same">{t('schedules.preview.unchanged')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "480 → 420", read "480 becomes 420"; one value when it does not change. */
function BeforeAfter({ before, after }: { before: ReactNode; after: ReactNode }) {
  const { t } = useTranslation('schedules');
  if (before === after) return <span className="schedule-preview__same">{before}</span>;
  return (
    <span className="schedule-preview__change">
      <span className="schedule-preview__before">{before}</span>
      <span aria-hidden="true"> → </span><span className="visually-hidden"> {t('schedules.preview.becomes')} </span>
      <strong className="schedule-preview__after">{after}</strong>
    </span>
  );
}
