import { useTranslation } from 'react-i18next';
import type { ClockRow_clock$key } from '../__generated__/ClockRow_clock.graphql.ts';
import { ClockRow, type ClockLists } from './ClockRow.tsx';
import './clocks.css';

interface Props {
  caption: string;
  rows: ReadonlyArray<{ id: string } & ClockRow_clock$key>;
  showEmployee: boolean;
  profileBase: string | null;
  canWrite: boolean;
  ownEmployeeId: string | null;
  lists: ClockLists;
}

/** The clocks as a table on a desk, as one card per clock on a phone (each cell names its column). */
export function ClockTable({ caption, rows, showEmployee, ...rowProps }: Props) {
  const { t } = useTranslation('clocks');
  const col = (k: string) => t(`clocks.columns.${k}`);
  return (
    <div className="table-wrap">
      <table className="table table--cards clock-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="clock-table__toggle"><span className="visually-hidden">{t('clocks.trail.show')}</span></th>
            {showEmployee && <th scope="col">{col('employee')}</th>}
            <th scope="col">{col('date')}</th>
            <th scope="col">{col('time')}</th>
            <th scope="col">{col('type')}</th>
            <th scope="col">{col('source')}</th>
            <th scope="col">{col('status')}</th>
            <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => <ClockRow key={row.id} clock={row} showEmployee={showEmployee} {...rowProps} />)}
        </tbody>
      </table>
    </div>
  );
}
