import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { TextsRouteQuery } from '../__generated__/TextsRouteQuery.graphql.ts';
import { formatDisplayDateTime } from '../../../domain/dates.rules.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { BannerDialog, localInput, type EditingBanner } from './BannerDialog.tsx';
import { bannerText } from './bannerModel.ts';
import { refreshTenantTexts } from './refreshTenantTexts.ts';
import { TextOverrideDialog, type OverrideValues } from './TextOverrideDialog.tsx';
import { useDeleteBannerMutation } from './useDeleteBannerMutation.ts';
import { useDeleteTextOverrideMutation } from './useDeleteTextOverrideMutation.ts';
import './support.css';

const query = graphql`
  query TextsRouteQuery {
    banners(first: 100) @connection(key: "TextsRoute_banners") {
      __id
      edges { node { id databaseId texts { en pt fr } startsAt endsAt audience severity updatedAt } }
    }
    textOverrides(first: 100) @connection(key: "TextsRoute_textOverrides") {
      __id
      edges { node { id databaseId language key value updatedAt } }
    }
  }
`;

type Banner = NonNullable<TextsRouteQuery['response']['banners']>['edges'][number]['node'];
type Override = NonNullable<TextsRouteQuery['response']['textOverrides']>['edges'][number]['node'];

const stateOf = (b: Banner, now: Date) => (new Date(String(b.endsAt)) <= now ? 'past' : new Date(String(b.startsAt)) > now ? 'future' : 'current');

