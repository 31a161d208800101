import { gatewayDomain } from '../platform/domain.ts';
import { clockPolicyLoaders } from './clock-policy.loaders.ts';
import { clockPolicyMutationResolvers } from './clock-policy-mutation.resolvers.ts';
import { clockPolicyResolvers } from './clock-policy.resolvers.ts';

export const clockPoliciesDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [clockPolicyResolvers, clockPolicyMutationResolvers],
  loaders: clockPolicyLoaders,
  mappers: {
    ClockPolicy: 'clock-policy.types.ts#ClockPolicyDto',
    ClockPolicyOverride: 'clock-policy.types.ts#ClockPolicyOverrideDto',
    EmployeeClockPolicy: 'clock-policy.types.ts#EffectiveClockPolicyDto',
  },
});
