import {
  EXPIRY_NOTICE_DAYS, NOTIFICATION_AUDIENCE, renderNotification, type NotificationParams, type NotificationType,
} from '../../../domain/notifications.ts';
import { ERROR_LANGUAGES, type ErrorLanguage } from '../../../domain/error-codes.ts';
import { addDays } from '../../../domain/schedule.ts';
import { findRequest } from '../absences/absence-request.repository.ts';
import { SYSTEM_SCOPE } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import type { Mail } from '../platform/mailer.ts';
import {
  claimKeys, departmentIds, employeeFacts, keyWithPrefixExists, insertNotifications, insuranceEnding, policyEnabled, recipients, roleNames, rolesHeld, subscriptionEnd,
} from './notification.repository.ts';

/** Where the web app opens a notification: one path for everyone, or one per kind of recipient. */
export type NotificationLink = string | null | { company: string; department: string };

export interface NotifyInput {
  type: NotificationType;
  params: NotificationParams;
  /** the employee concerned: the managers of their department are reached (types for administrators and managers) */
  employeeId?: number | null;
  /** departments whose managers are reached, besides the employee's */
  departmentIds?: readonly number[];
  /** the accounts concerned (types for one account: a role given, a code) */
  accountIds?: readonly number[];
  link?: NotificationLink;
  /** who made the change: never notified of their own act */
  actorAccountId: number | null;
  now: Date;
}

/** What was stored, for the route to announce and mail once the transaction has committed (`deliver`). */
export interface NotificationBatch {
  notifications: { id: number; accountId: number }[];
  mails: Mail[];
}

export const EMPTY_BATCH: NotificationBatch = { notifications: [], mails: [] };

export const mergeBatches = (...batches: NotificationBatch[]): NotificationBatch => ({
  notifications: batches.flatMap((b) => b.notifications), mails: batches.flatMap((b) => b.mails),
});

const languageOf = (value: string | null): ErrorLanguage =>
  ((ERROR_LANGUAGES as readonly string[]).includes(value ?? '') ? value : 'en') as ErrorLanguage;

function mailOf(to: string, type: NotificationType, params: NotificationParams, language: ErrorLanguage, link: string | null, publicUrl: string): Mail {
  const { title, body } = renderNotification(type, params, language);
  return { to, subject: `Pontual: ${title}`, text: link ? `${body}\n\n${publicUrl}${link}` : body };
}

/**
 * Stores a notification for everyone the type reaches (core §6), in the caller's transaction: nothing when the type's
 * policy is disabled; never to the actor; one statement for all the rows. Mails for those whose preference asks for
 * them are composed now (in their language) and sent by the route after the commit.
 */
export async function notify(db: Database, input: NotifyInput, publicUrl = ''): Promise<NotificationBatch> {
  if (!(await policyEnabled(db, input.type))) return EMPTY_BATCH;
  const audience = NOTIFICATION_AUDIENCE[input.type];
  const departmentIds = new Set(input.departmentIds ?? []);
  if (audience === 'ADMINS_AND_MANAGERS' && input.employeeId) {
    const employee = await employeeFacts(db, input.employeeId);
    if (employee?.departmentId) departmentIds.add(employee.departmentId);
  }
  const reached = await recipients(db, {
    type: input.type,
    admins: audience !== 'ACCOUNT',
    departmentIds: audience === 'ADMINS_AND_MANAGERS' ? [...departmentIds] : [],
    accountIds: audience === 'ACCOUNT' ? input.accountIds ?? [] : [],
    exceptAccountId: input.actorAccountId,
  });
  const linkFor = (company: boolean) => {
    const link = input.link ?? null;
    return link === null || typeof link === 'string' ? link : company ? link.company : link.department;
  };
  const stored = await insertNotifications(db, reached.map((r) => ({
    accountId: r.accountId, type: input.type, params: input.params, link: linkFor(r.company), createdAt: input.now,
  })));
  const mails = reached.filter((r) => r.mail && r.email)
    .map((r) => mailOf(r.email!, input.type, input.params, languageOf(r.language), linkFor(r.company), publicUrl));
  return { notifications: stored, mails };
}

/** ABSENCE_REQUEST for a request just made: to the administrators and the managers of the requester's department. */
export async function notifyAbsenceRequested(db: Database, requestId: number, actorAccountId: number | null, now: Date, publicUrl = '') {
  const request = await findRequest(db, SYSTEM_SCOPE, requestId);
  if (!request) return EMPTY_BATCH;
  return notify(db, {
    type: 'ABSENCE_REQUEST', employeeId: request.requesterId, actorAccountId, now,
    params: { employeeName: request.requesterName, absenceType: request.absenceTypeName, from: request.firstStartDate, to: request.lastEndDate, requestId },
    link: { company: '/absences', department: '/dep-absences' },
  }, publicUrl);
}

