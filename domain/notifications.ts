/**
 * Notifications (core §3, §6; extended §3 "Notification policy"; issue #17): the eight types, numbered 1–8 in the
 * order of the specification, who receives each, and their texts in en, pt and fr. Pure: the API renders a stored
 * notification (type + parameters) in the reader's language when it is read, and the mail in the recipient's.
 */
import type { ErrorLanguage } from './error-codes.ts';

export const NOTIFICATION_TYPES = [
  'ABSENCE_REQUEST', 'SALARY_REVIEW', 'SCHEDULE_CHANGE', 'SUBSCRIPTION_EXPIRY', 'INSURANCE_EXPIRY', 'ROLE_DELEGATION',
  'OTP_CODE', 'NEW_UPDATE',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The type's number (1–8), which is also its notification policy's id. */
export const notificationTypeId = (type: NotificationType): number => NOTIFICATION_TYPES.indexOf(type) + 1;
export const notificationTypeOf = (id: number): NotificationType | undefined => NOTIFICATION_TYPES[id - 1];
export const isNotificationType = (value: string): value is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(value);

/**
 * Who receives a type (core §6, extended §7): `ADMINS` the accounts with company-wide authority (ADMIN, SUPER_ADMIN);
 * `ADMINS_AND_MANAGERS` those and the managers of the concerned employee's department; `ACCOUNT` the account concerned
 * (the one given a role, the one a code is for). Never the actor of the change.
 */
export type NotificationAudience = 'ADMINS' | 'ADMINS_AND_MANAGERS' | 'ACCOUNT';
export const NOTIFICATION_AUDIENCE: Record<NotificationType, NotificationAudience> = {
  ABSENCE_REQUEST: 'ADMINS_AND_MANAGERS',
  SALARY_REVIEW: 'ADMINS_AND_MANAGERS',
  SCHEDULE_CHANGE: 'ADMINS_AND_MANAGERS',
  SUBSCRIPTION_EXPIRY: 'ADMINS',
  INSURANCE_EXPIRY: 'ADMINS_AND_MANAGERS',
  ROLE_DELEGATION: 'ACCOUNT',
  OTP_CODE: 'ACCOUNT',
  NEW_UPDATE: 'ADMINS_AND_MANAGERS',
};

/** The daily job announces an insurance or the subscription ending within this many days (once per item and end date). */
export const EXPIRY_NOTICE_DAYS = 30;

export type NotificationParams = Record<string, string | number | null>;
interface Text { title: string; body: string }

/** Parameters are written `{{name}}`; ISO dates among them are shown DD/MM/YYYY, as everywhere (core §5). */
export const NOTIFICATION_TEXTS: Record<NotificationType, Record<ErrorLanguage, Text>> = {
  ABSENCE_REQUEST: {
    en: { title: 'Absence request', body: '{{employeeName}} requested {{absenceType}} from {{from}} to {{to}}.' },
    pt: { title: 'Pedido de ausência', body: '{{employeeName}} pediu {{absenceType}} de {{from}} a {{to}}.' },
    fr: { title: 'Demande d\'absence', body: '{{employeeName}} a demandé {{absenceType}} du {{from}} au {{to}}.' },
  },
  SALARY_REVIEW: {
    en: { title: 'Salary review', body: 'The salary of {{employeeName}} is due for review on {{date}}.' },
    pt: { title: 'Revisão salarial', body: 'O salário de {{employeeName}} deve ser revisto em {{date}}.' },
    fr: { title: 'Révision salariale', body: 'Le salaire de {{employeeName}} est à réviser le {{date}}.' },
  },
  SCHEDULE_CHANGE: {
    en: { title: 'Schedule change', body: '{{employeeName}} works on the schedule {{scheduleName}} from {{from}}.' },
    pt: { title: 'Alteração de horário', body: '{{employeeName}} trabalha com o horário {{scheduleName}} a partir de {{from}}.' },
    fr: { title: 'Changement d\'horaire', body: '{{employeeName}} travaille selon l\'horaire {{scheduleName}} à partir du {{from}}.' },
  },
  SUBSCRIPTION_EXPIRY: {
    en: { title: 'Subscription expiry', body: 'The company\'s subscription ends on {{date}}.' },
    pt: { title: 'Fim da subscrição', body: 'A subscrição da empresa termina em {{date}}.' },
    fr: { title: 'Fin de l\'abonnement', body: 'L\'abonnement de l\'entreprise se termine le {{date}}.' },
  },
  INSURANCE_EXPIRY: {
    en: { title: 'Insurance expiry', body: 'The insurance {{insuranceName}} ends on {{date}}; it covers {{covered}} employee(s).' },
    pt: { title: 'Fim de seguro', body: 'O seguro {{insuranceName}} termina em {{date}}; abrange {{covered}} colaborador(es).' },
    fr: { title: 'Fin d\'assurance', body: 'L\'assurance {{insuranceName}} se termine le {{date}} ; elle couvre {{covered}} employé(s).' },
  },
  ROLE_DELEGATION: {
    en: { title: 'New role', body: 'You were given the role {{roleName}}.' },
    pt: { title: 'Nova função', body: 'Foi-lhe atribuída a função {{roleName}}.' },
    fr: { title: 'Nouveau rôle', body: 'Le rôle {{roleName}} vous a été attribué.' },
  },
  OTP_CODE: {
    en: { title: 'Verification code', body: 'Your verification code is {{code}}.' },
    pt: { title: 'Código de verificação', body: 'O seu código de verificação é {{code}}.' },
    fr: { title: 'Code de vérification', body: 'Votre code de vérification est {{code}}.' },
  },
  NEW_UPDATE: {
    en: { title: 'New update', body: 'Pontual {{version}} is available.' },
    pt: { title: 'Nova atualização', body: 'O Pontual {{version}} está disponível.' },
    fr: { title: 'Nouvelle mise à jour', body: 'Pontual {{version}} est disponible.' },
  },
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const shown = (value: string | number | null | undefined) => {
  if (value === null || value === undefined) return '';
  const date = ISO_DATE.exec(String(value));
  return date ? `${date[3]}/${date[2]}/${date[1]}` : String(value);
};

/** The title and body of a notification in `language`; a missing parameter renders empty. */
export function renderNotification(type: NotificationType, params: NotificationParams, language: ErrorLanguage): Text {
  const text = NOTIFICATION_TEXTS[type][language] ?? NOTIFICATION_TEXTS[type].en;
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_, name: string) => shown(params[name]));
  return { title: fill(text.title), body: fill(text.body) };
}
