import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.ts';
import type { UserError } from '../platform/errors.ts';
import { mutate } from '../platform/mutation.ts';

interface TokenDto { token: string; expiresAt: string }

/** Sign-in refusals (wrong password, locked account) are the payload's business, not a GraphQL error. */
async function signIn<T extends object>(run: () => Promise<T>): Promise<Partial<T> & { userErrors: UserError[] }> {
  try {
    return await mutate(run);
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
      return { userErrors: [{ field: null, message: error.message, code: String(error.extensions.restCode ?? 'INVALID_CREDENTIALS') }] } as Partial<T> & { userErrors: UserError[] };
    }
    throw error;
  }
}

const tokenOf = (t: TokenDto) => ({ token: t.token, expiresAt: t.expiresAt });

export const sessionResolvers: Resolvers = {
  Mutation: {
    login: (_, { input }, { rest }) => signIn(async () => {
      const body = { password: input.password, ...(input.username ? { username: input.username } : {}), ...(input.employeeCode ? { employeeCode: input.employeeCode } : {}) };
      return tokenOf(await rest.send<TokenDto>('POST', '/login', body));
    }),
    refreshToken: (_, __, { rest }) => mutate(async () => tokenOf(await rest.send<TokenDto>('POST', '/login/refresh'))),
    recoverAccount: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('POST', '/login/recover', { username: input.username });
      return {};
    }),
    resetPassword: (_, { input }, { rest }) => mutate(async () => {
      const body = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
      await rest.send('POST', '/login/reset', body);
      return {};
    }),
    changePassword: (_, { input }, { rest, access }) => mutate(async () => {
      return tokenOf(await rest.send<TokenDto>('POST', `/accounts/${access.accountId}/change-password`, input));
    }),
  },
};
