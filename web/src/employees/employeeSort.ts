import type { EmployeeOrder, EmployeeSortField } from '../__generated__/EmployeesRouteQuery.graphql.ts';

/** The columns the list sorts by, as the address names them (`?sort=number&order=desc`), and their GraphQL field. */
export const SORT_COLUMNS = {
  name: 'NAME', employeeNumber: 'EMPLOYEE_NUMBER', department: 'DEPARTMENT', startDate: 'START_DATE', endDate: 'END_DATE',
} as const satisfies Record<string, EmployeeSortField>;
export type SortColumn = keyof typeof SORT_COLUMNS;
export type SortDirection = 'ascending' | 'descending';
export interface ListSort { column: SortColumn; direction: SortDirection }

export const DEFAULT_SORT: ListSort = { column: 'name', direction: 'ascending' };

const isColumn = (value: string | null): value is SortColumn => !!value && Object.hasOwn(SORT_COLUMNS, value);

/** The sort in the address; anything unknown falls back to names A–Z. */
export function sortFromUrl(params: URLSearchParams): ListSort {
  const column = params.get('sort');
  if (!isColumn(column)) return DEFAULT_SORT;
  return { column, direction: params.get('order') === 'desc' ? 'descending' : 'ascending' };
}

/** The API order: the column, then names (the API breaks remaining ties by id), so equal numbers or departments read A–Z. */
export function orderBy(sort: ListSort): EmployeeOrder[] {
  const direction = sort.direction === 'descending' ? 'DESC' : 'ASC';
  const first: EmployeeOrder = { field: SORT_COLUMNS[sort.column], direction };
  return sort.column === 'name' ? [first] : [first, { field: 'NAME', direction: 'ASC' }];
}

/** The address with another sort; names A–Z is the default and leaves the address clean. */
export function withSort(params: URLSearchParams, sort: ListSort): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('sort');
  next.delete('order');
  if (sort.column !== DEFAULT_SORT.column || sort.direction !== DEFAULT_SORT.direction) {
    next.set('sort', sort.column);
    if (sort.direction === 'descending') next.set('order', 'desc');
  }
  return next;
}

/** Clicking a header: the same column turns around; another column starts ascending. */
export function nextSort(current: ListSort, column: SortColumn): ListSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
