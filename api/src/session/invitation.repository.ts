import type { Database } from '../platform/db/database.ts';

/** The account an invitation is for, with the addresses it may be mailed to. */
export function invitationTarget(db: Database, accountId: number) {
  return db.selectFrom('accounts as a').leftJoin('employees as e', 'e.id', 'a.employee_id')
    .select(['a.id', 'a.username', 'a.password_set', 'e.email', 'e.personal_email', 'e.name'])
    .where('a.id', '=', accountId).executeTakeFirst();
}

/** Issues the one outstanding invitation of the account, voiding (as used) any earlier one. */
export async function issueInvitation(db: Database, accountId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  await db.updateTable('account_invitations').set({ used_at: now }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
  await db.insertInto('account_invitations').values({ account_id: accountId, token_hash: tokenHash, expires_at: expiresAt, created_at: now }).execute();
}

export function findOutstandingInvitation(db: Database, tokenHash: string, now: Date) {
  return db.selectFrom('account_invitations').select(['id', 'account_id'])
    .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
}

/** Uses the invitation once: of two concurrent uses, one gets the account id and the other null. */
export async function consumeInvitation(db: Database, id: number, now: Date): Promise<number | null> {
  const row = await db.updateTable('account_invitations').set({ used_at: now })
    .where('id', '=', id).where('used_at', 'is', null).where('expires_at', '>', now)
    .returning('account_id').executeTakeFirst();
  return row?.account_id ?? null;
}

/** The first password: the account is now its owner's, every earlier session (there are none) ends. */
export async function setFirstPassword(db: Database, accountId: number, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('accounts').where('id', '=', accountId).set((eb) => ({
    password_hash: passwordHash, password_set: true, password_changed_at: now, credentials_expired: false, failed_attempts: 0,
    locked_until: null, session_version: eb('session_version', '+', 1),
  })).execute();
}
