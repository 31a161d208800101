import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { MyAbsenceBalance_employee$key } from '../__generated__/MyAbsenceBalance_employee.graphql.ts';
import { daysWords } from './myAbsenceWords.ts';

const fragment = graphql`
  fragment MyAbsenceBalance_employee on Employee
    @argumentDefinitions(year: { type: "Int!" })
    @refetchable(queryName: "MyAbsenceBalanceRefetchQuery") {
    absenceBalance(year: $year) { year allowed carried expired approved taken pending remaining }
  }
`;

/** The years offered: a few back (carried days, what was taken) and the next ones (requests made ahead). */
const YEARS_BACK = 3;
const YEARS_AHEAD = 2;

interface Props {
  employee: MyAbsenceBalance_employee$key;
  year: number;
  thisYear: number;
  onYear: (year: number) => void;
}

/** The holiday balance of a year: what is left big, then how it is made (allowed, carried, expired, approved, pending). */
export function MyAbsenceBalance({ employee, year, thisYear, onYear }: Props) {
  const { t, i18n } = useTranslation('my-absences');
  const [data, refetch] = useRefetchableFragment(fragment, employee);
  const [loading, startTransition] = useTransition();
  // The picker moves at once; the figures stay until the chosen year's have arrived.
  const [asked, setAsked] = useState(year);
  const years = Array.from({ length: YEARS_BACK + YEARS_AHEAD + 1 }, (_, i) => thisYear - YEARS_BACK + i);
  const b = data.absenceBalance;
  const lang = i18n.language;
  const days = (n: number) => daysWords(t, n, lang);
  const pick = (next: number) => {
    setAsked(next);
    startTransition(() => {
      onYear(next);
      refetch({ year: next }, { fetchPolicy: 'store-and-network' });
    });
  };
  return (
    <section className="card my-abs-balance" aria-labelledby="my-abs-balance-title" aria-busy={loading || undefined}>
      <div className="my-abs__section-head">
        <h2 id="my-abs-balance-title">{t('myAbsences.balance.title')}</h2>
        <div className="field field--narrow my-abs-balance__year">
          <label htmlFor="my-abs-year">{t('myAbsences.balance.year')}</label>
          <select id="my-abs-year" value={asked} onChange={(e) => pick(Number(e.target.value))}>
            {years.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </div>
      </div>
      {loading && <p className="my-abs__muted" role="status">{t('myAbsences.balance.loading', { year: asked })}</p>}
      {!b ? <p>{t('myAbsences.balance.unavailable', { year })}</p> : (
        <>
          <p className="my-abs-balance__remaining" data-testid="balance-remaining">
            <span className="my-abs-balance__big">{days(b.remaining)}</span>{' '}
            <span>{t('myAbsences.balance.remaining', { year: b.year })}</span>
          </p>
          <dl className="my-abs-balance__figures">
            <div><dt>{t('myAbsences.balance.allowed', { year: b.year })}</dt><dd>{days(b.allowed)}</dd></div>
            {b.carried !== 0 && <div><dt>{t('myAbsences.balance.carried', { year: b.year - 1 })}</dt><dd>+ {days(b.carried)}</dd></div>}
            {b.expired !== 0 && <div><dt>{t('myAbsences.balance.expired')}</dt><dd>− {days(b.expired)}</dd></div>}
            <div><dt>{t('myAbsences.balance.approved')}</dt><dd>{days(b.approved)}</dd></div>
            <div className="my-abs-balance__sub"><dt>{t('myAbsences.balance.taken')}</dt><dd>{days(b.taken)}</dd></div>
            <div><dt>{t('myAbsences.balance.pending')}</dt><dd>{days(b.pending)}</dd></div>
          </dl>
        </>
      )}
    </section>
  );
}
