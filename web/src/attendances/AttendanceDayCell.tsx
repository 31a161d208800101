import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AttendanceDayCell_day$data, AttendanceDayCell_day$key } from '../__generated__/AttendanceDayCell_day.graphql.ts';
import { dayWords, localTime } from './attendanceDates.ts';
import { hmm, pendingOf, STATE_SYMBOL, workdayState, type WorkdayState } from './workdayState.ts';

const fragment = graphql`
  fragment AttendanceDayCell_day on Workday {
    date
    kind
    timeZone
    expectedMinutes
    workedMinutes
    openSince
    inconsistencies { type status }
  }
`;

interface Props {
  day: AttendanceDayCell_day$key;
  row: number;
  col: number;
  onOpen: () => void;
}

const KIND_WORDS: Record<string, string> = { HOLIDAY: 'holiday', ABSENCE: 'absence', REST: 'rest', NO_SCHEDULE: 'noSchedule' };

/** What a screen reader says of the day: its date, its state, the hours and the pending inconsistencies. */
function summaryOf(t: TFunction, day: AttendanceDayCell_day$data, state: WorkdayState, pending: number): string {
  const parts: string[] = [];
  const kind = KIND_WORDS[day.kind];
  if (state === 'absent') parts.push(t('attendances.cell.absent'));
  if (kind) parts.push(t(`attendances.cell.${kind}`));
  if (day.openSince) parts.push(t('attendances.cell.open', { time: localTime(day.openSince, day.timeZone) }));
  const hours = { worked: hmm(day.workedMinutes), expected: hmm(day.expectedMinutes) };
  if (state === 'planned') parts.push(t('attendances.cell.planned', hours));
  else if (day.expectedMinutes > 0 || day.kind === 'WORK') parts.push(t('attendances.cell.worked', hours));
  else if (day.workedMinutes > 0) parts.push(t('attendances.cell.workedOnly', hours));
  if (pending) parts.push(t('attendances.cell.inconsistencies', { count: pending }));
  return parts.join(', ');
}

/** The short text under the symbol: the hours worked, or what kind of day it is when nothing was worked. */
function valueOf(t: TFunction, day: AttendanceDayCell_day$data, state: WorkdayState): string {
  if (day.workedMinutes > 0 || day.openSince || state === 'absent' || state === 'warning') return hmm(day.workedMinutes);
  const kind = KIND_WORDS[day.kind];
  return kind ? t(`attendances.cell.short.${kind}`) : '';
}

/**
 * The label cut around the visible value, when the value stands in it as a word of its own (spaces or the ends on
 * both sides): browsers put a space at every edge of a hidden part (it is out of the text's flow), so a cut anywhere
 * else ("2:00|, 1 …") would add one. The spaces at the cuts are plain text, which every name computation keeps.
 */
function cutAround(label: string, value: string): [string, string] | null {
  if (!value) return null;
  for (let i = label.indexOf(value); i >= 0; i = label.indexOf(value, i + 1)) {
    const end = i + value.length;
    if ((i === 0 || label[i - 1] === ' ') && (end === label.length || label[end] === ' ')) return [label.slice(0, i), label.slice(end)];
  }
  return null;
}

/**
 * One day of one employee: a button coloured by its state, with a symbol, the hours and the pending count. Its name
 * comes from its content (WCAG 2.5.3): hidden words around the hours shown, so what is seen is part of what is said;
 * the symbol and the count are said in words. Where the value shown is not a word of the label (an abbreviation such
 * as "Hol."), the label is hidden text whole and the value is left out of the name.
 */
export function AttendanceDayCell({ day, row, col, onOpen }: Props) {
  const { t, i18n } = useTranslation('attendances');
  const data = useFragment(fragment, day);
  const state = workdayState(data);
  const pending = pendingOf(data).length;
  const label = t('attendances.cell.label', { date: dayWords(data.date, i18n.language, 'long'), summary: summaryOf(t, data, state, pending) });
  const value = valueOf(t, data, state);
  const cut = cutAround(label, value);
  return (
    <td className={`attendance-cell attendance-cell--${state}`}>
      <button type="button" className="attendance-cell__button" title={label} aria-haspopup="dialog"
        data-row={row} data-col={col} onClick={onOpen}>
        <span className="attendance-cell__symbol" aria-hidden="true">{STATE_SYMBOL[state]}</span>
        {cut ? (
          <span className="attendance-cell__value">
            {cut[0] && <><span className="visually-hidden">{cut[0].trimEnd()}</span>{' '}</>}
            {value}
            {cut[1] && <>{' '}<span className="visually-hidden">{cut[1].trimStart()}</span></>}
          </span>
        ) : (
          <>
            <span className="visually-hidden">{label}</span>
            <span className="attendance-cell__value" aria-hidden="true">{value}</span>
          </>
        )}
        {pending > 0 && <span className="attendance-cell__badge" aria-hidden="true">{pending}</span>}
      </button>
    </td>
  );
}
