import type { TFunction } from 'i18next';

/** The translated name and explanation of a policy by its kind; a policy the app does not know keeps the server's name. */
export function policyTexts(kind: string | null | undefined, serverName: string, t: TFunction): { name: string; description: string | null } {
  if (kind === 'GEO') return { name: t('policies.geo.name'), description: t('policies.geo.description') };
  if (kind === 'COST_CENTER') return { name: t('policies.costCenter.name'), description: t('policies.costCenter.description') };
  return { name: serverName, description: null };
}

/** Dates DD/MM/YYYY and times HH:mm whatever the language (DESIGN §4), in the browser's time zone. */
export function formatChangedAt(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** "Changed by X on D" / "Changed on D" / "Never changed" (short: "X · D" for a table cell): who is the account's employee name, else its username. */
export function changeText(
  changedAt: string | null | undefined, changedBy: { username?: string | null; employee?: { name: string } | null } | null | undefined, t: TFunction,
  form: 'sentence' | 'short' = 'sentence',
): string {
  if (!changedAt) return t('policies.neverChanged');
  const who = changedBy?.employee?.name ?? changedBy?.username;
  const when = formatChangedAt(changedAt);
  if (form === 'short') return who ? `${who} · ${when}` : when;
  return who ? t('policies.changedBy', { who, when }) : t('policies.changedOn', { when });
}
