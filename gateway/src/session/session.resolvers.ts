import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { toErrorCode, unauthenticated, type UserError } from '../platform/errors.ts';
import { mutate } from '../platform/mutation.ts';
import type { ResponseOf } from '../platform/rest-contract.ts';

type TokenDto = ResponseOf<'/login', 'post'>;

/** The fields a client sent, without its nulls: the API takes one way to reset (token, or username and code). */
const sent = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]: Exclude<T[K], null> };

/** Sign-in refusals (wrong password, locked account) are the payload's business, not a GraphQL error. */
async function signIn<T extends object>(run: () => Promise<T>): Promise<Partial<T> & { userErrors: UserError[] }> {
  try {
    return await mutate(run);
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
      return { userErrors: [{ field: null, message: error.message, code: toErrorCode(String(error.extensions.restCode ?? 'INVALID_CREDENTIALS')) }] } as Partial<T> & { userErrors: UserError[] };
    }
    throw error;
  }
}

const tokenOf = (t: TokenDto) => ({ token: t.token, expiresAt: t.expiresAt });

export const sessionResolvers: Resolvers = {
  Mutation: {
    login: (_, { input }, { rest }) => signIn(async () => {
      const body = { password: input.password, ...(input.username ? { username: input.username } : {}), ...(input.employeeCode ? { employeeCode: input.employeeCode } : {}) };
      return tokenOf(await rest.send('POST', '/login', body));
    }),
    refreshToken: (_, __, { rest }) => mutate(async () => tokenOf(await rest.send('POST', '/login/refresh'))),
    recoverAccount: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('POST', '/login/recover', { username: input.username });
      return {};
    }),
    resetPassword: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('POST', '/login/reset', sent(input));
      return {};
    }),
    acceptInvitation: (_, { input }, { rest }) => signIn(async () => {
      const answer = await rest.send('POST', '/login/invitation', { token: input.token, newPassword: input.newPassword });
      return { ...tokenOf(answer), username: answer.username, employeeCode: answer.employeeCode };
    }),
    changePassword: (_, { input }, { rest, access }) => mutate(async () => {
      if (!access.accountId) throw unauthenticated(); // @auth lets only a signed-in caller, with an account id, get here
      // The API's route documents no answer (no response schema); it answers a token as POST /login does.
      return tokenOf(await rest.send('POST', `/accounts/${access.accountId}/change-password`, input) as TokenDto);
    }),
  },
};
