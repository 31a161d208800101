import { graphql, useMutation } from 'react-relay';
import type { useUpdateDepartmentMutation as M } from '../__generated__/useUpdateDepartmentMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useUpdateDepartmentMutation($input: UpdateDepartmentInput!) {
    updateDepartment(input: $input) {
      department { id ...DepartmentRow_department }
      userErrors { field message code }
    }
  }
`;

/** A rename puts the row back in name order in the lists given (their connection ids). */
export function useUpdateDepartmentMutation(connections: readonly string[] = []) {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateDepartment, () => (store) => keepConnection(store, { connections, sortBy: 'name' }));
}
