import * as yup from 'yup';
import { FIELD_LIMITS as L } from './field-limits.ts';
import type { RuleMessages } from './messages.rules.ts';

/** A site's radius when none is chosen, in meters (the API's default too). */
export const DEFAULT_SITE_RADIUS_M = 100;

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

/** A decimal typed in a text field (dot or comma), within `range`. */
function decimalIn(m: RuleMessages, range: { min: number; max: number }) {
  const parsed = (v: string | undefined) => Number((v ?? '').trim().replace(',', '.'));
  return yup.string().default('').trim().required(m('required'))
    .test('range', m('range', range), (v) => DECIMAL.test((v ?? '').replace(',', '.')) && parsed(v) >= range.min && parsed(v) <= range.max);
}

/** The site form (extended §3): the same limits as the API's site input (FIELD_LIMITS). */
export function siteFormSchema(m: RuleMessages) {
  return yup.object({
    name: yup.string().default('').trim().required(m('required')).max(L.siteName, m('maxLength', { max: L.siteName })),
    address: yup.string().default('').trim().max(L.siteAddress, m('maxLength', { max: L.siteAddress })),
    latitude: decimalIn(m, L.latitude),
    longitude: decimalIn(m, L.longitude),
    radius: yup.string().default(String(DEFAULT_SITE_RADIUS_M)).trim().required(m('required'))
      .test('integer', m('integer'), (v) => /^\d+$/.test(v ?? ''))
      .test('range', m('range', L.siteRadius), (v) => !/^\d+$/.test(v ?? '') || (Number(v) >= L.siteRadius.min && Number(v) <= L.siteRadius.max)),
    timeZone: yup.string().default('').trim().max(L.timezone, m('maxLength', { max: L.timezone })),
  });
}

/** What the address search accepts: 3 characters other than spaces (the API answers 400 below). */
export const canSearchAddress = (query: string) => query.replace(/\s/g, '').length >= L.siteSearchQuery.min;
