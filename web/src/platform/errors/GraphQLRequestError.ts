import type { PayloadError } from 'relay-runtime';

/** A GraphQL request that got an answer the app cannot use: a non-2xx status or top-level errors. */
export class GraphQLRequestError extends Error {
  readonly status: number;
  readonly errors: readonly PayloadError[];
  readonly code: string | null;

  constructor(status: number, errors: readonly PayloadError[]) {
    super(errors[0]?.message ?? `Request failed with status ${status}`);
    this.name = 'GraphQLRequestError';
    this.status = status;
    this.errors = errors;
    const first = errors[0] as (PayloadError & { extensions?: { code?: unknown } }) | undefined;
    this.code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
  }
}
