import type { TFunction } from 'i18next';
import { NETWORK_ERROR, type NormalizedError } from './normalizeError.ts';
import { refusalMessage } from './refusalMessage.ts';

export interface MessageContext {
  /** The error happened while loading a page (a route's data or code). */
  pageLoad?: boolean;
}

/**
 * The user-facing rules of core §8, in order: sub-errors one by one; a non-500 server message, in the user's language
 * when its code is in the error catalogue ('Unexpected error' is the generic text); the network text; the
 * page-loading text; the unexpected text.
 */
export function userFacingMessages(error: NormalizedError, t: TFunction, context: MessageContext = {}): string[] {
  if (error.kind === 'response' && error.subErrors.length) {
    return error.subErrors.map((s) => (s.field && !/^[A-Z]/.test(s.message) ? `${lastSegment(s.field)}: ${s.message}` : s.message));
  }
  if (error.kind === 'response' && error.status !== 500 && error.serverMessage) {
    return [isGeneric(error.serverMessage) ? t('errors.unexpected') : refusalMessage(error.code, error.serverMessage, t)];
  }
  if (error.message === NETWORK_ERROR) return [t('errors.network')];
  if (context.pageLoad) return [t('errors.pageLoading')];
  return [t('errors.unexpected')];
}

function isGeneric(message: string): boolean {
  return message.replace(/[.!]+$/, '').trim().toLowerCase() === 'unexpected error';
}

function lastSegment(field: string): string {
  return field.split('.').pop() ?? field;
}
