import type { ResponseOf } from '../platform/rest-contract.ts';
import type { Connection } from '../platform/relay.ts';

/** From the generated REST contract: no field is listed here. */
export type NotificationDto = ResponseOf<'/notifications/{id}', 'get'>;
export type NotificationPolicyDto = Exclude<ResponseOf<'/notification-policies', 'get'>, undefined>['content'][number];
export type NotificationPreferenceDto = ResponseOf<'/notification-preferences', 'get'>[number];
/** A page of the inbox; `unreadCount` is its own call, made only when asked for. */
export type NotificationConnectionModel = Connection<NotificationDto>;
