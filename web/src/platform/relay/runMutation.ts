import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { normalizeError, normalizeUserErrors, type NormalizedError } from '../errors/normalizeError.ts';
import { GraphQLRequestError } from '../errors/GraphQLRequestError.ts';
import { statusOf } from './createFetchFn.ts';
import { mutationEvents } from './mutationEvents.ts';

interface UserErrorLike { field?: readonly string[] | null; message: string; code: string }

export type MutationOutcome<R = unknown> = { ok: true; payload: R } | { ok: false; error: NormalizedError };

/**
 * Commits a mutation and folds both failure forms — a failed request and the payload's `userErrors` —
 * into one normalized error (core §8), so forms apply one rule.
 */
export function runMutation<M extends MutationParameters, R extends { userErrors: readonly UserErrorLike[] }>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  variables: M['variables'],
  pick: (response: M['response']) => R | null | undefined,
  updater?: SelectorStoreUpdater<M['response']>,
): Promise<MutationOutcome<R>> {
  return new Promise((resolve) => {
    commit({
      variables,
      ...(updater ? { updater } : {}),
      onCompleted: (response, errors) => {
        const payload = pick(response);
        // A null payload comes with field errors (denied, masked): treat them like a failed request.
        if (!payload) return resolve({ ok: false, error: normalizeError(new GraphQLRequestError(statusOf(errors ?? []), errors ?? [])) });
        if (payload.userErrors.length) return resolve({ ok: false, error: normalizeUserErrors(payload.userErrors) });
        resolve({ ok: true, payload });
        mutationEvents.committed();
      },
      onError: (error) => resolve({ ok: false, error: normalizeError(error) }),
    });
  });
}
