import type { Resolvers, TextLanguage } from '../generated/resolvers-types.ts';
import { mutate } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';
import type { RestClient } from '../platform/rest-client.ts';

type Language = 'en' | 'pt' | 'fr';
const toLanguage = (l: TextLanguage) => l.toLowerCase() as Language;
const fromLanguage = (l: string) => l.toUpperCase() as TextLanguage;

/** The tenant's weblang: one REST call however many of its fields are asked (the client de-duplicates it). */
const weblangOf = async (rest: RestClient, tenant: string) => {
  const answer = await rest.getOne(`/weblang/${Number(tenant)}`);
  if (!answer) throw new Error('weblang answered nothing');
  return answer;
};

/** `{ pt: { shell: { menu: { clocks: 'Picagens' } } } }` → one entry per text, keyed as the web app names it. */
function flatten(language: Language, ns: string, node: unknown, path: string[], out: { language: TextLanguage; key: string; value: string }[]) {
  if (typeof node === 'string') out.push({ language: fromLanguage(language), key: `${ns}:${path.join('.')}`, value: node });
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flatten(language, ns, v, [...path, k], out);
}

export const supportResolvers: Resolvers = {
  Query: {
    weblang: (_, __, { rest }) => rest.getOne('/support/settings'),
    banners: (_, { first, after }, { rest }) => fetchConnection(rest, '/banners', { first, after }, { sort: 'startsAt,desc' }),
    textOverrides: (_, { first, after, language }, { rest }) =>
      fetchConnection(rest, '/text-overrides', { first, after }, { sort: 'language,asc;key,asc', ...(language ? { language: toLanguage(language) } : {}) }),
  },
  Weblang: {
    bannerContents: async (w, _, { rest }) => (await weblangOf(rest, w.tenant)).bannerContents,
    langKeys: async (w, _, { rest }) => {
      const { langKeys } = await weblangOf(rest, w.tenant);
      const out: { language: TextLanguage; key: string; value: string }[] = [];
      for (const language of ['en', 'pt', 'fr'] as const) {
        for (const [ns, texts] of Object.entries(langKeys[language] ?? {})) flatten(language, ns, texts, [], out);
      }
      return out;
    },
  },
  Banner: {
    id: (b) => toGlobalId('Banner', b.id),
    databaseId: (b) => b.id,
  },
  TextOverride: {
    id: (o) => toGlobalId('TextOverride', o.id),
    databaseId: (o) => o.id,
    language: (o) => fromLanguage(o.language),
  },
  Mutation: {
    createBanner: (_, { input }, { rest }) => mutate(async () => ({ banner: await rest.send('POST', '/banners', input) })),
    updateBanner: (_, { input: { id: globalId, ...fields } }, { rest }) => mutate(async () => {
      const id = idOf(globalId, 'Banner');
      await rest.send('PUT', `/banners/${id}`, fields);
      return { banner: await rest.getOne(`/banners/${id}`) };
    }),
    deleteBanner: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/banners/${idOf(input.id, 'Banner')}`);
      return { deletedBannerId: input.id };
    }),
    setTextOverride: (_, { input }, { rest }) => mutate(async () => ({
      textOverride: await rest.send('POST', '/text-overrides', { ...input, language: toLanguage(input.language) }),
    })),
    deleteTextOverride: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/text-overrides/${idOf(input.id, 'TextOverride')}`);
      return { deletedTextOverrideId: input.id };
    }),
  },
};
