import { Type } from 'typebox';
import { NOTIFICATION_TYPES, isNotificationType, renderNotification, type NotificationType } from '../../../domain/notifications.ts';
import type { ErrorLanguage } from '../../../domain/error-codes.ts';
import type { InboxRow } from './notification.repository.ts';

export const NotificationTypeSchema = Type.Unsafe<NotificationType>({ type: 'string', enum: [...NOTIFICATION_TYPES], description: 'one of the 8 types of core §3, numbered 1–8 in this order' });

export const NotificationDto = Type.Object({
  id: Type.Integer(),
  type: NotificationTypeSchema,
  title: Type.String({ description: 'in the Accept-Language (en, pt, fr), parameters filled' }),
  body: Type.String({ description: 'in the Accept-Language (en, pt, fr), parameters filled' }),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]), { description: 'what the text is made of (names, ISO dates, ids)' }),
  link: Type.Union([Type.String(), Type.Null()], { description: 'where the web app opens it' }),
  createdAt: Type.String({ format: 'date-time' }),
  readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const NotificationPolicyDto = Type.Object({
  id: Type.Integer({ description: 'the type\'s number, 1–8' }), type: NotificationTypeSchema, enabled: Type.Boolean(),
});

export const NotificationPreferenceDto = Type.Object({ type: NotificationTypeSchema, mail: Type.Boolean() });

const iso = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value).toISOString());

export function toNotificationDto(row: InboxRow, language: ErrorLanguage) {
  const type = (isNotificationType(row.type) ? row.type : 'NEW_UPDATE') as NotificationType;
  const params = row.params ?? {};
  return { id: row.id, type, ...renderNotification(type, params, language), params, link: row.link, createdAt: iso(row.createdAt as Date)!, readAt: iso(row.readAt as Date | null) };
}
