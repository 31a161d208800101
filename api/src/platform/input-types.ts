import { Type, type TSchemaOptions } from 'typebox';

/** PostgreSQL `integer` (int4), the type of every id and stored whole number: a larger value is refused as input. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

/** A database id: 1 to 2,147,483,647 (a serial column). */
export const Id = Type.Integer({ minimum: 1, maximum: INT32_MAX });

/** A whole number stored in an `integer` column; narrower bounds may be given. */
export const Int32 = (options: { minimum?: number; maximum?: number } & TSchemaOptions = {}) =>
  Type.Integer({ minimum: INT32_MIN, maximum: INT32_MAX, ...options });

/** `YYYY-MM-DD`, a real day from 1900-01-01 to 2999-12-31 (the `date` format of validation.ts). */
export const IsoDate = (options: TSchemaOptions = {}) => Type.String({ format: 'date', maxLength: 10, ...options });

/**
 * Multi-line free text (descriptions, comments): keeps tabs and line breaks, refuses NUL and other control
 * characters. Every other string is one line of text (domain/text.rules.ts).
 */
export const FreeText = (maxLength: number) => Type.String({ maxLength, 'x-text': 'text' });
