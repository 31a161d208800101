import { gatewayDomain } from '../platform/domain.ts';
import { experimentResolvers } from './experiment.resolvers.ts';

export const experimentsDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [experimentResolvers],
  mappers: {
    Experiment: 'experiment.types.ts#ExperimentDto',
  },
});
