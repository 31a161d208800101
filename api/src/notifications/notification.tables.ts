import type { ColumnType } from 'kysely';
import type { Generated, Timestamp } from '../platform/db/column-types.ts';

/** api/migrations/0022_notifications.ts */
export interface NotificationPoliciesTable {
  /** the type's number, 1–8 */
  id: number;
  type: string;
  enabled: Generated<boolean>;
}

export interface NotificationsTable {
  id: Generated<number>;
  account_id: number;
  type: string;
  params: ColumnType<Record<string, string | number | null>, string, string>;
  link: string | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export interface NotificationPreferencesTable {
  account_id: number;
  type: string;
  mail: Generated<boolean>;
}

export interface NotificationKeysTable {
  key: string;
  created_at: Timestamp;
}

export interface NotificationTables {
  notification_policies: NotificationPoliciesTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_keys: NotificationKeysTable;
}
