import { gatewayDomain } from '../platform/domain.ts';
import { clockLoaders } from './clock.loaders.ts';
import { clockMutationResolvers } from './clock-mutation.resolvers.ts';
import { clockResolvers } from './clock.resolvers.ts';

export const clocksDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [clockResolvers, clockMutationResolvers],
  loaders: clockLoaders,
  mappers: {
    Clock: 'clock.types.ts#ClockDto',
    ClockEdit: 'clock.types.ts#ClockEditDto',
    ClockValues: 'clock.types.ts#ClockValuesDto',
    ClockSimulation: 'clock.types.ts#ClockSimulationDto',
  },
});
