import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { ExperimentsRouteQuery } from '../__generated__/ExperimentsRouteQuery.graphql.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { formatDisplayDateTime } from '../../../domain/dates.rules.ts';
import { useSetExperimentEnabledMutation } from './useSetExperimentEnabledMutation.ts';
import './experiments.css';

const query = graphql`
  query ExperimentsRouteQuery {
    experiments { id key enabled inEffect updatedAt }
  }
`;

/**
 * `experiments` (core §2): the company's switches for features in preview (domain/experiments.ts), one labelled
 * switch each with its description; a flag the product does not read yet says so instead of pretending.
 */
export function ExperimentsRoute() {
  const { t } = useTranslation('experiments');
  const { queryRef } = useLoaderData() as RouteData<ExperimentsRouteQuery>;
  const { experiments } = usePreloadedQuery<ExperimentsRouteQuery>(query, queryRef);
  const canWrite = useCanWrite('COMPANY');
  const set = useSetExperimentEnabledMutation();
  const notify = useNotify();
  useEffect(() => { document.title = `${t('features.experiments')} · Pontual`; }, [t]);

  const toggle = async (id: string, key: string, name: string, enabled: boolean) => {
    const outcome = await set(id, key, enabled);
    if (!outcome.ok) userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    else notify('success', t(enabled ? 'experiments.switchedOn' : 'experiments.switchedOff', { name }));
  };

  return (
    <section className="page" aria-labelledby="experiments-title">
      <h1 id="experiments-title">{t('features.experiments')}</h1>
      <p className="experiments__intro">{t('experiments.intro')}</p>
      <ul className="experiments" aria-label={t('experiments.listLabel')}>
        {(experiments ?? []).map((e) => {
          const name = t(`experiments.flags.${e.key}.name`, { defaultValue: e.key });
          const inputId = `experiment-${e.key}`;
          const describedBy = `${inputId}-description`;
          return (
            <li key={e.id} className="card experiment">
              <div className="experiment__head">
                {canWrite ? (
                  <span className="switch">
                    <input id={inputId} type="checkbox" role="switch" checked={e.enabled} aria-describedby={describedBy}
                      onChange={(ev) => void toggle(e.id, e.key, name, ev.target.checked)} />
                    <label htmlFor={inputId} className="experiment__name">{name}</label>
                  </span>
                ) : (
                  <span className="experiment__name">{t('experiments.state', { name, state: t(e.enabled ? 'common.on' : 'common.off') })}</span>
                )}
                <span className={`experiment__badge experiment__badge--${e.inEffect ? 'preview' : 'inert'}`}>
                  {t(e.inEffect ? 'experiments.inEffect' : 'experiments.notInEffect')}
                </span>
              </div>
              <p id={describedBy} className="experiment__description">{t(`experiments.flags.${e.key}.description`, { defaultValue: '' })}</p>
              <p className="experiment__meta">
                {e.updatedAt ? t('experiments.changedAt', { date: formatDisplayDateTime(e.updatedAt) }) : t('experiments.neverChanged')}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

ExperimentsRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<ExperimentsRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
