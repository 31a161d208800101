import { accessScope, type AccessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { Reviewer } from './inconsistency-decisions.service.ts';

type FastifyRequest = Parameters<typeof principalOf>[0];

/**
 * Who may do what (core §6; issue #15): everyone reads their scope's inconsistencies (READ_ONLY the company's); the
 * employee justifies their own, a department manager their departments' and their own, an administrator anyone's
 * (INCONSISTENCIES write in any scope); archiving needs a company- or department-wide write. No module gate: the
 * inconsistencies are a core screen (core §2), and those already raised stay reviewable with the clock module off.
 */
export const INCONSISTENCIES_READ = { resource: 'INCONSISTENCIES', action: 'READ' } as const;
export const INCONSISTENCIES_JUSTIFY = { resource: 'INCONSISTENCIES', action: 'WRITE' } as const;
export const INCONSISTENCIES_ARCHIVE = { ...INCONSISTENCIES_JUSTIFY, scopes: ['COMPANY', 'DEPARTMENT'] } as const;

/** Reading one inconsistency, or one person's: a manager reads their own too. */
export const readScope = (request: FastifyRequest): AccessScope => accessScope(principalOf(request), request.scope!);
/**
 * The work of a scope (lists, groups, counts, exports, archiving): a department scope leaves the caller's own
 * inconsistencies out — a manager does not archive their own; theirs are under my-inconsistencies, as the badge counts.
 */
export const workScope = (request: FastifyRequest): AccessScope => accessScope(principalOf(request), request.scope!, { includeSelf: false });

export const reviewerOf = (request: FastifyRequest, now: () => Date): Reviewer => ({ accountId: principalOf(request).accountId, at: now() });
