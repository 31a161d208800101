import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useMyAbsenceDayCountQuery as Q } from '../__generated__/useMyAbsenceDayCountQuery.graphql.ts';
import { addDaysIso, parseDisplayDate } from '../../../domain/dates.rules.ts';
import type { PeriodValues } from './myAbsenceForm.ts';

const query = graphql`
  query useMyAbsenceDayCountQuery($from: LocalDate!, $to: LocalDate!, $employeeIds: [ID!]!, $halfDay: Boolean!, $year: Int!, $withBalance: Boolean!) {
    absenceDayCounts(from: $from, to: $to, employeeIds: $employeeIds, halfDay: $halfDay) { numberOfDays }
    viewer @include(if: $withBalance) { employee { id absenceBalance(year: $year) { remaining } } }
  }
`;

/** Typing pauses this long before the days are asked for. */
const WAIT_MS = 300;
/** The API's longest period (absence-prepare.ts). */
const MAX_PERIOD_DAYS = 366;

/** A piece of a period within one year: the API books each year's days in that year's balance. */
interface Chunk { key: string; from: string; to: string; halfDay: boolean; year: number }
interface Counted { days: number; remaining: number | null }

export interface YearCount { year: number; days: number; remaining: number | null }
export type DayCount =
  | { state: 'idle' | 'counting' | 'failed' }
  | { state: 'done'; total: number; years: YearCount[] };

function chunksOf(periods: readonly PeriodValues[], withBalance: boolean): Chunk[] | null {
  const out: Chunk[] = [];
  for (const p of periods) {
    const from = parseDisplayDate(p.from);
    const to = parseDisplayDate(p.to);
    if (!from || !to || to < from || addDaysIso(from, MAX_PERIOD_DAYS - 1) < to) return null;
    const halfDay = p.halfDay || !!p.withinDay;
    for (let start = from; start <= to;) {
      const yearEnd = `${start.slice(0, 4)}-12-31`;
      const end = to < yearEnd ? to : yearEnd;
      out.push({ key: `${start}|${end}|${halfDay}|${withBalance}`, from: start, to: end, halfDay, year: Number(start.slice(0, 4)) });
      start = addDaysIso(end, 1);
    }
  }
  return out;
}

/** A type counted on calendar days counts every date (the API's periodDays with calendarDays). */
function calendarDays(c: Chunk): number {
  let n = 0;
  for (let d = c.from; d <= c.to; d = addDaysIso(d, 1)) n += 1;
  return c.halfDay ? n / 2 : n;
}

interface Options {
  employeeId: string;
  periods: readonly PeriodValues[];
  /** the type counts rest days and public holidays too: counted here, the API's count knows only working days */
  calendar: boolean;
  /** Holidays: each year's balance is read too */
  withBalance: boolean;
}

/**
 * The live count of a request being typed (absenceDayCounts for the person, a half day at 0.5), per year, with each
 * year's holiday balance when asked. Each piece is asked once per dialog; typing waits a moment before asking.
 */
export function useMyAbsenceDayCount({ employeeId, periods, calendar, withBalance }: Options): DayCount {
  const environment = useRelayEnvironment();
  const answers = useRef(new Map<string, Counted | 'failed' | 'asked'>());
  const [, setVersion] = useState(0);
  const chunks = chunksOf(periods, withBalance);
  const wanted = chunks?.map((c) => c.key).join(',') ?? '';

  useEffect(() => {
    const missing = (chunks ?? []).filter((c) => !answers.current.has(c.key));
    if (!missing.length) return undefined;
    const timer = setTimeout(() => {
      for (const c of missing) {
        if (answers.current.has(c.key)) continue;
        answers.current.set(c.key, 'asked');
        const variables = { from: c.from, to: c.to, employeeIds: [employeeId], halfDay: c.halfDay, year: c.year, withBalance };
        fetchQuery<Q>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise().then((data) => {
          const days = data?.absenceDayCounts?.[0]?.numberOfDays;
          answers.current.set(c.key, typeof days === 'number' ? { days, remaining: data?.viewer?.employee?.absenceBalance?.remaining ?? null } : 'failed');
        }, () => { answers.current.set(c.key, 'failed'); }).finally(() => setVersion((v) => v + 1));
      }
    }, WAIT_MS);
    return () => clearTimeout(timer);
    // `wanted` stands for the chunks: the same dates typed again ask nothing new
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, environment, employeeId, withBalance]);

  if (!chunks?.length) return { state: 'idle' };
  const got = chunks.map((c) => answers.current.get(c.key));
  if (got.some((a) => a === 'failed')) return { state: 'failed' };
  if (got.some((a) => a === undefined || a === 'asked')) return { state: 'counting' };
  const years = new Map<number, YearCount>();
  chunks.forEach((c, i) => {
    const a = got[i] as Counted;
    const days = calendar ? calendarDays(c) : a.days;
    const y = years.get(c.year) ?? { year: c.year, days: 0, remaining: a.remaining };
    years.set(c.year, { ...y, days: y.days + days });
  });
  const list = [...years.values()].sort((a, b) => a.year - b.year);
  return { state: 'done', total: list.reduce((n, y) => n + y.days, 0), years: list };
}
