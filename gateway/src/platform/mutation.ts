import { toUserErrors, UserInputError, type UserError } from './errors.ts';

/**
 * Runs a mutation's REST calls; business refusals (bad input, not found, conflicts) become the payload's
 * `userErrors`, while UNAUTHENTICATED / FORBIDDEN / MODULE_DISABLED and unexpected failures stay GraphQL errors.
 */
export async function mutate<T extends object>(run: () => Promise<T>): Promise<Partial<T> & { userErrors: UserError[] }> {
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    if (error instanceof UserInputError) return { userErrors: toUserErrors(error) } as Partial<T> & { userErrors: UserError[] };
    throw error;
  }
}
