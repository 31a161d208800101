import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AbsenceTypeDialog_type$key } from '../__generated__/AbsenceTypeDialog_type.graphql.ts';
import type { AbsenceTypeRow_type$key } from '../__generated__/AbsenceTypeRow_type.graphql.ts';
import { HOLIDAYS_ABSENCE_TYPE_ID } from '../../../domain/work-items.ts';
import { DeleteAbsenceTypeDialog } from './DeleteAbsenceTypeDialog.tsx';
import { approvalText, dayLimitText, noticeText, proofText, requestLimitText } from './absenceTypeTexts.ts';

const fragment = graphql`
  fragment AbsenceTypeRow_type on AbsenceType {
    id databaseId name code yearlyDaysAllowed yearlyPeriodsAllowed consecutiveDaysAllowed deadlineLeave
    justificationNeeded daysToJustification approval calendarDays missedWork requestCount
    subtypes { databaseId name }
    ...AbsenceTypeDialog_type
  }
`;

interface Props {
  type: AbsenceTypeRow_type$key; canWrite: boolean; connectionId: string | null;
  onEdit: (type: AbsenceTypeDialog_type$key) => void;
}

/** One type in words; writers edit it and, unless it is Holidays, ask to delete it (refused with the reason while requests use it). */
export function AbsenceTypeRow({ type, canWrite, connectionId, onEdit }: Props) {
  const { t } = useTranslation('absence-types');
  const r = useFragment(fragment, type);
  const [deleting, setDeleting] = useState(false);
  const c = (key: string) => t(`absenceTypes.columns.${key}`);
  const holidays = r.databaseId === HOLIDAYS_ABSENCE_TYPE_ID;
  return (
    <tr>
      <td data-label={c('name')} className="absence-types__name">
        <strong>{r.name}</strong>
        {r.missedWork && <> <span className="pill pill--off">{t('absenceTypes.missedWork')}</span></>}
      </td>
      <td data-label={c('code')}><code>{r.code}</code></td>
      <td data-label={c('yearlyDays')}>{dayLimitText(r.yearlyDaysAllowed, t)}</td>
      <td data-label={c('yearlyPeriods')}>{requestLimitText(r.yearlyPeriodsAllowed, t)}</td>
      <td data-label={c('consecutiveDays')}>{dayLimitText(r.consecutiveDaysAllowed, t)}</td>
      <td data-label={c('notice')}>{noticeText(r.deadlineLeave, t)}</td>
      <td data-label={c('proof')}>{proofText(r.justificationNeeded, r.daysToJustification, t)}</td>
      <td data-label={c('approval')}>{approvalText(r.approval, t)}</td>
      <td data-label={c('calendarDays')}>{t(r.calendarDays ? 'absenceTypes.yes' : 'absenceTypes.no')}</td>
      <td data-label={c('subtypes')}>{r.subtypes.length ? r.subtypes.map((s) => s.name).join(', ') : t('absenceTypes.none')}</td>
      <td data-label={c('requests')}>{r.requestCount}</td>
      {canWrite && (
        <td className="table__actions">
          <button type="button" className="button button--small" aria-label={t('common.editNamed', { name: r.name })}
            onClick={() => onEdit(r)}>{t('common.edit')}</button>
          {holidays ? <span className="count absence-types__kept">{t('absenceTypes.protected')}</span> : (
            <button type="button" className="button button--small" aria-label={t('common.deleteNamed', { name: r.name })}
              onClick={() => setDeleting(true)}>{t('common.delete')}</button>
          )}
          {deleting && (
            <DeleteAbsenceTypeDialog id={r.id} name={r.name} requestCount={r.requestCount} connectionId={connectionId} onClose={() => setDeleting(false)} />
          )}
        </td>
      )}
    </tr>
  );
}
