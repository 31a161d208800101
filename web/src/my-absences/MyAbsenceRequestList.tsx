import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { MyAbsenceRequestDialog_query$key } from '../__generated__/MyAbsenceRequestDialog_query.graphql.ts';
import type { MyAbsenceRequestList_employee$key } from '../__generated__/MyAbsenceRequestList_employee.graphql.ts';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { MyAbsenceCancelDialog } from './MyAbsenceCancelDialog.tsx';
import { MyAbsenceProofDialog } from './MyAbsenceProofDialog.tsx';
import { MyAbsenceRequestDialog } from './MyAbsenceRequestDialog.tsx';
import { MyAbsenceRequestItem, type MyAbsenceRequest } from './MyAbsenceRequestItem.tsx';
import type { EditTarget } from './myAbsenceForm.ts';

const fragment = graphql`
  fragment MyAbsenceRequestList_employee on Employee
    @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
    @refetchable(queryName: "MyAbsenceRequestListPaginationQuery") {
    absenceRequests(first: $count, after: $cursor) @connection(key: "MyAbsenceRequestList_absenceRequests") {
      __id
      totalCount
      edges { node { id ...MyAbsenceRequestItem_request } }
    }
  }
`;

interface Props {
  employee: MyAbsenceRequestList_employee$key;
  /** the types the request dialog offers; absent where nobody requests from the list (an employee's profile) */
  query?: MyAbsenceRequestDialog_query$key;
  employeeId: string;
  today: string;
  /** the balance card's year: a change reads it again */
  year: number;
  canWrite: boolean;
  /** someone else's requests (an employee's profile): the texts do not say "my" */
  others?: boolean;
}

type Open = { kind: 'new' } | { kind: 'edit'; target: EditTarget } | { kind: 'cancel' | 'proof'; id: string; what: string } | null;

const editTarget = (r: MyAbsenceRequest): EditTarget => ({
  id: r.id, absenceTypeId: r.absenceType?.id ?? null, absenceTypeName: r.absenceTypeName, subtypeName: r.subtypeName ?? null,
  userComment: r.userComment ?? null, periods: r.periods,
});

/** The person's requests, newest first, a page at a time; a new one, a change or a cancellation from here. */
export function MyAbsenceRequestList({ employee, query, employeeId, today, year, canWrite, others = false }: Props) {
  const own = (key: string) => `myAbsences.list.${key}${others ? 'Other' : ''}`;
  const { t } = useTranslation('my-absences');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, employee);
  const [, startTransition] = useTransition();
  const [announce, setAnnounce] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const connection = data.absenceRequests;
  const rows = connection?.edges.map((e) => e.node) ?? [];
  const connections = connection ? [connection.__id] : [];
  const actions = canWrite ? {
    onEdit: (r: MyAbsenceRequest) => setOpen({ kind: 'edit', target: editTarget(r) }),
    onCancel: (r: MyAbsenceRequest, what: string) => setOpen({ kind: 'cancel', id: r.id, what }),
    onProof: (r: MyAbsenceRequest, what: string) => setOpen({ kind: 'proof', id: r.id, what }),
  } : {};
  return (
    <section className="my-abs-list" aria-labelledby="my-abs-list-title">
      <div className="my-abs__section-head">
        <h2 id="my-abs-list-title">{t(own('title'))}</h2>
        {canWrite && <button type="button" className="button button--primary" onClick={() => setOpen({ kind: 'new' })}>{t('myAbsences.list.newRequest')}</button>}
      </div>
      {!canWrite && query && <p className="my-abs__muted">{t('myAbsences.list.readOnly')}</p>}
      {rows.length > 0 && <p className="count" role="status">{t('myAbsences.list.count', { shown: rows.length, total: connection?.totalCount ?? rows.length })}</p>}
      {rows.length === 0 ? <p className="card table__empty">{t(own('empty'))}</p> : (
        <ul className="my-abs-list__items" aria-label={t(own('caption'))}>
          {rows.map((r) => <MyAbsenceRequestItem key={r.id} request={r} today={today} others={others} {...actions} />)}
        </ul>
      )}
      <div className="list-footer">
        <span aria-live="polite">{announce}</span>
        {hasNext && (
          <button type="button" className="button" disabled={isLoadingNext}
            onClick={() => startTransition(() => { loadNext(PAGE_SIZE, { onComplete: () => setAnnounce(t('myAbsences.list.loadedMore')) }); })}>
            {isLoadingNext ? t('common.loading') : t('myAbsences.list.more')}
          </button>
        )}
      </div>
      {query && (open?.kind === 'new' || open?.kind === 'edit') && (
        <MyAbsenceRequestDialog query={query} employeeId={employeeId} year={year} connections={connections}
          target={open.kind === 'edit' ? open.target : null} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'cancel' && <MyAbsenceCancelDialog id={open.id} what={open.what} year={year} onClose={() => setOpen(null)} />}
      {open?.kind === 'proof' && <MyAbsenceProofDialog id={open.id} what={open.what} onClose={() => setOpen(null)} />}
    </section>
  );
}
