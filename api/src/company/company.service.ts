import { Type, type Static } from 'typebox';
import { COUNTRY_CODES, FIELD_LIMITS as L, LANGUAGES, PHONE_PATTERN, SUBSCRIPTION_PERIODS, WEBSITE_PATTERN, authority } from '../../../domain/index.ts';
import type { Principal } from '../platform/auth/principal.ts';
import type { Database } from '../platform/db/database.ts';
import { storage } from '../platform/storage.ts';
import { enableOnlyTheme, findCompany, logoFileId, themeExists, updateCompanyRow, type LogoColumn } from './company.repository.ts';
import type { CompanyRow } from './company.tables.ts';
import { ApiError, fieldError, notFound } from '../platform/errors.ts';
import { IsoDate } from '../platform/input-types.ts';
import { isTimeZone } from './time-zones.ts';
import { PlatformErrors } from '../platform/platform.errors.ts';

const Str = (max: number) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);
const DateStr = Type.Union([IsoDate(), Type.Null()]);

const Address = Type.Object({
  street1: Str(L.street), street2: Str(L.street), city: Str(L.city), state: Str(L.state), zipCode: Str(L.zipCode), country: Str(2),
});

export const CompanyDto = Type.Object({
  name: Type.String(), legalName: Str(L.legalName), taxId: Str(L.taxId), email: Str(L.email), phone: Str(L.phone), website: Str(L.website),
  taxAddress: Address,
  timezone: Type.String(), defaultLanguage: Type.String(), currency: Type.String(),
  subscriptionStart: DateStr, subscriptionEnd: DateStr, subscriptionPeriod: Type.String(),
  hasLogo: Type.Boolean(), hasMobileLogo: Type.Boolean(),
});

export const CompanyInput = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: L.companyName, pattern: '\\S' })),
  legalName: Type.Optional(Str(L.legalName)),
  taxId: Type.Optional(Str(L.taxId)),
  email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: L.email }), Type.Null()])),
  phone: Type.Optional(Type.Union([Type.String({ maxLength: L.phone, pattern: PHONE_PATTERN }), Type.Null()])),
  website: Type.Optional(Type.Union([Type.String({ maxLength: L.website, pattern: WEBSITE_PATTERN }), Type.Null()])),
  taxAddress: Type.Optional(Type.Partial(Address, { additionalProperties: false })),
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: L.timezone })),
  defaultLanguage: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l)))),
  subscriptionStart: Type.Optional(DateStr),
  subscriptionEnd: Type.Optional(DateStr),
  subscriptionPeriod: Type.Optional(Type.Union(SUBSCRIPTION_PERIODS.map((p) => Type.Literal(p)))),
}, { additionalProperties: false });
export type CompanyInput = Static<typeof CompanyInput>;

export function toCompanyDto(c: CompanyRow): Static<typeof CompanyDto> {
  return {
    name: c.name, legalName: c.legal_name, taxId: c.tax_id, email: c.email, phone: c.phone, website: c.website,
    taxAddress: {
      street1: c.tax_address_street1, street2: c.tax_address_street2, city: c.tax_address_city,
      state: c.tax_address_state, zipCode: c.tax_address_zip_code, country: c.tax_address_country,
    },
    timezone: c.timezone, defaultLanguage: c.default_language, currency: c.currency,
    subscriptionStart: c.subscription_start, subscriptionEnd: c.subscription_end, subscriptionPeriod: c.subscription_period,
    hasLogo: c.logo_file_id !== null, hasMobileLogo: c.logo_mobile_file_id !== null,
  };
}

export async function getCompany(db: Database) {
  return findCompany(db);
}

const SUBSCRIPTION_FIELDS = ['subscriptionStart', 'subscriptionEnd', 'subscriptionPeriod'] as const;

/** Company data; the subscription belongs to the vendor, so only a super administrator changes it. */
export async function updateCompany(db: Database, now: Date, caller: Principal, input: CompanyInput) {
  const touched = SUBSCRIPTION_FIELDS.find((f) => input[f] !== undefined);
  if (touched && !caller.authorities.has(authority('MODULES', 'WRITE'))) {
    throw new ApiError(403, PlatformErrors.FORBIDDEN, 'Only a super administrator changes the subscription', [{ field: touched, message: 'cannot be changed by you' }]);
  }
  if (input.timezone !== undefined && !isTimeZone(input.timezone)) throw fieldError('timezone', 'is not an IANA time zone');
  const country = input.taxAddress?.country;
  if (country && !COUNTRY_CODES.includes(country)) throw fieldError('taxAddress.country', 'is not an ISO 3166 country code');
  const current = await getCompany(db);
  const start = input.subscriptionStart !== undefined ? input.subscriptionStart : current.subscription_start;
  const end = input.subscriptionEnd !== undefined ? input.subscriptionEnd : current.subscription_end;
  if (start && end && end < start) throw fieldError('subscriptionEnd', 'must be on or after the subscription start');
  const a = input.taxAddress;
  await updateCompanyRow(db, {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.legalName !== undefined ? { legal_name: input.legalName } : {}),
    ...(input.taxId !== undefined ? { tax_id: input.taxId } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.website !== undefined ? { website: input.website } : {}),
    ...(a?.street1 !== undefined ? { tax_address_street1: a.street1 } : {}),
    ...(a?.street2 !== undefined ? { tax_address_street2: a.street2 } : {}),
    ...(a?.city !== undefined ? { tax_address_city: a.city } : {}),
    ...(a?.state !== undefined ? { tax_address_state: a.state } : {}),
    ...(a?.zipCode !== undefined ? { tax_address_zip_code: a.zipCode } : {}),
    ...(a?.country !== undefined ? { tax_address_country: a.country } : {}),
    ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
    ...(input.defaultLanguage !== undefined ? { default_language: input.defaultLanguage } : {}),
    ...(input.subscriptionStart !== undefined ? { subscription_start: input.subscriptionStart } : {}),
    ...(input.subscriptionEnd !== undefined ? { subscription_end: input.subscriptionEnd } : {}),
    ...(input.subscriptionPeriod !== undefined ? { subscription_period: input.subscriptionPeriod } : {}),
    updated_at: now,
  });
}

/** Replaces a logo with a stored upload and removes the previous file, in the route's transaction. */
export async function replaceLogo(trx: Database, now: Date, logo: { column: LogoColumn; kind: string }, upload: { content: Uint8Array; contentType: string }) {
  const previous = await logoFileId(trx, logo.column);
  const id = await storage.put(trx, logo.kind, upload.content, upload.contentType);
  await updateCompanyRow(trx, { [logo.column]: id, updated_at: now });
  if (previous !== null) await storage.remove(trx, previous);
}

/** Removes the logo (no logo shows the product's own mark); removing none is no error. In the route's transaction. */
export async function removeLogo(trx: Database, now: Date, logo: { column: LogoColumn }) {
  const previous = await logoFileId(trx, logo.column);
  if (previous === null) return;
  await updateCompanyRow(trx, { [logo.column]: null, updated_at: now });
  await storage.remove(trx, previous);
}

/** Makes theme `id` the company theme, in the route's transaction. */
export async function enableTheme(trx: Database, id: number) {
  if (!await themeExists(trx, id)) throw notFound('Theme');
  await enableOnlyTheme(trx, id);
}
