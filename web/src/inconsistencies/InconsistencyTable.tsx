import { useTranslation } from 'react-i18next';
import type { InconsistencyRow_inconsistency$key } from '../__generated__/InconsistencyRow_inconsistency.graphql.ts';
import { InconsistencyRow, type RowActions } from './InconsistencyRow.tsx';

/** Picking rows for archiving: the chosen ids, shared by every table on the screen (a group's too). */
export interface Selection {
  ids: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** all of these chosen, or (when all already are) none of them */
  toggleAll: (ids: readonly string[]) => void;
}

interface Props extends Omit<RowActions, 'select'> {
  caption: string;
  rows: ReadonlyArray<{ id: string } & InconsistencyRow_inconsistency$key>;
  showEmployee: boolean;
  timeZone: string;
  /** present when the rows can be picked for archiving */
  selection?: Selection;
}

/** The inconsistencies as a table on a desk, one card each on a phone (each cell names its column). */
export function InconsistencyTable({ caption, rows, showEmployee, selection, ...rowProps }: Props) {
  const { t } = useTranslation('inconsistencies');
  const col = (k: string) => t(`inconsistencies.columns.${k}`);
  const ids = rows.map((r) => r.id);
  const all = selection !== undefined && ids.length > 0 && ids.every((id) => selection.ids.has(id));
  return (
    <div className="table-wrap">
      <table className="table table--cards inc-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="inc-row__select">
                <input type="checkbox" checked={all} onChange={() => selection.toggleAll(ids)} aria-label={t('inconsistencies.selectPage')} />
              </th>
            )}
            <th scope="col">{col('date')}</th>
            {showEmployee && <th scope="col">{col('employee')}</th>}
            <th scope="col">{col('type')}</th>
            <th scope="col">{col('why')}</th>
            <th scope="col">{col('state')}</th>
            <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <InconsistencyRow key={row.id} inconsistency={row} showEmployee={showEmployee}
              select={selection && { checked: selection.ids.has(row.id), onToggle: selection.toggle }} {...rowProps} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
