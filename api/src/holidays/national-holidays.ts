import Holidays from 'date-holidays';
import type { Database } from '../platform/db/database.ts';

/**
 * A country's public holidays of a year, from date-holidays (a well-kept table of ~200 countries' rules, movable feasts
 * included: Good Friday, Corpus Christi, Whit Monday…), named in `language` when the table has it, else in the
 * country's own. Only days off by law for the whole country ("public"): no regional, optional or observance days.
 */
export function nationalHolidays(country: string, year: number, language: string): { date: string; name: string }[] {
  const table = new Holidays(country, { languages: [language], types: ['public'] });
  const byDate = new Map<string, string>();
  for (const h of table.getHolidays(year, language) || []) {
    if (h.type !== 'public') continue;
    const date = h.date.slice(0, 10);
    byDate.set(date, byDate.has(date) ? `${byDate.get(date)} / ${h.name}` : h.name);
  }
  return [...byDate].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date));
}

/** Adds the national holidays of these years to the calendar, leaving a date already there as it is. Returns how many. */
export async function addNationalHolidays(db: Database, country: string, years: number[], language: string): Promise<number> {
  const rows = years.flatMap((year) => nationalHolidays(country, year, language)).map((h) => ({ holiday_date: h.date, name: h.name }));
  if (!rows.length) return 0;
  const added = await db.insertInto('holidays').values(rows)
    .onConflict((oc) => oc.column('holiday_date').doNothing()).returning('id').execute();
  return added.length;
}
