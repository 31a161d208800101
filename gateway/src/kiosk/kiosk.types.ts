import type { ResponseOf } from '../platform/rest-contract.ts';

/** A terminal as `GET /terminal/{id}` and `GET /kiosk` answer it, from the generated REST contract. */
export type TerminalDto = ResponseOf<'/terminal/{id}', 'get'>;

/** A clock recorded at the kiosk (`POST /kiosk/clocks`); the kiosk shows only part of it. */
export type KioskClockDto = ResponseOf<'/kiosk/clocks', 'post'>;
