import { Type } from 'typebox';
import { FreeText } from '../platform/input-types.ts';
import { FIELD_LIMITS } from '../../../domain/index.ts';

/** Texts people type here: one table (domain/field-limits.ts), read by the web form too. */
const SUPPORT_LIMITS = { bannerText: FIELD_LIMITS.bannerText, textKey: FIELD_LIMITS.textKey, textValue: FIELD_LIMITS.textValue };

export const LANGUAGES = ['en', 'pt', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const Audience = Type.Union([Type.Literal('EVERYONE'), Type.Literal('ADMINISTRATORS')], { description: 'ADMINISTRATORS: shown only to ADMIN and SUPER_ADMIN accounts' });
export const Severity = Type.Union([Type.Literal('INFO'), Type.Literal('WARNING')]);
export const LanguageSchema = Type.Union([Type.Literal('en'), Type.Literal('pt'), Type.Literal('fr')]);
const Instant = Type.String({ format: 'date-time', maxLength: 40 });
const BannerText = Type.Union([FreeText(SUPPORT_LIMITS.bannerText), Type.Null()]);

export const BannerTexts = Type.Object({
  en: Type.Union([Type.String(), Type.Null()]), pt: Type.Union([Type.String(), Type.Null()]), fr: Type.Union([Type.String(), Type.Null()]),
});

export const BannerDto = Type.Object({
  id: Type.Integer(),
  texts: BannerTexts,
  startsAt: Instant,
  endsAt: Instant,
  audience: Audience,
  severity: Severity,
  updatedAt: Instant,
});

export const BannerInput = Type.Object({
  texts: Type.Object({ en: Type.Optional(BannerText), pt: Type.Optional(BannerText), fr: Type.Optional(BannerText) },
    { additionalProperties: false, description: 'at least one language; a missing one shows the English, else another' }),
  startsAt: Instant,
  endsAt: Type.String({ format: 'date-time', maxLength: 40, description: 'after startsAt; the banner shows until then (excluded)' }),
  audience: Audience,
  severity: Type.Optional(Severity),
}, { additionalProperties: false });

export const BannerUpdate = Type.Partial(BannerInput, { additionalProperties: false });

/** `namespace:group.key`, as the web app's i18next keys (`shell:menu.clocks`). */
export const TextKey = Type.String({
  minLength: 3, maxLength: SUPPORT_LIMITS.textKey, pattern: '^[a-z][a-z0-9-]*:[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+){0,9}$',
  description: 'an i18n key of the web app: namespace, colon, dotted path (shell:menu.clocks)',
});
const TextValue = Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.textValue, pattern: '\\S' });

export const TextOverrideDto = Type.Object({
  id: Type.Integer(), language: LanguageSchema, key: Type.String(), value: Type.String(), updatedAt: Instant,
});
export const TextOverrideInput = Type.Object({ language: LanguageSchema, key: TextKey, value: TextValue }, { additionalProperties: false });
export const TextOverrideUpdate = Type.Object({ value: TextValue }, { additionalProperties: false });
export const TextOverrideQuery = Type.Object({ language: Type.Optional(LanguageSchema) }, { additionalProperties: false });

/** i18next resources: per language, per namespace, the nested texts that replace the bundled ones. */
const Texts = Type.Record(Type.String(), Type.Unknown(), { description: 'namespace → nested keys → text (i18next resources)' });
export const WeblangDto = Type.Object({
  tenant: Type.String({ description: 'the company id' }),
  bannerContents: Type.Array(BannerDto, { description: 'current banners the caller may see, newest first' }),
  langKeys: Type.Object({ en: Texts, pt: Texts, fr: Texts }),
});

export const SupportSettingsDto = Type.Object({
  tenant: Type.String({ description: 'the company id: the {tenant} of GET /weblang/{tenant}' }),
  supportUrl: Type.Union([Type.String(), Type.Null()], { description: 'SUPPORT_URL: an external support service the web app reads weblang from instead' }),
});
