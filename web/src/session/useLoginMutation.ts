import { graphql, useMutation } from 'react-relay';
import type { useLoginMutation as LoginMutation, LoginInput } from '../__generated__/useLoginMutation.graphql.ts';

const mutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      token
      expiresAt
      userErrors { field message code }
    }
  }
`;

/** A missing payload (masked error) reads as a refusal without details: "login failed". */
export type LoginResult = NonNullable<LoginMutation['response']['login']> | { token?: undefined; userErrors: [] };

/** Signs in; resolves with the payload (token or userErrors), rejects when the request itself failed. */
export function useLoginMutation(): [(input: LoginInput) => Promise<LoginResult>, boolean] {
  const [commit, inFlight] = useMutation<LoginMutation>(mutation);
  const login = (input: LoginInput) =>
    new Promise<LoginResult>((resolve, reject) => {
      commit({ variables: { input }, onCompleted: (response) => resolve(response.login ?? { userErrors: [] }), onError: reject });
    });
  return [login, inFlight];
}
