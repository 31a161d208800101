import { graphql, useMutation } from 'react-relay';
import type { useClosePayrollPeriodMutation as M } from '../__generated__/useClosePayrollPeriodMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepPayrollPeriods } from './keepPayrollPeriods.ts';

const mutation = graphql`
  mutation useClosePayrollPeriodMutation($date: LocalDate!) {
    closePayrollPeriod(date: $date) {
      payrollPeriods { ...PayrollPeriodPanel_periods }
      userErrors { field message code }
    }
  }
`;

/** Closes the payroll period holding `date` (send its end); the panel shows it closed from the answer. */
export function useClosePayrollPeriodMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.closePayrollPeriod, ({ date }) => keepPayrollPeriods('closePayrollPeriod', date));
}
