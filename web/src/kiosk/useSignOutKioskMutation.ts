import { graphql, useMutation } from 'react-relay';
import type { useSignOutKioskMutation as M } from '../__generated__/useSignOutKioskMutation.graphql.ts';

const mutation = graphql`
  mutation useSignOutKioskMutation($input: SignOutKioskInput!) {
    signOutKiosk(input: $input) {
      terminal { id signedIn signedInAt lastSeenAt }
      userErrors { field message code }
    }
  }
`;

export type SignOutKioskAnswer = NonNullable<M['response']['signOutKiosk']>;

/** Signs the terminal's tablet out: its token stops working. */
export function useSignOutKioskMutation(): [(terminalId: string) => Promise<SignOutKioskAnswer>, boolean] {
  const [commit, inFlight] = useMutation<M>(mutation);
  const signOut = (terminalId: string) => new Promise<SignOutKioskAnswer>((resolve, reject) => {
    commit({
      variables: { input: { terminalId } },
      onCompleted: (response) => resolve(response.signOutKiosk ?? { terminal: null, userErrors: [] }),
      onError: reject,
    });
  });
  return [signOut, inFlight];
}
