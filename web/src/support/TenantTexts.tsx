import { useEffect, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TenantTexts_query$key } from '../__generated__/TenantTexts_query.graphql.ts';
import { loadNamespaces } from '../platform/i18n/initI18n.ts';
import { BannerList } from './BannerList.tsx';
import { bannerApplies, fromSupportService, type BannerItem } from './bannerModel.ts';
import { applyTextOverrides, type LangKey } from './textOverrides.ts';

const fragment = graphql`
  fragment TenantTexts_query on Query {
    viewer { roles account { databaseId } }
    weblang {
      tenant
      supportUrl
      bannerContents { databaseId texts { en pt fr } startsAt endsAt audience severity updatedAt }
      langKeys { language key value }
    }
  }
`;

interface Source { banners: BannerItem[]; langKeys: LangKey[] }

/**
 * The tenant's texts and banners (core §1): merges the langKeys over the bundled texts and shows the current banners.
 * With SUPPORT_URL they come from that service instead of the product's own weblang.
 */
export function TenantTexts({ query }: { query: TenantTexts_query$key }) {
  const data = useFragment(fragment, query);
  const { i18n } = useTranslation('support', { useSuspense: false });
  const roles = data.viewer?.roles ?? [];
  const administrator = roles.includes('ADMIN') || roles.includes('SUPER_ADMIN');
  const weblang = data.weblang;
  const supportUrl = weblang?.supportUrl ?? null;
  const [external, setExternal] = useState<Source | null>(null);

  const own = useMemo<Source | null>(() => (weblang ? {
    banners: weblang.bannerContents.map((b) => ({ ...b, id: String(b.databaseId), startsAt: String(b.startsAt), endsAt: String(b.endsAt), updatedAt: String(b.updatedAt) })),
    langKeys: weblang.langKeys.map((k) => ({ language: k.language.toLowerCase(), key: k.key, value: k.value })),
  } : null), [weblang]);

  useEffect(() => {
    if (!supportUrl || !weblang) return;
    let live = true;
    // The external service is another origin: it gets no credentials; the audience is applied here.
    fetch(`${supportUrl}/weblang/${encodeURIComponent(weblang.tenant)}`, { credentials: 'omit' })
      .then((res) => (res.ok ? res.json() : null))
      .then((answer) => { if (live) setExternal(fromSupportService(answer, administrator, new Date())); })
      .catch(() => { if (live) setExternal({ banners: [], langKeys: [] }); });
    return () => { live = false; };
  }, [supportUrl, weblang, administrator]);

  const source = supportUrl ? external : own;
  useEffect(() => { if (source) applyTextOverrides(source.langKeys); }, [source]);
  // The banners' labels are in the `support` namespace, which the layout does not preload.
  const [labelsReady, setLabelsReady] = useState(false);
  useEffect(() => { void loadNamespaces(['support']).then(() => setLabelsReady(true), () => setLabelsReady(true)); }, []);

  const now = new Date();
  const banners = (source?.banners ?? []).filter((b) => bannerApplies(b, administrator, now));
  const accountId = data.viewer?.account?.databaseId;
  if (!banners.length || accountId === undefined || !labelsReady) return null;
  return <BannerList banners={banners} accountId={accountId} language={i18n.language} />;
}
