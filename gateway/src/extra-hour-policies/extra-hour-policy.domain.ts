import { gatewayDomain } from '../platform/domain.ts';
import { extraHourPolicyLoaders } from './extra-hour-policy.loaders.ts';
import { extraHourPolicyMutationResolvers } from './extra-hour-policy-mutation.resolvers.ts';
import { extraHourPolicyResolvers } from './extra-hour-policy.resolvers.ts';

export const extraHourPoliciesDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [extraHourPolicyResolvers, extraHourPolicyMutationResolvers],
  loaders: extraHourPolicyLoaders,
  mappers: {
    ExtraHourRule: 'extra-hour-policy.types.ts#ExtraHourRuleDto',
    ExtraHourCategory: 'extra-hour-policy.types.ts#ExtraHourRuleDto',
    ExtraHourRuleEvent: 'extra-hour-policy.types.ts#ExtraHourRuleEventDto',
    ExtraHoursPaymentsSetting: 'extra-hour-policy.types.ts#ExtraHoursPaymentsDto',
  },
});
