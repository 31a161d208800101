/**
 * Reviewing inconsistencies (core §3, §4; issue #15): the bounds of what people send when they archive or justify.
 * The types and statuses are in work-items.ts; the typed limits (comments, batch sizes) in field-limits.ts.
 */

/** A review period (list, counts, archive by period, export): at most a year, leap day included. */
export const INCONSISTENCY_PERIOD_MAX_DAYS = 366;

/** A justification's document: a scan or a photo of the proof, sniffed from its bytes. */
export const JUSTIFICATION_DOCUMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const JUSTIFICATION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The reason kept on an inconsistency deleted without one: a delete archives (docs/decisions.md). */
export const DELETED_REASON = 'deleted';

/** How an archived inconsistency was archived: by a person (MANUAL), or resolved by a recompute (AUTO). */
export const INCONSISTENCY_RESOLUTIONS = ['AUTO', 'MANUAL'] as const;
