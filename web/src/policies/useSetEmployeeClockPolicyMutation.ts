import { graphql, useMutation } from 'react-relay';
import type { useSetEmployeeClockPolicyMutation as M } from '../__generated__/useSetEmployeeClockPolicyMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useSetEmployeeClockPolicyMutation($input: SetEmployeeClockPolicyInput!, $connections: [ID!]!) {
    setEmployeeClockPolicy(input: $input) {
      overrideEdge @appendEdge(connections: $connections) { cursor node { id ...ClockPolicyOverrideRow_override } }
      clockPolicy { id overridesEnabledCount overridesDisabledCount }
      userErrors { field message code }
    }
  }
`;

/**
 * Adds or changes an employee's override. An employee already listed keeps their row (Relay appends an edge only
 * for a node the list does not hold), so the count grows only for a new one.
 */
export function useSetEmployeeClockPolicyMutation() {
  const [commit] = useMutation<M>(mutation);
  return (variables: M['variables'], isNew: boolean) => bindMutation(commit, (r) => r.setEmployeeClockPolicy,
    ({ connections }) => (store) => keepConnection(store, { connections, delta: isNew ? 1 : 0, sortBy: 'employeeName' }))(variables);
}
