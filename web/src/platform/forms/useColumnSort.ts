import { useState, useTransition } from 'react';

export type SortDirection = 'ascending' | 'descending';
type Order<C extends string> = { field: C; direction: 'ASC' | 'DESC' };

/**
 * The order of a list the server sorts (its pages continue the same order): a click on the sorted column reverses it,
 * on another column sorts by it ascending; the list is fetched again with `orderBy`, `tieBreaker` (the name) settling
 * equal values. `sorted(column)` is what `SortableHeader` shows.
 */
export function useColumnSort<C extends string>(initial: C, tieBreaker: C, refetch: (variables: { orderBy: Order<C>[] }) => void) {
  const [sort, setSort] = useState<{ column: C; direction: SortDirection }>({ column: initial, direction: 'ascending' });
  const [, startTransition] = useTransition();
  const sortBy = (column: C) => {
    const direction: SortDirection = sort.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending';
    setSort({ column, direction });
    const first: Order<C> = { field: column, direction: direction === 'ascending' ? 'ASC' : 'DESC' };
    startTransition(() => refetch({ orderBy: column === tieBreaker ? [first] : [first, { field: tieBreaker, direction: 'ASC' }] }));
  };
  const sorted = (column: C): SortDirection | null => (sort.column === column ? sort.direction : null);
  return { sorted, sortBy };
}
