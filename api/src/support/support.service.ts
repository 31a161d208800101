import type { Static } from 'typebox';
import type { Database } from '../platform/db/database.ts';
import { fieldError, notFound } from '../platform/errors.ts';
import {
  companyId, deleteBanner, deleteTextOverride, findBanner, insertBanner, listBanners, listTextOverrides, updateBanner, updateTextOverride,
  type BannerRow,
} from './support.repository.ts';
import { LANGUAGES, type BannerInput, type BannerUpdate, type Language } from './support.schemas.ts';

/** Core §6: "Administrator-only banner items are hidden from others"; administrators are the ADMIN and SUPER_ADMIN roles. */
export const isAdministrator = (roles: readonly string[]) => roles.includes('ADMIN') || roles.includes('SUPER_ADMIN');

const iso = (d: Date | string) => new Date(d).toISOString();

export function toBannerDto(row: BannerRow) {
  return {
    id: row.id,
    texts: { en: row.text_en, pt: row.text_pt, fr: row.text_fr },
    startsAt: iso(row.starts_at), endsAt: iso(row.ends_at),
    audience: row.audience as 'EVERYONE' | 'ADMINISTRATORS', severity: row.severity as 'INFO' | 'WARNING',
    updatedAt: iso(row.updated_at),
  };
}

const textOf = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() ? value.trim() : null);

/** The row's columns from a full or partial input, checked against what the row already holds. */
function bannerColumns(input: Partial<Static<typeof BannerInput>>, current?: BannerRow) {
  const texts = {
    text_en: textOf(input.texts?.en), text_pt: textOf(input.texts?.pt), text_fr: textOf(input.texts?.fr),
  };
  const merged = input.texts ? texts : { text_en: current?.text_en ?? null, text_pt: current?.text_pt ?? null, text_fr: current?.text_fr ?? null };
  if (!merged.text_en && !merged.text_pt && !merged.text_fr) throw fieldError('texts', 'give the text in at least one language');
  const startsAt = input.startsAt ?? (current ? iso(current.starts_at) : undefined);
  const endsAt = input.endsAt ?? (current ? iso(current.ends_at) : undefined);
  if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt)) throw fieldError('endsAt', 'must be after startsAt');
  return {
    ...(input.texts ? { text_en: texts.text_en ?? null, text_pt: texts.text_pt ?? null, text_fr: texts.text_fr ?? null } : {}),
    ...(input.startsAt ? { starts_at: input.startsAt } : {}),
    ...(input.endsAt ? { ends_at: input.endsAt } : {}),
    ...(input.audience ? { audience: input.audience } : {}),
    ...(input.severity ? { severity: input.severity } : {}),
  };
}

export async function createBanner(db: Database, input: Static<typeof BannerInput>, now: Date) {
  const columns = bannerColumns(input);
  const row = await insertBanner(db, {
    text_en: null, text_pt: null, text_fr: null, ...columns,
    starts_at: input.startsAt, ends_at: input.endsAt, audience: input.audience, severity: input.severity ?? 'INFO',
    created_at: now, updated_at: now,
  });
  return toBannerDto(row);
}

/** A banner the caller may see, or 404: an administrator-only one does not exist for others. */
export async function getBanner(db: Database, id: number, administrator: boolean) {
  const row = await findBanner(db, id);
  if (!row || (!administrator && row.audience !== 'EVERYONE')) throw notFound('Banner');
  return row;
}

export async function changeBanner(db: Database, id: number, input: Static<typeof BannerUpdate>, administrator: boolean, now: Date) {
  const current = await getBanner(db, id, administrator);
  await updateBanner(db, id, { ...bannerColumns(input, current), updated_at: now });
}

export async function removeBanner(db: Database, id: number, administrator: boolean) {
  await getBanner(db, id, administrator);
  await deleteBanner(db, id);
}

export async function changeTextOverride(db: Database, id: number, value: string, now: Date) {
  if (!await updateTextOverride(db, id, value, now)) throw notFound('Text override');
}

export async function removeTextOverride(db: Database, id: number) {
  if (!await deleteTextOverride(db, id)) throw notFound('Text override');
}

export type LangKeys = Record<Language, Record<string, Record<string, unknown>>>;

/**
 * The overrides as i18next resources: `{ pt: { shell: { menu: { clocks: 'Picagens' } } } }`. A key that would nest
 * under another override's text (or hold one) is left out: the first in key order wins.
 */
export function toLangKeys(rows: readonly { language: string; key: string; value: string }[]): LangKeys {
  const out: LangKeys = { en: {}, pt: {}, fr: {} };
  for (const row of rows) {
    if (!(LANGUAGES as readonly string[]).includes(row.language)) continue;
    const [ns, path] = [row.key.slice(0, row.key.indexOf(':')), row.key.slice(row.key.indexOf(':') + 1).split('.')];
    let node: Record<string, unknown> = (out[row.language as Language][ns] ??= {});
    let fits = true;
    for (const part of path.slice(0, -1)) {
      const next = node[part] ??= {};
      if (typeof next !== 'object') { fits = false; break; }
      node = next as Record<string, unknown>;
    }
    const leaf = path.at(-1)!;
    if (fits && node[leaf] === undefined) node[leaf] = row.value;
  }
  return out;
}

/** `GET /weblang[/{tenant}]`: the current banners the caller may see and every text override. */
export async function weblang(db: Database, options: { tenant?: number; administrator: boolean; now: Date }) {
  const tenant = await companyId(db);
  if (options.tenant !== undefined && options.tenant !== tenant) throw notFound('Tenant');
  const [banners, overrides] = await Promise.all([
    listBanners(db, { administrator: options.administrator, at: options.now }),
    listTextOverrides(db),
  ]);
  return { tenant: String(tenant), bannerContents: banners.map(toBannerDto), langKeys: toLangKeys(overrides) };
}

export { companyId };
