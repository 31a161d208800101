import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_organisation.ts';
import * as m0003 from './0003_list_indexes.ts';
import * as m0004 from './0004_work_items.ts';
import * as m0005 from './0005_sign_in_security.ts';
import * as m0006 from './0006_unique_employee_email.ts';
import * as m0007 from './0007_cascades.ts';
import * as m0008 from './0008_principal_invalidation.ts';
import * as m0009 from './0009_name_order.ts';
import * as m0011 from './0011_sites.ts';
import * as m0012 from './0012_clock_policies.ts';
import * as m0013 from './0013_schedules.ts';
import * as m0014 from './0014_clocks.ts';
import * as m0015 from './0015_clock_selfies.ts';
import * as m0016 from './0016_clock_sequence.ts';
import * as m0017 from './0017_attendance.ts';
import * as m0018 from './0018_payroll_periods.ts';
import * as m0019 from './0019_extra_hour_rules.ts';
import * as m0020 from './0020_inconsistency_review.ts';
import * as m0021 from './0021_absences.ts';
import * as m0022 from './0022_notifications.ts';
import * as m0023 from './0023_account_invitations.ts';
import * as m0024 from './0024_api_tokens.ts';
import * as m0025 from './0025_tenant_texts.ts';
import * as m0026 from './0026_experiments.ts';
import * as m0027 from './0027_end_date_ends_sessions.ts';

/** Every migration, in order. A new migration is a new file listed here. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_organisation': m0002,
  '0003_list_indexes': m0003,
  '0004_work_items': m0004,
  '0005_sign_in_security': m0005,
  '0006_unique_employee_email': m0006,
  '0007_cascades': m0007,
  '0008_principal_invalidation': m0008,
  '0009_name_order': m0009,
  '0011_sites': m0011,
  '0012_clock_policies': m0012,
  '0013_schedules': m0013,
  '0014_clocks': m0014,
  '0015_clock_selfies': m0015,
  '0016_clock_sequence': m0016,
  '0017_attendance': m0017,
  '0018_payroll_periods': m0018,
  '0019_extra_hour_rules': m0019,
  '0020_inconsistency_review': m0020,
  '0021_absences': m0021,
  '0022_notifications': m0022,
  '0023_account_invitations': m0023,
  '0024_api_tokens': m0024,
  '0025_tenant_texts': m0025,
  '0026_experiments': m0026,
  '0027_end_date_ends_sessions': m0027,
};
