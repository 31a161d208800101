import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { EmployeeAbsencesTabQuery } from '../__generated__/EmployeeAbsencesTabQuery.graphql.ts';
import { todayIso } from '../../../domain/dates.rules.ts';
import { MyAbsenceBalance } from '../my-absences/MyAbsenceBalance.tsx';
import { MyAbsenceRequestList } from '../my-absences/MyAbsenceRequestList.tsx';
import '../my-absences/myAbsences.css';

const query = graphql`
  query EmployeeAbsencesTabQuery($id: ID!, $year: Int!, $count: Int!) {
    node(id: $id) {
      ... on Employee @alias(as: "employee") {
        id
        ...MyAbsenceBalance_employee @arguments(year: $year)
        ...MyAbsenceRequestList_employee @arguments(count: $count)
      }
    }
  }
`;

/** How many requests the tab shows before "Show more". */
const COUNT = 10;

/**
 * The absences part of an employee's profile (issue #16 item 6): their holiday balance of a year and their requests, as
 * they see them in my-absences; read here (deciding is on the absences screens). Read when the tab is opened, so the
 * profile's own query stays light.
 */
export function EmployeeAbsencesTab({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation('my-absences');
  return <Suspense fallback={<p>{t('common.loading')}</p>}><Absences employeeId={employeeId} /></Suspense>;
}

function Absences({ employeeId }: { employeeId: string }) {
  const thisYear = Number(todayIso().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const data = useLazyLoadQuery<EmployeeAbsencesTabQuery>(query, { id: employeeId, year: thisYear, count: COUNT }, { fetchPolicy: 'store-and-network' });
  const employee = data.node?.employee ?? null;
  if (!employee) return null;
  return (
    <div className="my-abs">
      <MyAbsenceBalance employee={employee} year={year} thisYear={thisYear} onYear={setYear} />
      <MyAbsenceRequestList employee={employee} employeeId={employeeId} today={todayIso()} year={year} canWrite={false} others />
    </div>
  );
}
