import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useSetCompanyClockPolicyMutation as M } from '../__generated__/useSetCompanyClockPolicyMutation.graphql.ts';
import { runMutation } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useSetCompanyClockPolicyMutation($input: SetCompanyClockPolicyInput!) {
    setCompanyClockPolicy(input: $input) {
      clockPolicy { id enabledForCompany changedAt changedBy { username employee { name } } }
      userErrors { field message code }
    }
  }
`;

/** An instant toggle: shown switched at once (optimistic), rolled back if the server refuses. */
export function useSetCompanyClockPolicyMutation() {
  const [commit] = useMutation<M>(mutation);
  return (policyId: string, enabled: boolean) => runMutation(
    (config: UseMutationConfig<M>) => commit({
      ...config,
      optimisticUpdater: (store) => { store.get(policyId)?.setValue(enabled, 'enabledForCompany'); },
    }),
    { input: { policyId, enabled } },
    (r) => r.setCompanyClockPolicy,
  );
}
