import { graphql, useMutation } from 'react-relay';
import type { useUpdateRoleMutation as M } from '../__generated__/useUpdateRoleMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useUpdateRoleMutation($input: UpdateRoleInput!) {
    updateRole(input: $input) {
      role { id permissions { authority } }
      userErrors { field message code }
    }
  }
`;

/** Replaces a role's authorities; the server refuses writes for READ_ONLY and says why. */
export function useUpdateRoleMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateRole);
}
