import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { EmployeeProfileRouteQuery } from '../__generated__/EmployeeProfileRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { countryName } from '../../../domain/countries.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { EmployeePhotoUpload } from './EmployeePhotoUpload.tsx';
import { employeeGlobalId } from './employeeGlobalId.ts';

const query = graphql`
  query EmployeeProfileRouteQuery($id: ID!) {
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
      }
    }
  }
`;

/** The employee's profile: photo (with upload for admins), status and the main fields, with a link to edit. */
export function EmployeeProfileRoute() {
  const { t, i18n } = useTranslation('employees');
  const { queryRef, access } = useLoaderData() as RouteData<EmployeeProfileRouteQuery>;
  const e = usePreloadedQuery<EmployeeProfileRouteQuery>(query, queryRef).node?.employee;
  const canWrite = useCanWrite('EMPLOYEES');
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
  return (
    <section className="page" aria-labelledby="profile-title">
      <div className="page__header">
        <h1 id="profile-title">{e.name}</h1>
        <div className="page__actions">
          <Link className="button" to={back}>{t('employees.backToList')}</Link>
          {canWrite && <Link className="button button--primary" to={`/company/employees/${e.databaseId}/edit`}>{t('common.edit')}</Link>}
        </div>
      </div>
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
    </section>
  );
}

EmployeeProfileRoute.loadQuery = ({ environment, params }: RouteLoadContext) =>
  loadQuery<EmployeeProfileRouteQuery>(environment, query, { id: employeeGlobalId(params.id) }, { fetchPolicy: 'store-and-network' });

/** "fr,es" → "French, Spanish" in the reader's language. */
function languageNames(codes: string | null | undefined, locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return (codes ?? '').split(',').map((c) => c.trim()).filter(Boolean).map((c) => { try { return names.of(c) ?? c; } catch { return c; } }).join(', ');
}
