import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AttendanceRow_row$key } from '../__generated__/AttendanceRow_row.graphql.ts';
import { AttendanceDayCell } from './AttendanceDayCell.tsx';
import type { OpenDay } from './AttendanceDayDialog.tsx';
import { hmm } from './workdayState.ts';

const fragment = graphql`
  fragment AttendanceRow_row on AttendanceRow {
    employeeName
    departmentName
    days { date ...AttendanceDayCell_day ...AttendanceDayDialog_day }
    totals { workedMinutes expectedMinutes balanceMinutes extraMinutes nightMinutes inconsistencies }
  }
`;

interface Props {
  row: AttendanceRow_row$key;
  /** the row's place in the grid, for the arrow keys */
  index: number;
  dates: readonly string[];
  onOpen: (day: OpenDay) => void;
}

/** One employee: their name, a cell per date of the period (an empty one where the engine gave no day), their totals. */
export function AttendanceRow({ row, index, dates, onOpen }: Props) {
  const { t } = useTranslation('attendances');
  const data = useFragment(fragment, row);
  const byDate = new Map(data.days.map((d) => [d.date, d]));
  const { totals } = data;
  return (
    <tr className="attendance-row">
      <th scope="row" className="attendance-grid__name">
        {data.employeeName}
        {data.departmentName && <span className="attendance-row__sub">{data.departmentName}</span>}
      </th>
      {dates.map((date, col) => {
        const day = byDate.get(date);
        return day ? (
          <AttendanceDayCell key={date} day={day} row={index} col={col} onOpen={() => onOpen({ day, name: data.employeeName })} />
        ) : (
          <td key={date} className="attendance-cell attendance-cell--none"><span className="visually-hidden">{t('attendances.cell.none')}</span></td>
        );
      })}
      <td className="attendance-grid__total">{hmm(totals.workedMinutes)}</td>
      <td className="attendance-grid__total">{hmm(totals.expectedMinutes)}</td>
      <td className={`attendance-grid__total${totals.balanceMinutes < 0 ? ' attendance-grid__total--negative' : ''}`}>{hmm(totals.balanceMinutes, true)}</td>
      <td className="attendance-grid__total">{hmm(totals.extraMinutes)}</td>
      <td className="attendance-grid__total">{hmm(totals.nightMinutes)}</td>
      <td className="attendance-grid__total">
        {totals.inconsistencies > 0 ? <span className="attendance-pending">{totals.inconsistencies}</span> : <span className="attendance-grid__zero">0</span>}
      </td>
    </tr>
  );
}
