import { gatewayDomain } from '../platform/domain.ts';
import { profileResolvers } from './profile.resolvers.ts';

export const profileDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [profileResolvers],
  mappers: {
    MyProfile: 'profile.types.ts#ProfileDto',
    MyProfileName: 'profile.types.ts#ProfileNameDto',
  },
});
