import { LOGO_FILES } from '../files/logo-route.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { MAX_SIZE } from '../platform/access.ts';
import { mutate } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';
import { FormData } from '../platform/rest-client.ts';

export const companyResolvers: Resolvers = {
  Query: {
    company: (_, __, { rest }) => rest.getOne('/company'),
    countries: (_, args, { rest }) => fetchConnection(rest, '/countries', args),
    timezones: (_, args, { rest }) => fetchConnection(rest, '/timezones', args),
    themes: (_, args, { rest }) => fetchConnection(rest, '/themes', args),
  },
  // The API's company answer has no version of the logos, so the URL stays the same and browsers revalidate by ETag.
  Company: {
    logoUrl: (c) => (c.hasLogo ? LOGO_FILES.DEFAULT.url : null),
    mobileLogoUrl: (c) => (c.hasMobileLogo ? LOGO_FILES.MOBILE.url : null),
  },
  Theme: {
    id: (t) => toGlobalId('Theme', t.id),
    databaseId: (t) => t.id,
  },
  Mutation: {
    updateCompany: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('PUT', '/company', input);
      return { company: await rest.getOne('/company') };
    }),
    // The GraphQL multipart upload is forwarded as the API's multipart field `logo`; the API sniffs type and size.
    uploadCompanyLogo: (_, { input }, { rest }) => mutate(async () => {
      const form = new FormData();
      const content = new Blob([await input.file.arrayBuffer()], { type: input.file.type || 'application/octet-stream' });
      form.append('logo', content, input.file.name || 'logo');
      await rest.send('POST', LOGO_FILES[input.variant ?? 'DEFAULT'].restPath, form);
      return { company: await rest.getOne('/company') };
    }),
    removeCompanyLogo: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', LOGO_FILES[input.variant ?? 'DEFAULT'].restPath);
      return { company: await rest.getOne('/company') };
    }),
    enableTheme: (_, { input }, { rest }) => mutate(async () => {
      const id = idOf(input.themeId, 'Theme', ['themeId']);
      await rest.send('POST', `/themes/${id}/enable`);
      const themes = await rest.getPage('/themes', { size: MAX_SIZE });
      return { theme: themes.content.find((t) => t.id === id) ?? null };
    }),
  },
};
