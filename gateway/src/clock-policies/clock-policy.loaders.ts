import DataLoader from 'dataloader';
import { batchLoader, groupByKeys } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { EffectiveClockPolicyDto } from './clock-policy.types.ts';

/** The REST API accepts at most 1000 employee ids per batch. */
const MAX_BATCH = 500;

/** Every policy of each employee (empty when the caller may not see them): one REST call per batch of employees. */
function clockPoliciesByEmployee(rest: RestClient) {
  return new DataLoader<number, EffectiveClockPolicyDto[]>(async (ids) => {
    const { content } = await rest.getPage('/clock-policies/effective', { employeeIds: ids.join(',') });
    return groupByKeys(ids, content, (row) => row.employeeId);
  }, { maxBatchSize: MAX_BATCH });
}

export const clockPolicyLoaders = (rest: RestClient) => ({
  clockPolicyById: batchLoader(rest, '/clock-policies'),
  clockPoliciesByEmployee: clockPoliciesByEmployee(rest),
});


declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof clockPolicyLoaders> {}
}
