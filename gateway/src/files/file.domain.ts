import { gatewayDomain } from '../platform/domain.ts';
import { fileResolvers } from './file.resolvers.ts';

export const filesDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [fileResolvers],
  mappers: {
    DownloadableFile: 'file.types.ts#DownloadDto',
  },
});
