import { gatewayDomain } from '../platform/domain.ts';
import { inconsistencyLoaders } from './inconsistency.loaders.ts';
import { inconsistencyMutationResolvers } from './inconsistency-mutation.resolvers.ts';
import { inconsistencyResolvers } from './inconsistency.resolvers.ts';

export const inconsistenciesDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [inconsistencyResolvers, inconsistencyMutationResolvers],
  loaders: inconsistencyLoaders,
  mappers: {
    Inconsistency: 'inconsistency.types.ts#InconsistencyDto',
    InconsistencyEvent: 'inconsistency.types.ts#InconsistencyEventDto',
    InconsistencyJustification: 'inconsistency.types.ts#InconsistencyJustificationDto',
    InconsistencyEmployeeGroup: 'inconsistency.types.ts#InconsistencyGroupDto',
    InconsistencyCounts: 'inconsistency.types.ts#InconsistencyCountsDto',
  },
});
