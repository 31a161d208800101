import { graphql, useMutation } from 'react-relay';
import type { useUpdateDepartmentMutation as M } from '../__generated__/useUpdateDepartmentMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useUpdateDepartmentMutation($input: UpdateDepartmentInput!) {
    updateDepartment(input: $input) {
      department { id ...DepartmentRow_department }
      userErrors { field message code }
    }
  }
`;

export function useUpdateDepartmentMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateDepartment);
}
