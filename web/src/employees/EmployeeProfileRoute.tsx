import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { EmployeeProfileRouteQuery } from '../__generated__/EmployeeProfileRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { decideAccess, type ViewerAccess } from '../platform/routing/decideAccess.ts';
import { Tabs } from '../platform/forms/Tabs.tsx';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { addDaysIso, formatDisplayDate, todayIso } from '../../../domain/dates.rules.ts';
import { countryName } from '../../../domain/countries.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { EmployeePhotoUpload } from './EmployeePhotoUpload.tsx';
import { employeeGlobalId } from './employeeGlobalId.ts';
import { EmployeeSchedulesTab } from './EmployeeSchedulesTab.tsx';
import { EmployeeClocksTab } from './EmployeeClocksTab.tsx';
import { EmployeeAbsencesTab } from './EmployeeAbsencesTab.tsx';
import { EmployeeKpiTab } from './EmployeeKpiTab.tsx';
import { EmployeeInsuranceTab } from './EmployeeInsuranceTab.tsx';

const query = graphql`
  query EmployeeProfileRouteQuery(
    $id: ID!, $withSchedules: Boolean!, $canAssignSchedules: Boolean!, $weekFrom: LocalDate!, $weekTo: LocalDate!, $withClocks: Boolean!, $clockCount: Int!
  ) {
    node(id: $id) {
      ... on Employee @alias(as: "employee") {
        id databaseId name email employeeNumber jobTitle phone alternativePhone personalEmail enabled
        startDate endDate birthDate gender language foreignLanguage qualificationLevel
        identityValidityDate passportValidityDate driversValidityDate residentialCardValidityDate
        address { streetLine1 city zipCode country }
        emergencyContact { name phone relation }
        department { name }
        contractType { name }
        ...EmployeePhotoUpload_employee
        ...EmployeeSchedulesTab_employee @include(if: $withSchedules) @alias(as: "schedulesTab")
          @arguments(weekFrom: $weekFrom, weekTo: $weekTo)
        ...EmployeeClocksTab_employee @include(if: $withClocks) @alias(as: "clocksTab") @arguments(count: $clockCount)
      }
    }
    ...EmployeeSchedulesAssignDialog_query @include(if: $canAssignSchedules) @alias(as: "scheduleChoices")
    ...EmployeeClocksTab_query @include(if: $withClocks) @alias(as: "clocksQuery")
  }
`;

const TABS = ['details', 'schedules', 'clocks', 'absences', 'kpis', 'insurance'] as const;

/**
 * The employee's profile: photo (with upload for admins), status and the main fields, with a link to edit; more
 * tabs show their schedule assignments (`?tab=schedules`), their clocks (`?tab=clocks`), their absences (`?tab=absences`)
 * and their KPIs (`?tab=kpis`) to those who may read them.
 */
