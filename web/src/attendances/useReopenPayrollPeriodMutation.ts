import { graphql, useMutation } from 'react-relay';
import type { useReopenPayrollPeriodMutation as M } from '../__generated__/useReopenPayrollPeriodMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepPayrollPeriods } from './keepPayrollPeriods.ts';

const mutation = graphql`
  mutation useReopenPayrollPeriodMutation($date: LocalDate!, $reason: String!) {
    reopenPayrollPeriod(date: $date, reason: $reason) {
      payrollPeriods { ...PayrollPeriodPanel_periods }
      userErrors { field message code }
    }
  }
`;

/** Reopens the payroll period holding `date` (send its end) with a reason; the panel shows it open from the answer. */
export function useReopenPayrollPeriodMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.reopenPayrollPeriod, ({ date }) => keepPayrollPeriods('reopenPayrollPeriod', date));
}
