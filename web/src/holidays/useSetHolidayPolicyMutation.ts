import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useSetHolidayPolicyMutation as M } from '../__generated__/useSetHolidayPolicyMutation.graphql.ts';
import { runMutation } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useSetHolidayPolicyMutation($input: SetHolidayPolicyInput!) {
    setHolidayPolicy(input: $input) {
      holidayPolicy { id isActive }
      userErrors { field message code }
    }
  }
`;

/** An instant toggle: shown switched at once (optimistic), rolled back if the server refuses. */
export function useSetHolidayPolicyMutation() {
  const [commit] = useMutation<M>(mutation);
  return (policyId: string, isActive: boolean) => runMutation(
    (config: UseMutationConfig<M>) => commit({ ...config, optimisticResponse: { setHolidayPolicy: { holidayPolicy: { id: policyId, isActive }, userErrors: [] } } }),
    { input: { isActive } },
    (r) => r.setHolidayPolicy,
  );
}
