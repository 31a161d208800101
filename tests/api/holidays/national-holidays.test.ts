// National holidays (#11 item 14): the demo company gets this year's and next year's public holidays of its country,
// movable feasts included, so the calendar, the engine and absences have real days to work with.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addNationalHolidays, nationalHolidays } from '../../../api/src/holidays/national-holidays.ts';
import { seedDemo } from '../../../api/src/seed/demo-seed.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
before(async () => { database = await createTestDatabase(); });
after(async () => { await database?.close(); });

describe('national holidays', () => {
  // Golden tables: the public holidays by law, Easter-based days computed (Easter 2026: 5 April; 2027: 28 March).
  const GOLDEN: [string, number, string, string[]][] = [
    ['PT', 2026, 'pt', ['2026-01-01', '2026-04-03', '2026-04-05', '2026-04-25', '2026-05-01', '2026-06-04', '2026-06-10', '2026-08-15',
      '2026-10-05', '2026-11-01', '2026-12-01', '2026-12-08', '2026-12-25']],
    ['PT', 2027, 'pt', ['2027-01-01', '2027-03-26', '2027-03-28', '2027-04-25', '2027-05-01', '2027-05-27', '2027-06-10', '2027-08-15',
      '2027-10-05', '2027-11-01', '2027-12-01', '2027-12-08', '2027-12-25']],
    ['FR', 2026, 'fr', ['2026-01-01', '2026-04-06', '2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25', '2026-07-14', '2026-08-15',
      '2026-11-01', '2026-11-11', '2026-12-25']],
  ];
  for (const [country, year, language, dates] of GOLDEN) {
    test(`${country} ${year}: the public holidays by law, in date order`, () => {
      assert.deepEqual(nationalHolidays(country, year, language).map((h) => h.date), dates);
    });
  }

  test('named in the language asked for', () => {
    const pt = nationalHolidays('PT', 2026, 'pt');
    assert.equal(pt.find((h) => h.date === '2026-04-25')?.name, 'Dia da Liberdade');
    assert.equal(nationalHolidays('FR', 2026, 'fr').find((h) => h.date === '2026-07-14')?.name, 'Fête Nationale de la France');
  });

  test('adding them twice adds nothing more, and a date the company already named keeps its name', async () => {
    await database.db.insertInto('holidays').values({ holiday_date: '2031-12-25', name: 'Natal da empresa' }).execute();
    const first = await addNationalHolidays(database.db, 'PT', [2031], 'pt');
    assert.equal(first, 12);
    assert.equal(await addNationalHolidays(database.db, 'PT', [2031], 'pt'), 0);
    const christmas = await database.db.selectFrom('holidays').select('name').where('holiday_date', '=', '2031-12-25').executeTakeFirstOrThrow();
    assert.equal(christmas.name, 'Natal da empresa');
  });

  test("the demo company has this year's and next year's national holidays of Portugal", async () => {
    const demo = await createTestDatabase();
    try {
      await seedDemo(demo.db, new Date('2026-11-22T10:00:00Z'));
      const rows = await demo.db.selectFrom('holidays').select(['holiday_date', 'name']).orderBy('holiday_date').execute();
      assert.equal(rows.filter((r) => r.holiday_date.startsWith('2026')).length, 13);
      assert.equal(rows.filter((r) => r.holiday_date.startsWith('2027')).length, 13);
      assert.ok(rows.some((r) => r.holiday_date === '2027-03-26' && r.name === 'Sexta-Feira Santa'));
    } finally {
      await demo.close();
    }
  });
});
