import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The periods a close or a reopen answers with become the screen's periods of that year. `PayrollPeriods` has no id,
 * so Relay cannot merge them by itself: the root's `payrollPeriods(year:)` is pointed at the payload's record. The
 * API answers the year of the date sent, and the screen sends a period's end, so it is the year the screen asked for.
 */
export function keepPayrollPeriods(field: 'closePayrollPeriod' | 'reopenPayrollPeriod', date: string) {
  return (store: RecordSourceSelectorProxy) => {
    const periods = store.getRootField(field)?.getLinkedRecord('payrollPeriods');
    if (periods) store.getRoot().setLinkedRecord(periods, 'payrollPeriods', { year: Number(date.slice(0, 4)) });
  };
}