export function EmployeeProfileRoute() {
  const { t, i18n } = useTranslation('employees');
  const { queryRef, access } = useLoaderData() as RouteData<EmployeeProfileRouteQuery>;
  const data = usePreloadedQuery<EmployeeProfileRouteQuery>(query, queryRef);
  const e = data.node?.employee;
  const canWrite = useCanWrite('EMPLOYEES');
  const [params, setParams] = useSearchParams();
  const { weekFrom, weekTo } = queryRef.variables;
  const schedulesTab = e?.schedulesTab;
  const clocksTab = e?.clocksTab && data.clocksQuery ? { employee: e.clocksTab, query: data.clocksQuery } : null;
  // their absences, to those who read absences company-wide or in the departments they manage (read when opened)
  const withAbsences = ['ABSENCES_READ', 'DEP_ABSENCES_READ'].some((a) => access.permissions.includes(a));
  // their KPIs, to those who read their clocks (the gateway answers null otherwise; read when opened)
  const withKpis = ['CLOCKS_READ', 'DEP_CLOCKS_READ'].some((a) => access.permissions.includes(a));
  const present = { details: true, schedules: !!schedulesTab, clocks: !!clocksTab, absences: withAbsences, kpis: withKpis,
    insurance: access.permissions.includes('INSURANCE_READ') };
  const tabs = TABS.filter((id) => present[id]);
  const tab = tabs.find((id) => id === params.get('tab')) ?? 'details';
  const clockRights = clocksAccess(access);
  const company = access.permissions.includes('EMPLOYEES_READ');
  useEffect(() => { document.title = `${e?.name ?? t('features.employeeProfile')} · Pontual`; }, [e?.name, t]);
  if (!e) return <NotFoundPage />;
  const dash = t('common.none');
  const f = (k: string) => t(`employees.fields.${k}`);
  const date = (d: string | null | undefined) => (d ? formatDisplayDate(d) : dash);
  const rows: Array<[string, string]> = [
    [f('employeeNumber'), e.employeeNumber ?? dash],
    [f('department'), e.department?.name ?? dash],
    [f('contractType'), e.contractType?.name ?? dash],
    [f('jobTitle'), e.jobTitle ?? dash],
    [f('email'), e.email ?? dash],
    [f('phone'), [e.phone, e.alternativePhone].filter(Boolean).join(' · ') || dash],
    [f('startDate'), date(e.startDate)],
    [f('endDate'), date(e.endDate)],
    [f('birthDate'), date(e.birthDate)],
    [f('address'), [e.address?.streetLine1, e.address?.zipCode, e.address?.city, e.address?.country ? countryName(e.address.country, i18n.language) : null].filter(Boolean).join(', ') || dash],
    [f('identityValidityDate'), date(e.identityValidityDate)],
    [f('passportValidityDate'), date(e.passportValidityDate)],
    [f('foreignLanguages'), languageNames(e.foreignLanguage, i18n.language) || dash],
    [f('emergencyName'), [e.emergencyContact?.name, e.emergencyContact?.relation, e.emergencyContact?.phone].filter(Boolean).join(' · ') || dash],
  ];
  const back = company ? '/company/employees' : '/dep-employees';
  const details = (
    <div className="card profile">
      <EmployeePhotoUpload employee={e} canWrite={canWrite} />
      <div>
        <p><span className={`pill${e.enabled ? '' : ' pill--off'}`}>{t(`employees.status.${e.enabled ? 'enabled' : 'disabled'}`)}</span></p>
        <dl className="details">
          {rows.map(([label, value]) => (
            <div key={label} className="details__row"><dt>{label}</dt><dd>{value}</dd></div>
          ))}
        </dl>
      </div>
    </div>
  );
  const select = (id: string) => setParams((p) => { const next = new URLSearchParams(p); if (id === 'details') next.delete('tab'); else next.set('tab', id); return next; }, { replace: true });
  return (
    <section className="page" aria-labelledby="profile-title">
      <div className="page__header">
        <h1 id="profile-title">{e.name}</h1>
        <div className="page__actions">
          <Link className="button" to={back}>{t('employees.backToList')}</Link>
          {canWrite && <Link className="button button--primary" to={`/company/employees/${e.databaseId}/edit`}>{t('common.edit')}</Link>}
        </div>
      </div>
      {tabs.length > 1 ? (
        <Tabs label={t('employees.profileTabs.label')} selected={tab} onSelect={select} items={tabs.map((id) => ({
          id, label: id === 'kpis' ? t('dashboards.kpi.tab', { ns: 'dashboards' }) : id === 'insurance' ? t('features.insurance', { ns: 'shell' }) : t(`employees.profileTabs.${id}`),
          content: id === 'details' ? details
            : id === 'clocks' && clocksTab ? <EmployeeClocksTab {...clocksTab} canWrite={clockRights.canWrite} />
            : id === 'absences' ? <EmployeeAbsencesTab employeeId={e.id} />
            : id === 'kpis' ? <EmployeeKpiTab employeeId={e.id} />
            : id === 'insurance' ? <EmployeeInsuranceTab employeeId={e.id} />
            : schedulesTab && <EmployeeSchedulesTab employee={schedulesTab} query={data.scheduleChoices ?? null} week={{ from: weekFrom, to: weekTo }} />,
        }))} />
      ) : details}
    </section>
  );
}

EmployeeProfileRoute.loadQuery = ({ environment, params, access }: RouteLoadContext) =>
  loadQuery<EmployeeProfileRouteQuery>(environment, query, {
    id: employeeGlobalId(params.id), ...schedulesAccess(access), ...currentWeek(), withClocks: clocksAccess(access).withClocks, clockCount: PAGE_SIZE,
  }, { fetchPolicy: 'store-and-network' });

/**
 * Schedules are read company-wide, or for the departments one manages (this screen also serves dep-employees), with
 * the time-and-attendance module on; assigning needs the company-wide write authority.
 */
function schedulesAccess(access: ViewerAccess) {
  const module = 'TIME_AND_ATTENDANCE' as const;
  const withSchedules = decideAccess(access, { anyAuthority: ['SCHEDULES_READ', 'DEP_SCHEDULES_READ'], module }) === 'allow';
  return { withSchedules, canAssignSchedules: withSchedules && decideAccess(access, { anyAuthority: ['SCHEDULES_WRITE'], module }) === 'allow' };
}

/** Clocks are read company-wide or for one's departments, with the module on; writers correct and add them. */
function clocksAccess(access: ViewerAccess) {
  const module = 'TIME_AND_ATTENDANCE' as const;
  const withClocks = decideAccess(access, { anyAuthority: ['CLOCKS_READ', 'DEP_CLOCKS_READ'], module }) === 'allow';
  const canWrite = withClocks && access.permissions.includes(access.permissions.includes('CLOCKS_READ') ? 'CLOCKS_WRITE' : 'DEP_CLOCKS_WRITE');
  return { withClocks, canWrite };
}

/** Monday to Sunday of the week holding today (the browser's calendar day). */
function currentWeek(): { weekFrom: string; weekTo: string } {
  const today = todayIso();
  const fromMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weekFrom = addDaysIso(today, -fromMonday);
  return { weekFrom, weekTo: addDaysIso(weekFrom, 6) };
}

/** "fr,es" → "French, Spanish" in the reader's language. */
function languageNames(codes: string | null | undefined, locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return (codes ?? '').split(',').map((c) => c.trim()).filter(Boolean).map((c) => { try { return names.of(c) ?? c; } catch { return c; } }).join(', ');
}