/** `company/texts`: the company's banners (who sees them, when) and its texts replacing the app's words, per language. */
export function TextsRoute() {
  const { t, i18n } = useTranslation('support');
  const { queryRef } = useLoaderData() as RouteData<TextsRouteQuery>;
  const data = usePreloadedQuery<TextsRouteQuery>(query, queryRef);
  const canWrite = useCanWrite('COMPANY');
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const removeBanner = useDeleteBannerMutation();
  const removeOverride = useDeleteTextOverrideMutation();
  const [editingBanner, setEditingBanner] = useState<EditingBanner | null>(null);
  const [editingOverride, setEditingOverride] = useState<{ values: OverrideValues; isNew: boolean } | null>(null);
  const [deletingBanner, setDeletingBanner] = useState<Banner | null>(null);
  const [deletingOverride, setDeletingOverride] = useState<Override | null>(null);
  useEffect(() => { document.title = `${t('features.texts')} · Pontual`; }, [t]);
  const banners = data.banners?.edges.map((e) => e.node) ?? [];
  const overrides = data.textOverrides?.edges.map((e) => e.node) ?? [];
  const bannersId = data.banners?.__id ?? '';
  const overridesId = data.textOverrides?.__id ?? '';
  const now = new Date();

  const newBanner = () => setEditingBanner({ id: null, values: {
    en: '', pt: '', fr: '', startsAt: localInput(now), endsAt: localInput(new Date(now.getTime() + 7 * 86_400_000)), audience: 'EVERYONE', severity: 'INFO',
  } });
  const editBanner = (b: Banner) => setEditingBanner({ id: b.id, values: {
    en: b.texts.en ?? '', pt: b.texts.pt ?? '', fr: b.texts.fr ?? '', startsAt: localInput(String(b.startsAt)), endsAt: localInput(String(b.endsAt)), audience: b.audience, severity: b.severity,
  } });

  async function confirmDeleteBanner(b: Banner) {
    const outcome = await removeBanner({ input: { id: b.id }, connections: [bannersId] });
    setDeletingBanner(null);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    notify('success', t('texts.bannerDeleted'));
    void refreshTenantTexts(environment);
  }
  async function confirmDeleteOverride(o: Override) {
    const outcome = await removeOverride({ input: { id: o.id }, connections: [overridesId] });
    setDeletingOverride(null);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    notify('success', t('texts.overrideDeleted'));
    void refreshTenantTexts(environment);
  }

  return (
    <section className="page" aria-labelledby="texts-title">
      <div className="page__header"><h1 id="texts-title">{t('features.texts')}</h1></div>
      <p>{t('texts.intro')}</p>
      <div className="texts__grid">
        <section aria-labelledby="banners-title">
          <div className="page__header">
            <h2 id="banners-title">{t('texts.bannersTitle')}</h2>
            {canWrite && <button type="button" className="button button--primary" onClick={newBanner}>{t('texts.newBanner')}</button>}
          </div>
          {banners.length === 0 ? <div className="card table__empty">{t('texts.noBanners')}</div> : (
            <div className="table-wrap">
              <table className="table table--cards">
                <caption className="visually-hidden">{t('texts.bannersTitle')}</caption>
                <thead><tr>
                  <th scope="col">{t('texts.text')}</th><th scope="col">{t('texts.period')}</th><th scope="col">{t('texts.audience')}</th>
                  <th scope="col">{t('texts.status')}</th><th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
                </tr></thead>
                <tbody>
                  {banners.map((b) => {
                    const text = bannerText(b.texts, i18n.language);
                    return (
                      <tr key={b.id}>
                        <td data-label={t('texts.text')}>
                          <span className={`texts__badge${b.severity === 'WARNING' ? ' texts__badge--warning' : ''}`}>{t(`texts.severities.${b.severity}`)}</span> {text}
                        </td>
                        <td data-label={t('texts.period')}>{t('texts.periodValue', { from: formatDisplayDateTime(String(b.startsAt)), to: formatDisplayDateTime(String(b.endsAt)) })}</td>
                        <td data-label={t('texts.audience')}>{t(`texts.audiences.${b.audience}`)}</td>
                        <td data-label={t('texts.status')}>{t(`texts.states.${stateOf(b, now)}`)}</td>
                        <td className="table__actions">
                          {canWrite && <>
                            <button type="button" className="button button--small" aria-label={t('common.editNamed', { name: text.slice(0, 40) })} onClick={() => editBanner(b)}>{t('common.edit')}</button>
                            <button type="button" className="button button--small" aria-label={t('common.deleteNamed', { name: text.slice(0, 40) })} onClick={() => setDeletingBanner(b)}>{t('common.delete')}</button>
                          </>}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="overrides-title">
          <div className="page__header">
            <h2 id="overrides-title">{t('texts.overridesTitle')}</h2>
            {canWrite && <button type="button" className="button button--primary"
              onClick={() => setEditingOverride({ isNew: true, values: { language: i18n.language.slice(0, 2).toUpperCase(), key: '', value: '' } })}>{t('texts.newOverride')}</button>}
          </div>
          {overrides.length === 0 ? <div className="card table__empty">{t('texts.noOverrides')}</div> : (
            <div className="table-wrap">
              <table className="table table--cards">
                <caption className="visually-hidden">{t('texts.overridesTitle')}</caption>
                <thead><tr>
                  <th scope="col">{t('texts.language')}</th><th scope="col">{t('texts.key')}</th><th scope="col">{t('texts.value')}</th>
                  <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
                </tr></thead>
                <tbody>
                  {overrides.map((o) => (
                    <tr key={o.id}>
                      <td data-label={t('texts.language')}>{t(`texts.languages.${o.language}`)}</td>
                      <td data-label={t('texts.key')}><span className="texts__key">{o.key}</span></td>
                      <td data-label={t('texts.value')}>{o.value}</td>
                      <td className="table__actions">
                        {canWrite && <>
                          <button type="button" className="button button--small" aria-label={t('common.editNamed', { name: o.key })}
                            onClick={() => setEditingOverride({ isNew: false, values: { language: o.language, key: o.key, value: o.value } })}>{t('common.edit')}</button>
                          <button type="button" className="button button--small" aria-label={t('common.deleteNamed', { name: o.key })} onClick={() => setDeletingOverride(o)}>{t('common.delete')}</button>
                        </>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
      {editingBanner && <BannerDialog editing={editingBanner} connectionId={bannersId} onClose={() => setEditingBanner(null)} />}
      {editingOverride && <TextOverrideDialog initial={editingOverride.values} isNew={editingOverride.isNew} connectionId={overridesId} onClose={() => setEditingOverride(null)} />}
      {deletingBanner && (
        <ConfirmDialog title={t('texts.deleteBanner')} confirmLabel={t('common.delete')} danger onConfirm={() => void confirmDeleteBanner(deletingBanner)} onCancel={() => setDeletingBanner(null)}>
          <p>{t('texts.deleteBannerText')}</p>
        </ConfirmDialog>
      )}
      {deletingOverride && (
        <ConfirmDialog title={t('texts.deleteOverride', { key: deletingOverride.key })} confirmLabel={t('common.delete')} danger onConfirm={() => void confirmDeleteOverride(deletingOverride)} onCancel={() => setDeletingOverride(null)}>
          <p>{t('texts.deleteOverrideText')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

TextsRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<TextsRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
