import type { ReactNode } from 'react';
import './forms.css';

interface Props {
  children: ReactNode;
  /** this column's sort, or null when the list is sorted by another one */
  sorted: 'ascending' | 'descending' | null;
  onSort: () => void;
}

/**
 * A column header that sorts (WAI-ARIA sortable table): a button named by the column inside a `th` whose `aria-sort`
 * says the current order; only the sorted column carries `aria-sort`, as the pattern asks.
 */
export function SortableHeader({ children, sorted, onSort }: Props) {
  return (
    <th scope="col" aria-sort={sorted ?? undefined}>
      <button type="button" className="sort-button" onClick={onSort}>
        {children}
        <span className={`sort-button__icon${sorted ? '' : ' sort-button__icon--idle'}`} aria-hidden="true">
          {sorted === 'descending' ? '▼' : '▲'}
        </span>
      </button>
    </th>
  );
}
