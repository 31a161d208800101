import type { TFunction } from 'i18next';
import type { RuleMessages } from '../../../../domain/messages.rules.ts';

/** The shared rules' messages in the user's language (`validation.*`). */
export function ruleMessages(t: TFunction): RuleMessages {
  return (key, params) => t(`validation.${key}`, params ?? {});
}
