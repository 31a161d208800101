import type { LangKey } from './textOverrides.ts';
import { flattenLangKeys } from './textOverrides.ts';

export interface BannerTexts { readonly en?: string | null; readonly pt?: string | null; readonly fr?: string | null }
export interface BannerItem {
  readonly id: string;
  readonly texts: BannerTexts;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly audience: string;
  readonly severity: string;
  readonly updatedAt: string;
}

/** The banner's text in `language`, else English, else whichever it has. */
export function bannerText(texts: BannerTexts, language: string): string {
  const own = (texts as Record<string, string | null | undefined>)[language.slice(0, 2)];
  return own || texts.en || texts.pt || texts.fr || '';
}

/** Whether the banner is for this viewer now: in its period, and administrator-only ones for administrators. */
export function bannerApplies(banner: BannerItem, administrator: boolean, now: Date): boolean {
  if (banner.audience === 'ADMINISTRATORS' && !administrator) return false;
  return new Date(banner.startsAt) <= now && now < new Date(banner.endsAt);
}

/**
 * An external support service's answer (`SUPPORT_URL/weblang/{tenant}`): the same contract as the API's. It cannot know
 * the viewer, so the audience and the period are applied here.
 */
export function fromSupportService(answer: unknown, administrator: boolean, now: Date): { banners: BannerItem[]; langKeys: LangKey[] } {
  const body = (answer ?? {}) as { bannerContents?: unknown; langKeys?: unknown };
  const raw = Array.isArray(body.bannerContents) ? body.bannerContents as Record<string, unknown>[] : [];
  const banners = raw.filter((b) => b && typeof b === 'object' && b.texts && b.startsAt && b.endsAt).map((b) => ({
    id: String(b.id), texts: b.texts as BannerTexts, startsAt: String(b.startsAt), endsAt: String(b.endsAt),
    audience: String(b.audience ?? 'EVERYONE'), severity: String(b.severity ?? 'INFO'), updatedAt: String(b.updatedAt ?? b.startsAt),
  })).filter((b) => bannerApplies(b, administrator, now));
  return { banners, langKeys: flattenLangKeys(body.langKeys) };
}

/** The account's dismissal of this version of the banner (an edit shows it again), kept on this device. */
const dismissKey = (accountId: number | string, banner: BannerItem) => `pontual.banner.${accountId}.${banner.id}.${banner.updatedAt}`;

export function isDismissed(accountId: number | string, banner: BannerItem): boolean {
  try { return localStorage.getItem(dismissKey(accountId, banner)) === '1'; } catch { return false; }
}

export function dismiss(accountId: number | string, banner: BannerItem): void {
  try { localStorage.setItem(dismissKey(accountId, banner), '1'); } catch { /* private mode: dismissed for this page only */ }
}
