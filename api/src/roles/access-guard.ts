import { actsForVendor } from '../../../domain/index.ts';
import type { Principal } from '../platform/auth/principal.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, forbidden } from '../platform/errors.ts';
import { accountsHoldingRoles, activeAuthoritiesOf, lockAccessControl, vendorRoleIds } from './role.repository.ts';

export const ACCESS_ERRORS = {
  /** an administrator tried to grant, change or withdraw super-administrator access */
  SUPER_ADMIN_REQUIRED: 'SUPER_ADMIN_REQUIRED',
  /** the caller lost the authority the call needs while the call waited for the lock */
  ACCESS_CHANGED: 'ACCESS_CHANGED',
} as const;

/** What a change of access may do, known under the lock of `guardAccessChange`. */
export interface AccessGuard {
  /** the caller is a super administrator (holds every vendor authority) */
  readonly callerIsVendor: boolean;
  /** roles whose holders are super administrators (SUPER_ADMIN, and any role holding a vendor authority) */
  readonly vendorRoles: ReadonlySet<number>;
  /** Refuses unless the caller is a super administrator; `what` completes "Only a super administrator can …". */
  requireVendor(what: string, field?: string): void;
  /** Refuses a caller who is not a super administrator when any of the accounts is a super administrator's. */
  protectVendorAccounts(accountIds: number[], what: string, field?: (accountId: number) => string): Promise<void>;
}

export function superAdminRequired(what: string, field?: string): ApiError {
  return new ApiError(403, ACCESS_ERRORS.SUPER_ADMIN_REQUIRED, `Only a super administrator can ${what}`,
    field ? [{ field, message: 'needs a super administrator' }] : []);
}

/**
 * Opens the critical section of a change to who may do what. Call first in the transaction: it takes the
 * access-control lock (so last-administrator checks see every earlier change), then re-reads the caller's
 * authorities under it, because a concurrent change may have demoted the caller after the route let them in.
 */
export async function guardAccessChange(db: Database, caller: Principal, required: string): Promise<AccessGuard> {
  await lockAccessControl(db);
  const authorities = await activeAuthoritiesOf(db, caller.accountId);
  if (!authorities.has(required)) {
    throw forbidden('Your access changed while this request was waiting; nothing was changed', ACCESS_ERRORS.ACCESS_CHANGED);
  }
  const callerIsVendor = actsForVendor(authorities);
  const vendorRoles = await vendorRoleIds(db);
  return {
    callerIsVendor,
    vendorRoles,
    requireVendor(what, field) {
      if (!callerIsVendor) throw superAdminRequired(what, field);
    },
    async protectVendorAccounts(accountIds, what, field) {
      if (callerIsVendor || !accountIds.length) return;
      const vendors = await accountsHoldingRoles(db, accountIds, vendorRoles);
      const first = accountIds.find((id) => vendors.has(id));
      if (first !== undefined) throw superAdminRequired(what, field?.(first));
    },
  };
}
