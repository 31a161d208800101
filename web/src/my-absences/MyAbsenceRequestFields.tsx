import { useEffect, useMemo, type MutableRefObject } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { HOLIDAYS_ABSENCE_TYPE_ID } from '../../../domain/work-items.ts';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { MyAbsenceDayCount } from './MyAbsenceDayCount.tsx';
import { MyAbsencePeriodsField } from './MyAbsencePeriodsField.tsx';
import type { EditTarget, RequestValues, TypeOption } from './myAbsenceForm.ts';
import { useMyAbsenceDayCount, type DayCount } from './useMyAbsenceDayCount.ts';

interface Props {
  types: readonly TypeOption[];
  employeeId: string;
  target: EditTarget | null;
  /** the latest count, for the words of a balance refusal */
  counted: MutableRefObject<DayCount>;
}

/** An edited Holidays request's own days per year: the balance read already holds them as pending. */
function previousDays(types: readonly TypeOption[], target: EditTarget | null): Map<number, number> {
  const out = new Map<number, number>();
  const type = target && (types.find((x) => x.id === target.absenceTypeId) ?? types.find((x) => x.name === target.absenceTypeName));
  if (!target || type?.databaseId !== HOLIDAYS_ABSENCE_TYPE_ID) return out;
  for (const p of target.periods) out.set(Number(p.validFrom.slice(0, 4)), (out.get(Number(p.validFrom.slice(0, 4))) ?? 0) + p.numberOfDays);
  return out;
}

/** The type (Holidays first), its subtype when it has some, the periods, and the live count of what is typed. */
export function MyAbsenceRequestFields({ types, employeeId, target, counted }: Props) {
  const { t } = useTranslation('my-absences');
  const { values, setFieldValue } = useFormikContext<RequestValues>();
  const type = types.find((x) => x.id === values.absenceTypeId);
  const holidays = type?.databaseId === HOLIDAYS_ABSENCE_TYPE_ID;
  const calendar = !!type?.calendarDays;
  const count = useMyAbsenceDayCount({ employeeId, periods: values.periods, calendar, withBalance: holidays });
  useEffect(() => { counted.current = count; });
  const previous = useMemo(() => previousDays(types, target), [types, target]);
  return (
    <>
      <SelectField name="absenceTypeId" label={t('myAbsences.dialog.type')} options={types.map((x) => ({ value: x.id, label: x.name }))}
        onChange={(e) => { void setFieldValue('absenceTypeId', e.target.value); void setFieldValue('subtypeId', '', false); }} />
      {type && type.subtypes.length > 0 && (
        <SelectField name="subtypeId" label={t('myAbsences.dialog.subtype')} emptyLabel={t('myAbsences.dialog.noSubtype')}
          options={type.subtypes.map((s) => ({ value: String(s.databaseId), label: s.name }))} />
      )}
      <MyAbsencePeriodsField />
      <MyAbsenceDayCount count={count} calendar={calendar} holidays={holidays} previous={previous} />
    </>
  );
}
