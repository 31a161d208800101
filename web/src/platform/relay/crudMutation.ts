import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
import { runMutation, type MutationOutcome } from './runMutation.ts';

interface UserErrorLike { field?: readonly string[] | null; message: string; code: string }

/** Binds a committed mutation to its payload field: `(variables) => outcome`. */
export function bindMutation<M extends MutationParameters, R extends { userErrors: readonly UserErrorLike[] }>(
  commit: (config: UseMutationConfig<M>) => Disposable, pick: (response: M['response']) => R | null | undefined,
): (variables: M['variables']) => Promise<MutationOutcome<R>> {
  return (variables) => runMutation(commit, variables, pick);
}
