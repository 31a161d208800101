import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './mailer.ts';
import type { TokenService } from './auth/tokens.ts';
import type { WorkdayDrainer } from '../attendance/workday-drainer.ts';
import type { LiveBus } from './live/live-bus.ts';

/** What route modules need, built once by `buildApp`. */
export interface AppContext {
  db: Database;
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  /** the current time; tests move it to check lock periods */
  now: () => Date;
  /** recomputes queued employee-days in the background (attendance) */
  workdays: WorkdayDrainer;
  /** events for the live stream (`GET /api/live`): publish after the change commits */
  live: LiveBus;
}
