import { graphql, useMutation } from 'react-relay';
import type { useUpdateEmployeeMutation as M, useUpdateEmployeeMutation$data, UpdateEmployeeInput } from '../__generated__/useUpdateEmployeeMutation.graphql.ts';
import { runMutation, type MutationOutcome } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useUpdateEmployeeMutation($input: UpdateEmployeeInput!) {
    updateEmployee(input: $input) {
      employee { id enabled ...EmployeeForm_employee ...EmployeeRow_employee }
      userErrors { field message code }
    }
  }
`;

type Payload = NonNullable<useUpdateEmployeeMutation$data['updateEmployee']>;

/** Saving may move the employee between the enabled and disabled lists (core §4): lists refetch on visit. */
export function useUpdateEmployeeMutation(): (input: UpdateEmployeeInput) => Promise<MutationOutcome<Payload>> {
  const [commit] = useMutation<M>(mutation);
  return (input) => runMutation(commit, { input }, (r) => r.updateEmployee);
}
