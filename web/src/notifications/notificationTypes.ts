/** The eight notification types of core §3, in their order (schema/notifications.graphql). */
export const NOTIFICATION_TYPES = [
  'ABSENCE_REQUEST', 'SALARY_REVIEW', 'SCHEDULE_CHANGE', 'SUBSCRIPTION_EXPIRY', 'INSURANCE_EXPIRY', 'ROLE_DELEGATION', 'OTP_CODE', 'NEW_UPDATE',
] as const;

export type NotificationTypeName = (typeof NOTIFICATION_TYPES)[number];

/** Orders a list by the types' order; a type this app does not know yet goes last. */
export const typeOrder = (type: string): number => {
  const i = (NOTIFICATION_TYPES as readonly string[]).indexOf(type);
  return i === -1 ? NOTIFICATION_TYPES.length : i;
};
