import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { AbsenceTypesRouteQuery } from '../__generated__/AbsenceTypesRouteQuery.graphql.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { AbsenceTypeList } from './AbsenceTypeList.tsx';
import { CarryOverCard } from './CarryOverCard.tsx';
import './absence-types.css';

const query = graphql`
  query AbsenceTypesRouteQuery($count: Int!) {
    ...AbsenceTypeList_query @arguments(count: $count)
    absenceSettings { ...CarryOverCard_settings }
  }
`;

/**
 * `company/absences-types` (core §3, §7): the company's absence types with their limits, approval and subtypes, and
 * the carry-over of unused holidays. Holders of ABSENCE_TYPES_WRITE create, edit and delete; everyone else reads.
 */
export function AbsenceTypesRoute() {
  const { t } = useTranslation('absence-types');
  const { queryRef } = useLoaderData() as RouteData<AbsenceTypesRouteQuery>;
  const data = usePreloadedQuery<AbsenceTypesRouteQuery>(query, queryRef);
  const canWrite = useCanWrite('ABSENCE_TYPES');
  useEffect(() => { document.title = `${t('features.absenceTypes')} · Pontual`; }, [t]);
  return (
    <section className="page page--wide absence-types" aria-labelledby="absence-types-title">
      <div className="page__header"><h1 id="absence-types-title">{t('features.absenceTypes')}</h1></div>
      <p className="absence-types__intro">{t('absenceTypes.intro')}</p>
      <AbsenceTypeList query={data} canWrite={canWrite} captionId="absence-types-title" />
      <CarryOverCard settings={data.absenceSettings ?? null} canWrite={canWrite} />
    </section>
  );
}

// Every type on one page: a company has a handful (the gateway serves up to 100 a page; more come on demand).
AbsenceTypesRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<AbsenceTypesRouteQuery>(environment, query, { count: PICKER_SIZE }, { fetchPolicy: 'store-and-network' });
