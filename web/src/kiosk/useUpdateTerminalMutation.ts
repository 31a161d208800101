import { graphql, useMutation } from 'react-relay';
import type { useUpdateTerminalMutation as M, UpdateTerminalInput } from '../__generated__/useUpdateTerminalMutation.graphql.ts';

const mutation = graphql`
  mutation useUpdateTerminalMutation($input: UpdateTerminalInput!) {
    updateTerminal(input: $input) {
      terminal { id name siteName site { id name timeZone } }
      userErrors { field message code }
    }
  }
`;

export type UpdateTerminalAnswer = NonNullable<M['response']['updateTerminal']>;

/** Names the terminal and places it at a site. */
export function useUpdateTerminalMutation(): (input: UpdateTerminalInput) => Promise<UpdateTerminalAnswer> {
  const [commit] = useMutation<M>(mutation);
  return (input) => new Promise((resolve, reject) => {
    commit({ variables: { input }, onCompleted: (response) => resolve(response.updateTerminal ?? { terminal: null, userErrors: [] }), onError: reject });
  });
}
