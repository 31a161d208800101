import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { EmployeeKpiTabQuery } from '../__generated__/EmployeeKpiTabQuery.graphql.ts';

const query = graphql`
  query EmployeeKpiTabQuery($id: ID!) {
    node(id: $id) {
      ... on Employee @alias(as: "employee") {
        kpi {
          inconsistencies absenceRequests clocksToday daysToNextAbsence
          totalAllowedHolidaysThisYear daysAlreadyAbsentOnHolidaysThisYear daysRemainingToBookHolidaysThisYear daysCarriedFromPreviousYear
          totalAllowedHolidaysYearBefore daysBookedHolidaysYearBefore daysRemainingToBookHolidaysYearBefore daysNotTaken
        }
      }
    }
  }
`;

type Kpi = NonNullable<NonNullable<NonNullable<EmployeeKpiTabQuery['response']['node']>['employee']>['kpi']>;

const GROUPS: ReadonlyArray<{ title: string; keys: ReadonlyArray<keyof Kpi> }> = [
  { title: 'work', keys: ['inconsistencies', 'absenceRequests', 'clocksToday', 'daysToNextAbsence'] },
  { title: 'holidaysThisYear', keys: ['totalAllowedHolidaysThisYear', 'daysAlreadyAbsentOnHolidaysThisYear', 'daysRemainingToBookHolidaysThisYear', 'daysCarriedFromPreviousYear'] },
  { title: 'holidaysYearBefore', keys: ['totalAllowedHolidaysYearBefore', 'daysBookedHolidaysYearBefore', 'daysRemainingToBookHolidaysYearBefore', 'daysNotTaken'] },
];

/**
 * The KPIs of an employee's profile (core §3): work to decide, today's clocks, the next absence and the holiday
 * figures of this year and the one before, every figure with its label. Read when the tab is opened. Texts: `dashboards`.
 */
export function EmployeeKpiTab({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation('dashboards');
  return <Suspense fallback={<p role="status">{t('common.loading')}</p>}><Kpis employeeId={employeeId} /></Suspense>;
}

function Kpis({ employeeId }: { employeeId: string }) {
  const { t, i18n } = useTranslation('dashboards');
  const data = useLazyLoadQuery<EmployeeKpiTabQuery>(query, { id: employeeId }, { fetchPolicy: 'store-and-network' });
  const kpi = data.node?.employee?.kpi;
  if (!kpi) return <p className="card">{t('dashboards.kpi.none')}</p>;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const value = (key: keyof Kpi) => {
    const v = kpi[key];
    return v == null ? t('dashboards.kpi.noNextAbsence') : number.format(v);
  };
  return (
    <div className="card kpi-groups">
      <h2 className="visually-hidden">{t('dashboards.kpi.title')}</h2>
      {GROUPS.map((g) => (
        <section key={g.title} aria-labelledby={`kpi-${g.title}`}>
          <h3 id={`kpi-${g.title}`}>{t(`dashboards.kpi.${g.title}`)}</h3>
          <dl className="details">
            {g.keys.map((k) => (
              <div key={k} className="details__row"><dt>{t(`dashboards.kpi.${k}`)}</dt><dd>{value(k)}</dd></div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
