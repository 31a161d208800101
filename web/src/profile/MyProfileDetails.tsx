import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { MyProfileDetails_profile$key } from '../__generated__/MyProfileDetails_profile.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';

const fragment = graphql`
  fragment MyProfileDetails_profile on MyProfile {
    name email employeeNumber jobTitle startDate startDateOnCompany endDate
    department { name }
    contractType { name }
    managers { databaseId name }
  }
`;

/** What HR keeps on the record: shown, never editable here. */
export function MyProfileDetails({ profile }: { profile: MyProfileDetails_profile$key }) {
  const { t } = useTranslation('profile');
  const p = useFragment(fragment, profile);
  const dash = t('common.none');
  const f = (k: string) => t(`profile.fields.${k}`);
  const date = (d: string | null | undefined) => (d ? formatDisplayDate(d) : dash);
  const rows: Array<[string, string]> = [
    [f('name'), p.name],
    [f('email'), p.email ?? dash],
    [f('employeeNumber'), p.employeeNumber ?? dash],
    [f('department'), p.department?.name ?? dash],
    [f('jobTitle'), p.jobTitle ?? dash],
    [f('contractType'), p.contractType?.name ?? dash],
    [f('managers'), p.managers.map((m) => m.name).join(', ') || dash],
    [f('startDate'), date(p.startDate)],
    [f('startDateOnCompany'), date(p.startDateOnCompany)],
    ...(p.endDate ? [[f('endDate'), date(p.endDate)] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="my-profile-record">
      <h2 id="my-profile-record">{t('profile.record')}</h2>
      <dl className="details">
        {rows.map(([label, value]) => (
          <div key={label} className="details__row"><dt>{label}</dt><dd>{value}</dd></div>
        ))}
      </dl>
    </section>
  );
}
