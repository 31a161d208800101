import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { runMutation, type MutationOutcome } from './runMutation.ts';

interface UserErrorLike { field?: readonly string[] | null; message: string; code: string }

/** Binds a committed mutation to its payload field: `(variables) => outcome`. */
export function bindMutation<M extends MutationParameters, R extends { userErrors: readonly UserErrorLike[] }>(
  commit: (config: UseMutationConfig<M>) => Disposable, pick: (response: M['response']) => R | null | undefined,
  /** store changes after a success (lists kept true: see keepConnection), given the variables it ran with */
  updater?: (variables: M['variables']) => SelectorStoreUpdater<M['response']>,
): (variables: M['variables']) => Promise<MutationOutcome<R>> {
  return (variables) => runMutation(commit, variables, pick, updater && ((store, data) => {
    const payload = data ? pick(data) : null;
    if (payload && !payload.userErrors.length) updater(variables)(store, data);
  }));
}
