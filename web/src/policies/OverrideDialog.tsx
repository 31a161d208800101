import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { OverrideDialogEmployeesQuery } from '../__generated__/OverrideDialogEmployeesQuery.graphql.ts';
import type { OverrideDialog_query$key } from '../__generated__/OverrideDialog_query.graphql.ts';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useSearchRefetch } from '../platform/relay/useSearchRefetch.ts';
import { useSetEmployeeClockPolicyMutation } from './useSetEmployeeClockPolicyMutation.ts';

const fragment = graphql`
  fragment OverrideDialog_query on Query
    @argumentDefinitions(search: { type: "String" }, count: { type: "Int!" })
    @refetchable(queryName: "OverrideDialogEmployeesQuery") {
    employees(first: $count, filter: { enabled: true, search: $search }, orderBy: [{ field: NAME, direction: ASC }]) {
      edges { node { id name employeeNumber } }
    }
  }
`;

const SEARCH_DELAY_MS = 250;
/** The form's text-input sizing (full width, 44 px tall) is not for radios. */
const RADIO = { width: 18, height: 18, minHeight: 0, padding: 0, margin: 0, flexShrink: 0 } as const;

interface Props {
  query: OverrideDialog_query$key; policyId: string; policyName: string; companyEnabled: boolean; connectionId: string;
  /** employees who already have an override, with its value: choosing one changes it */
  overridden: ReadonlyMap<string, boolean>;
  onClose: () => void;
}

/** Picks an employee (searched by name, e-mail or number) and what holds for them, whatever the company setting. */
export function OverrideDialog({ query, policyId, policyName, companyEnabled, connectionId, overridden, onClose }: Props) {
  const { t } = useTranslation('policies');
  const [data, refetch] = useRefetchableFragment<OverrideDialogEmployeesQuery, OverrideDialog_query$key>(fragment, query);
  const { search, setSearch, searching } = useSearchRefetch(refetch);
  const [employeeId, setEmployeeId] = useState('');
  // The useful override is the opposite of the company setting (an equal one changes nothing today).
  const [enabled, setEnabled] = useState(!companyEnabled);
  const [missing, setMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const set = useSetEmployeeClockPolicyMutation();
  const notify = useNotify();
  const id = useId();
  const candidates = data.employees?.edges.map((e) => e.node) ?? [];
  const list = useRef<HTMLSelectElement>(null);
  // React shows the first option of a single select as chosen when the value matches none: nothing is chosen yet.
  useEffect(() => { if (!employeeId && list.current) list.current.selectedIndex = -1; });
  const state = (on: boolean) => t(on ? 'policies.on' : 'policies.off');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!employeeId) { setMissing(true); return; }
    setSubmitting(true);
    const outcome = await set({ input: { employeeId, policyId, enabled }, connections: [connectionId] }, !overridden.has(employeeId));
    setSubmitting(false);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    const name = candidates.find((c) => c.id === employeeId)?.name ?? '';
    notify('success', t('policies.overrideSaved', { policy: policyName, state: state(enabled), name }));
    onClose();
  }

  const label = (c: (typeof candidates)[number]) => {
    const current = overridden.get(c.id);
    const number = c.employeeNumber ? ` (${c.employeeNumber})` : '';
    return current === undefined ? `${c.name}${number}` : `${c.name}${number} · ${t('policies.alreadyOverridden', { state: state(current) })}`;
  };

  return (
    <Modal title={t('policies.dialogTitle', { policy: policyName })} onClose={onClose} wide>
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('policies.search')}</label>
          <input id={`${id}-search`} type="search" value={search} autoComplete="off" aria-describedby={`${id}-search-hint`}
            aria-controls={`${id}-list`} onChange={(e) => setSearch(e.target.value)} />
          <p className="field__hint" id={`${id}-search-hint`}>{t('policies.searchHint')}</p>
        </div>
        <div className={`field${missing ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-list`}>{t('policies.employee')}</label>
          <select id={`${id}-list`} ref={list} size={6} value={employeeId} aria-busy={searching} aria-invalid={missing}
            aria-describedby={missing ? `${id}-missing` : undefined} onChange={(e) => { setEmployeeId(e.target.value); setMissing(false); }}>
            {candidates.map((c) => <option key={c.id} value={c.id}>{label(c)}</option>)}
          </select>
          {candidates.length === 0 && !searching && <p className="field__hint">{t('policies.noMatch')}</p>}
          {missing && <p className="field__error" id={`${id}-missing`} role="alert">{t('policies.pickEmployee')}</p>}
        </div>
        <fieldset className="field checkbox-group">
          <legend>{t('policies.valueLegend', { policy: policyName })}</legend>
          <div className="checkbox-group__options">
            {[true, false].map((value) => (
              <label key={String(value)} className="checkbox-group__option">
                <input type="radio" name={`${id}-value`} checked={enabled === value} onChange={() => setEnabled(value)} style={RADIO} />
                {t(value ? 'policies.onLabel' : 'policies.offLabel')}
              </label>
            ))}
          </div>
          <p className="field__hint">{t('policies.companyNow', { state: state(companyEnabled) })}</p>
        </fieldset>
        <DialogFormActions onCancel={onClose} submitting={submitting} />
      </form>
    </Modal>
  );
}
