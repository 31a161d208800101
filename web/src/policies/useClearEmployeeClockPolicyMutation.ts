import { graphql, useMutation } from 'react-relay';
import type { useClearEmployeeClockPolicyMutation as M } from '../__generated__/useClearEmployeeClockPolicyMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useClearEmployeeClockPolicyMutation($input: ClearEmployeeClockPolicyInput!, $connections: [ID!]!) {
    clearEmployeeClockPolicy(input: $input) {
      clearedOverrideId @deleteEdge(connections: $connections)
      clockPolicy { id overridesEnabledCount overridesDisabledCount }
      userErrors { field message code }
    }
  }
`;

/** Removes an employee's override: they follow the company setting again and leave the list. */
export function useClearEmployeeClockPolicyMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.clearEmployeeClockPolicy, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
