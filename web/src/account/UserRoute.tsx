import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { UserRouteQuery } from '../__generated__/UserRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { ROLE_LABELS, isRoleName } from '../../../domain/roles.ts';
import { NotificationPreferences } from './NotificationPreferences.tsx';

const query = graphql`
  query UserRouteQuery {
    viewer {
      roles
      account { username employeeCode lastLoginAt }
      employee { name email employeeNumber jobTitle }
    }
    # The own department by name: Employee.department is a Department, which only readers of departments may see.
    myProfile { department { name } }
    ...NotificationPreferences_query
  }
`;

/** `account/user`: who is signed in — account, roles and employee record — and which notifications also come by e-mail. */
export function UserRoute() {
  const { t } = useTranslation('account');
  const { queryRef } = useLoaderData() as RouteData<UserRouteQuery>;
  const data = usePreloadedQuery<UserRouteQuery>(query, queryRef);
  const { viewer } = data;
  useEffect(() => { document.title = `${t('features.accountUser')} · Pontual`; }, [t]);
  const dash = t('common.none');
  const rows: Array<[string, string]> = [
    [t('account.name'), viewer?.employee?.name ?? dash],
    [t('account.username'), viewer?.account?.username ?? dash],
    [t('account.employeeCode'), viewer?.account?.employeeCode ?? dash],
    [t('account.roles'), viewer?.roles.map((r) => t(`roles.${isRoleName(r) ? r : 'other'}`, { defaultValue: isRoleName(r) ? ROLE_LABELS[r] : r })).join(', ') || dash],
    [t('account.department'), data.myProfile?.department?.name ?? dash],
    [t('account.jobTitle'), viewer?.employee?.jobTitle ?? dash],
    [t('account.email'), viewer?.employee?.email ?? dash],
    [t('account.lastLogin'), viewer?.account?.lastLoginAt ? formatDateTime(viewer.account.lastLoginAt) : dash],
  ];
  return (
    <section className="page" aria-labelledby="user-title">
      <h1 id="user-title">{t('features.accountUser')}</h1>
      <div className="card">
        <dl className="details">
          {rows.map(([label, value]) => (
            <div key={label} className="details__row"><dt>{label}</dt><dd>{value}</dd></div>
          ))}
        </dl>
        <div className="page__actions">
          <Link className="button" to="/account/profile">{t('features.accountProfile')}</Link>
          <Link className="button" to="/account/change-password">{t('features.changePassword')}</Link>
        </div>
      </div>
      <NotificationPreferences query={data} />
    </section>
  );
}

UserRoute.loadQuery = ({ environment }: RouteLoadContext) => loadQuery<UserRouteQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' });

/** Dates DD/MM/YYYY and times HH:mm whatever the language (DESIGN §4). */
function formatDateTime(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
