import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Clock refusals (core §4, §8; issue #13); texts in domain/error-codes.ts. */
export const ClockErrors = {
  SAME_TYPE_AS_PREVIOUS: 'SAME_TYPE_AS_PREVIOUS',
  DURING_SHIFT: 'DURING_SHIFT',
  LOCATION_REQUIRED: 'LOCATION_REQUIRED',
  OUTSIDE_GEOFENCE: 'OUTSIDE_GEOFENCE',
  CLOCK_DELETED: 'CLOCK_DELETED',
  WRONG_PIN: 'WRONG_PIN',
  KIOSK_PIN_LOCKED: 'KIOSK_PIN_LOCKED',
  KIOSK_SIGNED_OUT: 'KIOSK_SIGNED_OUT',
} as const satisfies Record<string, ErrorCode>;
