import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';

/** `extraHourRuleById`: one `GET /extra-hours-policies?ids=` per batch (node ids, the rows a mutation answers). */
export const extraHourPolicyLoaders = (rest: RestClient) => ({
  extraHourRuleById: batchLoader(rest, '/extra-hours-policies'),
});

declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof extraHourPolicyLoaders> {}
}
