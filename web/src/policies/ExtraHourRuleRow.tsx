import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ExtraHourRuleDialog_rule$key } from '../__generated__/ExtraHourRuleDialog_rule.graphql.ts';
import type { ExtraHourRuleRow_rule$key } from '../__generated__/ExtraHourRuleRow_rule.graphql.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { bandText, categoryText, countingText, datesText, weekdaysText } from './extraHourTexts.ts';
import { useDeleteExtraHourRuleMutation } from './useDeleteExtraHourRuleMutation.ts';
import { useSetExtraHourRuleEnabledMutation } from './useSetExtraHourRuleEnabledMutation.ts';

const fragment = graphql`
  fragment ExtraHourRuleRow_rule on ExtraHourRule {
    id name title start end enabled night thresholdMinutes rounding ignoreEarlyCheckIn validFrom validTo weekdays clockTags
    showInReport deletable
    category { level databaseId department { name } schedule { name } employee { name } }
    ...ExtraHourRuleDialog_rule
  }
`;

interface Props {
  rule: ExtraHourRuleRow_rule$key; canWrite: boolean; connectionId: string | null;
  onEdit: (rule: ExtraHourRuleDialog_rule$key) => void;
}

/** One rule: who it is for, its band, how it counts, when it applies; writers switch it, edit it and (not the night rule) delete it. */
export function ExtraHourRuleRow({ rule, canWrite, connectionId, onEdit }: Props) {
  const { t } = useTranslation('policies');
  const r = useFragment(fragment, rule);
  const setEnabled = useSetExtraHourRuleEnabledMutation();
  const remove = useDeleteExtraHourRuleMutation();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const switchId = `${r.id}-enabled`;

  async function toggle(enabled: boolean) {
    const outcome = await setEnabled(r.id, enabled);
    if (outcome.ok) notify('success', t(enabled ? 'extraHours.nowOn' : 'extraHours.nowOff', { name: r.name }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  }
  async function confirmDelete() {
    setBusy(true);
    const outcome = await remove({ input: { id: r.id }, connections: connectionId ? [connectionId] : [] });
    setBusy(false);
    setConfirming(false);
    if (outcome.ok) notify('success', t('extraHours.deleted', { name: r.name }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  }

  const details = [
    r.ignoreEarlyCheckIn ? t('extraHours.earlyNotCounted') : null,
    r.clockTags.length ? t('extraHours.tags', { tags: r.clockTags }) : null,
  ].filter(Boolean);
  return (
    <tr>
      <td data-label={t('extraHours.columns.rule')} className="extra-hours__name">
        <strong>{r.name}</strong>
        <div className="count">{r.showInReport ? t('extraHours.reportColumn', { title: r.title || r.name }) : t('extraHours.notInReports')}</div>
      </td>
      <td data-label={t('extraHours.columns.category')}>{categoryText(r.category, t)}</td>
      <td data-label={t('extraHours.columns.band')}>
        <span className="extra-hours__band">{bandText(r.start, r.end, r.night, t)}</span>
        {[countingText(r.thresholdMinutes, r.rounding, t), ...details].map((d) => <div key={d} className="count">{d}</div>)}
      </td>
      <td data-label={t('extraHours.columns.applies')}>
        {weekdaysText(r.weekdays, t)}
        <div className="count">{datesText(r.validFrom, r.validTo, t)}</div>
      </td>
      <td data-label={t('extraHours.columns.enabled')}>
        {canWrite ? (
          <span className="switch">
            <input id={switchId} type="checkbox" role="switch" checked={r.enabled} onChange={(e) => void toggle(e.target.checked)} />
            <label htmlFor={switchId} className="visually-hidden">{t('extraHours.enabledFor', { name: r.name })}</label>
            {/* The switch says its state itself; the word is for the eye. */}
            <span aria-hidden="true">{t(r.enabled ? 'extraHours.on' : 'extraHours.off')}</span>
          </span>
        ) : (
          <strong style={{ color: r.enabled ? 'var(--success)' : 'var(--muted)' }}>{t(r.enabled ? 'extraHours.on' : 'extraHours.off')}</strong>
        )}
      </td>
      {canWrite && (
        <td className="table__actions">
          <button type="button" className="button button--small" aria-label={t('common.editNamed', { name: r.name })}
            onClick={() => onEdit(r)}>{t('common.edit')}</button>
          {r.deletable && (
            <button type="button" className="button button--small" aria-label={t('common.deleteNamed', { name: r.name })}
              onClick={() => setConfirming(true)}>{t('common.delete')}</button>
          )}
          {confirming && (
            <ConfirmDialog title={t('common.deleteTitle', { name: r.name })} confirmLabel={t('common.delete')} danger busy={busy}
              onConfirm={() => void confirmDelete()} onCancel={() => setConfirming(false)}>
              <p>{t('extraHours.deleteText')}</p>
            </ConfirmDialog>
          )}
        </td>
      )}
    </tr>
  );
}
