import { FIELD_LIMITS } from '../../../domain/field-limits.ts';

/** The API's limits for these texts (one table, `domain/field-limits.ts`), which the forms apply first. */
export const TEXT_LIMITS = { bannerText: FIELD_LIMITS.bannerText, textKey: FIELD_LIMITS.textKey, textValue: FIELD_LIMITS.textValue } as const;
