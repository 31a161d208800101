import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { VersionRouteQuery } from '../__generated__/VersionRouteQuery.graphql.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { MODULE_DEFINITIONS } from '../../../domain/modules.ts';

const query = graphql`
  query VersionRouteQuery {
    viewer { enabledModules experiments }
    version { product specification api gateway database { kind version } }
  }
`;

/** The experiment (domain/experiments.ts) that adds the "Copy for support" button. */
const SUPPORT_SUMMARY = 'version-support-summary';

// The shell has no stylesheet of its own: the one badge of this screen is styled here.
const PREVIEW_BADGE = {
  borderRadius: 999, padding: '.1rem .6rem', fontSize: '.8rem', fontWeight: 600, background: 'var(--brand-soft)', color: 'var(--brand-strong)',
} as const;

interface Slide { title: string; text: string }

/**
 * `version`: what runs, for support calls — this release and the specification it implements, the web app, the REST
 * API, the gateway, the database (engine and its own version string), the company's modules, and what is new (the
 * release-news slider's own texts, `shell:releaseNews`). With the support-summary experiment on, one button copies it all.
 */
export function VersionRoute() {
  const { t } = useTranslation('shell');
  const { queryRef } = useLoaderData() as RouteData<VersionRouteQuery>;
  const { viewer, version } = usePreloadedQuery<VersionRouteQuery>(query, queryRef);
  const notify = useNotify();
  useEffect(() => { document.title = `${t('features.version')} · Pontual`; }, [t]);
  const enabled = new Set(viewer?.enabledModules ?? []);
  const modules = MODULE_DEFINITIONS.filter((m) => enabled.has(m.code)).map((m) => t(`modules.${m.code}`)).join(', ') || t('version.none');
  const news = Object.values(t('releaseNews', { returnObjects: true }) as Record<string, unknown>)
    .filter((s): s is Slide => typeof s === 'object' && s !== null && 'title' in s && 'text' in s);

  const rows: [label: string, value: string][] = [
    [t('version.product'), version ? t('version.productValue', { version: version.product, specification: version.specification }) : '—'],
    [t('version.app'), __APP_VERSION__],
    [t('version.api'), version?.api ?? '—'],
    [t('version.gateway'), version?.gateway ?? '—'],
    [t('version.database'), version ? `${t(`version.kind.${version.database.kind}`, { defaultValue: version.database.kind })} · ${version.database.version}` : '—'],
    [t('version.modules'), modules],
  ];
  const copy = async () => {
    const text = rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      notify('success', t('version.supportCopied'));
    } catch {
      notify('error', t('version.supportCopyFailed'));
    }
  };

  return (
    <section className="page" aria-labelledby="version-title">
      <h1 id="version-title">{t('features.version')}</h1>
      <div className="card">
        <dl className="details">
          {rows.map(([label, value]) => (
            <div key={label} className="details__row"><dt>{label}</dt><dd>{value}</dd></div>
          ))}
        </dl>
        {viewer?.experiments.includes(SUPPORT_SUMMARY) && (
          <p style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '.6rem', margin: 0 }}>
            <button type="button" className="button" aria-describedby="version-support-hint" onClick={() => void copy()}>
              {t('version.support')}
            </button>
            <span style={PREVIEW_BADGE}>{t('version.preview')}</span>
            <span id="version-support-hint" className="field__hint">{t('version.supportHint')}</span>
          </p>
        )}
      </div>
      {news.length > 0 && (
        <div className="card" style={{ marginTop: '1rem' }}>
          <h2 id="version-news">{t('version.whatsNew')}</h2>
          <ul aria-labelledby="version-news" style={{ display: 'grid', gap: '.75rem', paddingLeft: '1.2rem', margin: 0 }}>
            {news.map((s) => <li key={s.title}><strong>{s.title}</strong><br />{s.text}</li>)}
          </ul>
        </div>
      )}
    </section>
  );
}

VersionRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<VersionRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
