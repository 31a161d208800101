import DataLoader from 'dataloader';
import { MAX_SIZE } from '../platform/access.ts';
import { batchLoader, prime } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { InsuranceDto } from './insurance.types.ts';

/**
 * `insurancesByEmployee`: the API has no "policies of an employee" route, only "holders of a policy"
 * (`/insurance/{id}/employee`, which takes `?ids=`). So one batch asks the list of policies, then, for each policy
 * anyone holds, which of the batch's employees hold it: 1 + (policies held) calls per batch, whatever the rows.
 */
export function insuranceLoaders(rest: RestClient) {
  const insuranceById = batchLoader(rest, '/insurance');
  const insurancesByEmployee = new DataLoader<number, InsuranceDto[]>(async (employeeIds) => {
    const policies = (await rest.getPage('/insurance', { size: MAX_SIZE })).content;
    prime(insuranceById, policies);
    const held = new Map<number, InsuranceDto[]>(employeeIds.map((id) => [id, []]));
    const ids = employeeIds.join(',');
    await Promise.all(policies.filter((p) => p.employeeCount > 0).map(async (policy) => {
      const holders = await rest.getPage(`/insurance/${policy.id}/employee`, { ids, size: employeeIds.length });
      for (const e of holders.content) held.get(e.id)?.push(policy);
    }));
    return employeeIds.map((id) => held.get(id) ?? []);
  }, { maxBatchSize: 500 });
  return { insuranceById, insurancesByEmployee };
}


declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof insuranceLoaders> {}
}
