/**
 * Validation messages of the shared form rules. Rules name a key and its parameters; the web app passes its
 * translator (i18next `validation.*` keys), the API may use the English defaults.
 */
export type RuleKey =
  | 'required' | 'email' | 'maxLength' | 'dateFormat' | 'dateNotReal' | 'dateNotBefore' | 'integer' | 'range' | 'phone'
  | 'countryCode' | 'oneOf' | 'year' | 'website';

export type RuleMessages = (key: RuleKey, params?: Record<string, string | number>) => string;

/** The English texts: the API's defaults and the web's `validation` namespace in English. */
export const ENGLISH_RULE_MESSAGES: Record<RuleKey, string> = {
  required: 'This field is required.',
  email: 'Enter a valid e-mail address.',
  maxLength: 'At most {{max}} characters.',
  dateFormat: 'Enter a date as DD/MM/YYYY.',
  dateNotReal: 'This date does not exist.',
  dateNotBefore: 'This date cannot be before {{other}}.',
  integer: 'Enter a whole number.',
  range: 'Enter a value from {{min}} to {{max}}.',
  phone: 'Digits, spaces and + ( ) . / - only.',
  countryCode: 'Choose a country.',
  oneOf: 'Choose one of the options.',
  year: 'Enter a year from {{min}} to {{max}}.',
  website: 'Enter a web address such as www.example.com.',
};

export const englishRuleMessages: RuleMessages = (key, params = {}) =>
  ENGLISH_RULE_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
