import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { FIELD_LIMITS } from '../../../domain/field-limits.ts';
import { displayDate, displayDateNotBefore, formatDisplayDate, parseDisplayDate } from '../../../domain/dates.rules.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import type { PeriodFacts } from './myAbsenceWords.ts';

/** The API's bounds of a request (domain/field-limits.ts): periods per request, comment length. */
export const MAX_PERIODS = FIELD_LIMITS.absencePeriods;
export const MAX_COMMENT = FIELD_LIMITS.absenceComment;

export type DayPeriod = 'MORNING' | 'AFTERNOON';

/** A period kept as it was when it is a time within the day: this form does not offer those, but keeps them on edit. */
interface WithinDay { coverage: 'FULL' | 'PERIOD'; startTime: string; endTime: string }

export interface PeriodValues {
  /** React's key for the row: never sent */
  key: string;
  from: string;
  to: string;
  halfDay: boolean;
  dayPeriod: DayPeriod;
  withinDay: WithinDay | null;
}

export interface RequestValues {
  absenceTypeId: string;
  /** a subtype's databaseId as text; '' for none */
  subtypeId: string;
  periods: PeriodValues[];
  comment: string;
}

/** The request being edited, as its card read it. */
export interface EditTarget {
  id: string;
  absenceTypeId: string | null;
  absenceTypeName: string;
  subtypeName: string | null;
  userComment: string | null;
  periods: readonly (PeriodFacts & { readonly numberOfDays: number })[];
}

let keys = 0;
const nextKey = () => `p${(keys += 1)}`;

export const emptyPeriod = (): PeriodValues => ({ key: nextKey(), from: '', to: '', halfDay: false, dayPeriod: 'MORNING', withinDay: null });

function periodValues(p: EditTarget['periods'][number]): PeriodValues {
  const withinDay = p.dayScope === 'PERIOD_IN_DAY' && p.startTime && p.endTime
    ? { coverage: p.coverage === 'PERIOD' ? 'PERIOD' as const : 'FULL' as const, startTime: p.startTime, endTime: p.endTime } : null;
  return {
    key: nextKey(), from: formatDisplayDate(p.validFrom), to: formatDisplayDate(p.validTo), halfDay: !withinDay && p.coverage === 'PERIOD',
    dayPeriod: p.dayPeriod === 'AFTERNOON' ? 'AFTERNOON' : 'MORNING', withinDay,
  };
}

export interface TypeOption { id: string; databaseId: number; name: string; calendarDays: boolean; subtypes: readonly { databaseId: number; name: string }[] }

/**
 * A new request starts on the first type (the API lists Holidays first); an edited one shows what it holds. The graph
 * names a request's subtype but not its id, so it is found by name among its type's subtypes.
 */
export function initialValues(types: readonly TypeOption[], target: EditTarget | null): RequestValues {
  if (!target) return { absenceTypeId: types[0]?.id ?? '', subtypeId: '', periods: [emptyPeriod()], comment: '' };
  const type = types.find((x) => x.id === target.absenceTypeId) ?? types.find((x) => x.name === target.absenceTypeName);
  const subtype = type?.subtypes.find((s) => s.name === target.subtypeName);
  // Periods cut at 31/12 by the API come back as two; they are shown as stored.
  return {
    absenceTypeId: type?.id ?? '', subtypeId: subtype ? String(subtype.databaseId) : '', periods: target.periods.map(periodValues),
    comment: target.userComment ?? '',
  };
}

/** A period as the API takes it, for the dates typed. */
export function periodInput(p: PeriodValues) {
  const validFrom = parseDisplayDate(p.from) ?? '';
  const validTo = parseDisplayDate(p.to) ?? '';
  if (p.withinDay) {
    return { validFrom, validTo, coverage: p.withinDay.coverage, dayScope: 'PERIOD_IN_DAY' as const, startTime: p.withinDay.startTime, endTime: p.withinDay.endTime };
  }
  if (p.halfDay) return { validFrom, validTo, coverage: 'PERIOD' as const, dayScope: 'FULL_DAY' as const, dayPeriod: p.dayPeriod };
  return { validFrom, validTo, coverage: 'FULL' as const, dayScope: 'FULL_DAY' as const };
}

/** The fields the API and the gateway share with the create and edit inputs. */
export function requestInput(v: RequestValues) {
  return {
    absenceTypeId: v.absenceTypeId,
    subtypeId: v.subtypeId ? Number(v.subtypeId) : null,
    periods: v.periods.map(periodInput),
    userComment: v.comment.trim() || null,
  };
}

export function requestSchema(t: TFunction) {
  const m = ruleMessages(t);
  return yup.object({
    absenceTypeId: yup.string().required(m('required')),
    subtypeId: yup.string().default(''),
    periods: yup.array(yup.object({
      from: displayDate(m).required(m('required')),
      to: displayDateNotBefore(m, 'from', t('myAbsences.dialog.from')).required(m('required')),
    })).min(1).max(MAX_PERIODS),
    comment: yup.string().default('').max(MAX_COMMENT, m('maxLength', { max: MAX_COMMENT })),
  });
}
