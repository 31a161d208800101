import { graphql, useMutation } from 'react-relay';
import type { useCreateEmployeeMutation as M, useCreateEmployeeMutation$data, CreateEmployeeInput } from '../__generated__/useCreateEmployeeMutation.graphql.ts';
import { runMutation, type MutationOutcome } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useCreateEmployeeMutation($input: CreateEmployeeInput!) {
    createEmployee(input: $input) {
      employee { id databaseId ...EmployeeForm_employee }
      userErrors { field message code }
    }
  }
`;

type Payload = NonNullable<useCreateEmployeeMutation$data['createEmployee']>;

export function useCreateEmployeeMutation(): (input: CreateEmployeeInput) => Promise<MutationOutcome<Payload>> {
  const [commit] = useMutation<M>(mutation);
  return (input) => runMutation(commit, { input }, (r) => r.createEmployee);
}
