import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DAYS_RANGE, yearlyDaysSchema } from './yearlyDaysSchema.ts';

/** The days rules with their messages in the user's language. */
export function useDaysSchema() {
  const { t } = useTranslation('yearly-time');
  return useMemo(() => yearlyDaysSchema({
    number: t('yearlyTime.rules.number'), half: t('yearlyTime.rules.half'),
    range: t('yearlyTime.rules.range', DAYS_RANGE), oneRequired: t('yearlyTime.rules.oneRequired'),
  }), [t]);
}
