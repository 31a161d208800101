import { graphql, useMutation } from 'react-relay';
import type { useCreateDepartmentMutation as M } from '../__generated__/useCreateDepartmentMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useCreateDepartmentMutation($input: CreateDepartmentInput!, $connections: [ID!]!) {
    createDepartment(input: $input) {
      department @appendNode(connections: $connections, edgeTypeName: "DepartmentEdge") { id ...DepartmentRow_department }
      userErrors { field message code }
    }
  }
`;

export function useCreateDepartmentMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.createDepartment, ({ connections }) => (store) => keepConnection(store, { connections, delta: 1, sortBy: 'name' }));
}
