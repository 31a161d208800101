import type { Resolvers } from '../generated/resolvers-types.ts';
import { mutate, renameFields } from '../platform/mutation.ts';
import { idOf } from '../platform/relay.ts';
import { overrideId } from './clock-policy.resolvers.ts';

const policyIdOf = (id: string) => idOf(id, 'ClockPolicy', ['policyId']);
const employeeIdOf = (id: string) => idOf(id, 'Employee', ['employeeId']);
/** The REST path names the policy `id` (company routes) or the employee `id` and the policy `policyId`. */
const companyFields = renameFields({ id: ['policyId'] });
const employeeFields = renameFields({ id: ['employeeId'], policyId: ['policyId'] });

export const clockPolicyMutationResolvers: Resolvers = {
  Mutation: {
    setCompanyClockPolicy: (_, { input }, { rest }) => mutate(async () => {
      const id = policyIdOf(input.policyId);
      await rest.send('POST', `/clock-policies/${id}/${input.enabled ? 'enable' : 'disable'}`);
      return { clockPolicy: await rest.getOne(`/clock-policies/${id}`) };
    }, { fields: companyFields }),
    setEmployeeClockPolicy: (_, { input }, { rest }) => mutate(async () => {
      const employeeId = employeeIdOf(input.employeeId);
      const policyId = policyIdOf(input.policyId);
      await rest.send('POST', `/employees/${employeeId}/clock-policies/${policyId}/${input.enabled ? 'enable' : 'disable'}`);
      const [effective, clockPolicy] = await Promise.all([
        rest.getPage('/clock-policies/effective', { employeeIds: String(employeeId) }),
        rest.getOne(`/clock-policies/${policyId}`),
      ]);
      const node = effective.content.find((r) => r.id === policyId);
      return { overrideEdge: node ? { cursor: overrideId(policyId, employeeId), node } : null, clockPolicy };
    }, { fields: employeeFields }),
    clearEmployeeClockPolicy: (_, { input }, { rest }) => mutate(async () => {
      const employeeId = employeeIdOf(input.employeeId);
      const policyId = policyIdOf(input.policyId);
      await rest.send('POST', `/employees/${employeeId}/clock-policies/${policyId}/delete`);
      return { clearedOverrideId: overrideId(policyId, employeeId), clockPolicy: await rest.getOne(`/clock-policies/${policyId}`) };
    }, { fields: employeeFields }),
  },
};