/** SCHEDULE_CHANGE for a schedule assigned to an employee. */
export async function notifyScheduleAssigned(
  db: Database, employeeId: number, assignment: { id: number; scheduleName: string; validFrom: string; validTo: string | null },
  actorAccountId: number | null, now: Date, publicUrl = '',
) {
  const employee = await employeeFacts(db, employeeId);
  if (!employee) return EMPTY_BATCH;
  return notify(db, {
    type: 'SCHEDULE_CHANGE', employeeId, actorAccountId, now,
    params: { employeeName: employee.name, scheduleName: assignment.scheduleName, from: assignment.validFrom, to: assignment.validTo, assignmentId: assignment.id },
    link: { company: `/company/employees/${employeeId}`, department: `/dep-employees/${employeeId}` },
  }, publicUrl);
}

/** The roles the accounts hold now, to compare after a change with `notifyRolesGained`. */
export const rolesBefore = rolesHeld;

/** ROLE_DELEGATION to each account for each role it holds now and did not hold in `before`. */
export async function notifyRolesGained(
  db: Database, before: Map<number, Set<number>>, actorAccountId: number | null, now: Date, publicUrl = '',
): Promise<NotificationBatch> {
  const after = await rolesHeld(db, [...before.keys()]);
  const gained = [...after].flatMap(([accountId, roles]) => [...roles].filter((r) => !before.get(accountId)?.has(r)).map((roleId) => ({ accountId, roleId })));
  if (!gained.length) return EMPTY_BATCH;
  const names = await roleNames(db, [...new Set(gained.map((g) => g.roleId))]);
  const batches: NotificationBatch[] = [];
  for (const roleId of new Set(gained.map((g) => g.roleId))) {
    batches.push(await notify(db, {
      type: 'ROLE_DELEGATION', accountIds: gained.filter((g) => g.roleId === roleId).map((g) => g.accountId), actorAccountId, now,
      params: { roleName: names.get(roleId) ?? String(roleId), roleId }, link: '/account/user',
    }, publicUrl));
  }
  return mergeBatches(...batches);
}

/**
 * The daily look ahead (`notifications.expiry`): an insurance or the subscription ending within EXPIRY_NOTICE_DAYS of
 * `today` is announced once per item and end date (a key claimed in the same transaction), so repeated runs, or two
 * replicas, announce nothing twice; a changed end date is a new announcement.
 */
export async function expiryNotices(db: Database, today: string, now: Date, publicUrl = ''): Promise<NotificationBatch> {
  const until = addDays(today, EXPIRY_NOTICE_DAYS);
  const batches: NotificationBatch[] = [];
  const insurance = await insuranceEnding(db, today, until);
  if (insurance.length && await policyEnabled(db, 'INSURANCE_EXPIRY')) {
    const claimed = await claimKeys(db, insurance.map((i) => `INSURANCE_EXPIRY:${i.id}:${i.validTo}`), now);
    for (const i of insurance.filter((x) => claimed.has(`INSURANCE_EXPIRY:${x.id}:${x.validTo}`))) {
      const only = i.employees.length === 1 ? i.employees[0].id : null;
      batches.push(await notify(db, {
        type: 'INSURANCE_EXPIRY', actorAccountId: null, now,
        departmentIds: [...new Set(i.employees.map((e) => e.departmentId).filter((d): d is number => d !== null))],
        params: { insuranceName: i.name, date: i.validTo, covered: i.employees.length, insuranceId: i.id },
        link: only ? { company: `/company/employees/${only}`, department: `/dep-employees/${only}` } : null,
      }, publicUrl));
    }
  }
  const end = await subscriptionEnd(db);
  if (end && end >= today && end <= until && await policyEnabled(db, 'SUBSCRIPTION_EXPIRY')) {
    const key = `SUBSCRIPTION_EXPIRY:${end}`;
    if ((await claimKeys(db, [key], now)).has(key)) {
      batches.push(await notify(db, { type: 'SUBSCRIPTION_EXPIRY', actorAccountId: null, now, params: { date: end }, link: '/company/data' }, publicUrl));
    }
  }
  return mergeBatches(...batches);
}

/**
 * A new version of Pontual, announced once to administrators and department managers (NEW_UPDATE, core §3). The first
 * version an installation runs is recorded without a word: nothing is new on a fresh install.
 */
export async function updateNotice(db: Database, version: string, now: Date, publicUrl = ''): Promise<NotificationBatch> {
  if (!(await policyEnabled(db, 'NEW_UPDATE'))) return EMPTY_BATCH;
  const first = !(await keyWithPrefixExists(db, 'NEW_UPDATE:'));
  const key = `NEW_UPDATE:${version}`;
  if (!(await claimKeys(db, [key], now)).has(key) || first) return EMPTY_BATCH;
  return notify(db, { type: 'NEW_UPDATE', actorAccountId: null, now, departmentIds: await departmentIds(db), params: { version }, link: null }, publicUrl);
}
