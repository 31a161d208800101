import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { accessFromToken } from './access.ts';
import { bearerToken } from './request-state.ts';

/** What a caller whose Authorization header holds no usable token reads in `extensions.authentication`. */
export const NO_VALID_TOKEN = 'No valid token was sent: the Authorization header is not "Bearer <token>" with a token of a '
  + 'current session (a placeholder, a malformed or an expired token), so this operation ran signed out and viewer is '
  + 'null. Sign in with the signIn mutation and send its token as "Authorization: Bearer <token>".';

/**
 * A request that sends an Authorization header without a usable token runs signed out, as it must; without a word
 * it looks like an empty viewer (GraphiQL's placeholder token did exactly that). The answer says so in its
 * extensions, which GraphiQL shows and clients ignore; data and errors are unchanged.
 */
export function useTokenNotice(): Plugin {
  return {
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (!request?.headers.get('authorization')) return undefined;
      const token = bearerToken(request);
      if (token && accessFromToken(token).signedIn) return undefined;
      return {
        onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
          setResult({ ...result, extensions: { ...result.extensions, authentication: NO_VALID_TOKEN } });
        }),
      };
    },
  };
}
