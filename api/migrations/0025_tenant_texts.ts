import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Tenant texts and banners (issue #18, core §1, §6, §7 "support service"): what `GET /weblang` serves.
 * - `support_banners`: a message in en/pt/fr (a missing language falls back), shown from `starts_at` until `ends_at`
 *   to EVERYONE or to ADMINISTRATORS only, as INFO or WARNING; `updated_at` lets a user's dismissal lapse when it changes.
 * - `support_text_overrides`: per language, an i18n key of the web app (`shell:menu.clocks`) and the text that replaces
 *   the bundled one, unique per (language, key).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table support_banners (
      id serial primary key,
      text_en text,
      text_pt text,
      text_fr text,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      audience text not null check (audience in ('EVERYONE', 'ADMINISTRATORS')),
      severity text not null check (severity in ('INFO', 'WARNING')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (ends_at > starts_at),
      check (coalesce(text_en, text_pt, text_fr) is not null)
    );
    create index support_banners_period_idx on support_banners (ends_at, starts_at);

    create table support_text_overrides (
      id serial primary key,
      language text not null check (language in ('en', 'pt', 'fr')),
      key text not null,
      value text not null,
      updated_at timestamptz not null default now(),
      unique (language, key)
    );
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    drop table support_text_overrides;
    drop table support_banners;
  `);
}
