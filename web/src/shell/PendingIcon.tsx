export type PendingKind = 'absenceRequests' | 'inconsistencies' | 'documents';

/** Line icons (24×24, stroke): a calendar, a warning triangle and a document. Decorative: the link carries the words. */
const PATHS: Record<PendingKind, string> = {
  absenceRequests: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  inconsistencies: 'M12 4 2.5 20h19L12 4zM12 10v4.5M12 17.2v.3',
  documents: 'M6 3h8l4 4v14H6V3zM14 3v4h4M9 12h6M9 16h6',
};

export function PendingIcon({ kind }: { kind: PendingKind }) {
  return (
    <svg className="pending__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"
      fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[kind]} />
    </svg>
  );
}
