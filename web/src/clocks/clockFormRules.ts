import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { displayDate } from '../../../domain/dates.rules.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The date, time and reason rules the clock dialogs share: a real DD/MM/YYYY, an HH:mm, a reason said. */
export function clockFormRules(t: TFunction, reasonRequired: string) {
  const messages = ruleMessages(t);
  return {
    date: displayDate(messages).test('required', messages('required'), (v) => !!v?.trim()),
    time: yup.string().default('').required(messages('required')).matches(TIME, t('clocks.rules.time')),
    reason: yup.string().default('').trim().required(reasonRequired).max(500, messages('maxLength', { max: 500 })),
  };
}
