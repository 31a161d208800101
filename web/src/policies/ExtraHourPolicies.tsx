import { useCallback, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ExtraHourPolicies_query$key } from '../__generated__/ExtraHourPolicies_query.graphql.ts';
import type { ExtraHourRuleDialog_query$key } from '../__generated__/ExtraHourRuleDialog_query.graphql.ts';
import type { ExtraHourRuleDialog_rule$key } from '../__generated__/ExtraHourRuleDialog_rule.graphql.ts';
import { ExtraHourRuleDialog } from './ExtraHourRuleDialog.tsx';
import { ExtraHourRuleList } from './ExtraHourRuleList.tsx';
import { ExtraHoursPaymentsField } from './ExtraHoursPaymentsField.tsx';
import './policies.css';

const fragment = graphql`
  fragment ExtraHourPolicies_query on Query @argumentDefinitions(count: { type: "Int!" }) {
    extraHoursPaymentsType { ...ExtraHoursPaymentsField_setting }
    ...ExtraHourRuleList_query @arguments(count: $count)
  }
`;

interface Props {
  query: ExtraHourPolicies_query$key;
  canWrite: boolean;
  /** the dialog's choices (departments, schedules, employees): loaded for writers only */
  dialogQuery: ExtraHourRuleDialog_query$key | null;
}

type Editing = { rule: ExtraHourRuleDialog_rule$key | null };

/** The "Extra and night hours" part of the policies screen: how extra hours are compensated, and the rules. */
export function ExtraHourPolicies({ query, canWrite, dialogQuery }: Props) {
  const { t } = useTranslation('policies');
  const data = useFragment(fragment, query);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const id = useId();
  const edit = useCallback((rule: ExtraHourRuleDialog_rule$key) => setEditing({ rule }), []);
  return (
    <section className="card extra-hours" aria-labelledby={`${id}-title`}>
      <div className="page__header">
        <h2 id={`${id}-title`} style={{ margin: 0 }}>{t('extraHours.title')}</h2>
        {canWrite && dialogQuery && (
          <button type="button" className="button button--primary" onClick={() => setEditing({ rule: null })}>{t('extraHours.new')}</button>
        )}
      </div>
      <p>{t('extraHours.intro')}</p>
      {data.extraHoursPaymentsType && <ExtraHoursPaymentsField setting={data.extraHoursPaymentsType} canWrite={canWrite} />}
      <ExtraHourRuleList query={data} canWrite={canWrite && !!dialogQuery} captionId={`${id}-title`} onEdit={edit} onConnection={setConnectionId} />
      {editing && dialogQuery && (
        <ExtraHourRuleDialog query={dialogQuery} rule={editing.rule} connectionId={connectionId} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
