import { graphql, useMutation } from 'react-relay';
import type { useCreateAccountMutation as M } from '../__generated__/useCreateAccountMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useCreateAccountMutation($input: CreateAccountInput!) {
    createAccount(input: $input) {
      account { id username ...UserRow_account }
      userErrors { field message code }
    }
  }
`;

/** A new account for an employee; without a password the API mails them an invitation to choose one. */
export function useCreateAccountMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.createAccount);
}
