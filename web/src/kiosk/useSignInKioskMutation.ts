import { graphql, useMutation } from 'react-relay';
import type { useSignInKioskMutation as M } from '../__generated__/useSignInKioskMutation.graphql.ts';

const mutation = graphql`
  mutation useSignInKioskMutation($input: SignInKioskInput!) {
    signInKiosk(input: $input) {
      token
      terminal { id signedIn signedInAt lastSeenAt }
      userErrors { field message code }
    }
  }
`;

export type SignInKioskAnswer = NonNullable<M['response']['signInKiosk']>;

/** Makes this device the terminal's kiosk: resolves with its token (or the refusals). */
export function useSignInKioskMutation(): [(terminalId: string) => Promise<SignInKioskAnswer>, boolean] {
  const [commit, inFlight] = useMutation<M>(mutation);
  const signIn = (terminalId: string) => new Promise<SignInKioskAnswer>((resolve, reject) => {
    commit({
      variables: { input: { terminalId } },
      onCompleted: (response) => resolve(response.signInKiosk ?? { token: null, terminal: null, userErrors: [] }),
      onError: reject,
    });
  });
  return [signIn, inFlight];
}
