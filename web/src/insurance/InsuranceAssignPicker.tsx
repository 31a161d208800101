import { Suspense, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { InsuranceAssignPickerQuery } from '../__generated__/InsuranceAssignPickerQuery.graphql.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { useAssignInsuranceMutation } from './useAssignInsuranceMutation.ts';
import './insurance.css';

const query = graphql`
  query InsuranceAssignPickerQuery($search: String, $count: Int!) {
    employees(first: $count, filter: { search: $search, enabled: true }, orderBy: [{ field: NAME, direction: ASC }]) {
      edges { node { id name employeeNumber department { name } } }
    }
  }
`;

interface Props {
  insurance: { id: string; name: string };
  /** who holds the policy already: shown ticked, not offered again */
  holderIds: ReadonlySet<string>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * "Assign to employees": the enabled employees, narrowed by typing, each with a tick; the ticks survive a new search,
 * so people found by several searches go in one assignment (`assignInsurance` with all of them).
 */
export function InsuranceAssignPicker({ insurance, holderIds, onDone, onCancel }: Props) {
  const { t } = useTranslation('insurance');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const assign = useAssignInsuranceMutation();
  const notify = useNotify();
  const id = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  // The picker replaces the holder list in the same dialog: typing starts at once.
  useEffect(() => { searchBox.current?.focus(); }, []);
  const submit = async () => {
    if (!picked.size) return setError(t('insurance.pickSomeone'));
    setBusy(true);
    const outcome = await assign({ input: { insuranceId: insurance.id, employeeIds: [...picked.keys()] } });
    setBusy(false);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    notify('success', t('insurance.assigned', { policy: insurance.name, count: picked.size }));
    onDone();
  };
  const toggle = (employee: { id: string; name: string }, on: boolean) => {
    setError(null);
    setPicked((current) => { const next = new Map(current); if (on) next.set(employee.id, employee.name); else next.delete(employee.id); return next; });
  };
  return (
    <div className="form">
      <div className="field">
        <label htmlFor={`${id}-search`}>{t('insurance.search')}</label>
        <input id={`${id}-search`} ref={searchBox} type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)}
          aria-describedby={`${id}-hint`} />
        <p className="field__hint" id={`${id}-hint`}>{t('insurance.searchHint')}</p>
      </div>
      <Suspense fallback={<p>{t('common.loading')}</p>}>
        <Candidates search={search} holderIds={holderIds} picked={picked} onToggle={toggle} />
      </Suspense>
      <p className="count" aria-live="polite">{t('insurance.selected', { count: picked.size })}</p>
      {error && <p className="field__error" role="alert">{error}</p>}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>{t('common.cancel')}</button>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void submit()}>
          {t('insurance.assignSelected')}
        </button>
      </div>
    </div>
  );
}

interface CandidatesProps {
  search: string;
  holderIds: ReadonlySet<string>;
  picked: ReadonlyMap<string, string>;
  onToggle: (employee: { id: string; name: string }, on: boolean) => void;
}

function Candidates({ search, holderIds, picked, onToggle }: CandidatesProps) {
  const { t } = useTranslation('insurance');
  // The previous matches stay on screen while the next search loads.
  const deferred = useDeferredValue(search.trim());
  const data = useLazyLoadQuery<InsuranceAssignPickerQuery>(query, { search: deferred || null, count: PICKER_SIZE }, { fetchPolicy: 'store-or-network' });
  const employees = data.employees?.edges.map((e) => e.node) ?? [];
  const offered = employees.filter((e) => !holderIds.has(e.id));
  return (
    <fieldset className="field checkbox-group">
      <legend>{t('insurance.candidates')}</legend>
      {offered.length > 0 && (
        <div className="insurance-picker__tools">
          <button type="button" className="button button--small" onClick={() => offered.forEach((e) => onToggle(e, true))}>{t('insurance.selectShown')}</button>
        </div>
      )}
      <div className="insurance-picker__list">
        {employees.map((e) => {
          const holds = holderIds.has(e.id);
          const detail = [e.employeeNumber, e.department?.name, holds ? t('insurance.alreadyHolds') : null].filter(Boolean).join(' · ');
          return (
            <label key={e.id} className="insurance-picker__option">
              <input type="checkbox" checked={holds || picked.has(e.id)} disabled={holds} onChange={(ev) => onToggle(e, ev.target.checked)} />
              <span>{e.name}{detail && <span className="insurance-picker__detail"> · {detail}</span>}</span>
            </label>
          );
        })}
        {!employees.length && <p className="field__hint">{t('insurance.noMatch')}</p>}
      </div>
    </fieldset>
  );
}
