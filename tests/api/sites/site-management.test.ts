/**
 * Sites (extended §2, §3, §7): create, read, list, edit, delete, count and export; coordinates rounded to 6 decimals,
 * the time zone taken from the position unless one is given, conflicts and malformed input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ALL, http, type RefusalCase } from '../../support/http.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { unique } from '../../support/factories.ts';

let t: TestApp;
let admin: { token: string };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

const { call, get, post, put, list, refuseAll } = http(() => t, () => admin.token);

interface Site {
  id: number; name: string; address: string | null; y: number; x: number; latitude: number; longitude: number;
  radius: number; timeZone: string; createdAt: string; updatedAt: string;
}
const LISBON = { y: 38.72, x: -9.14 };
const TOKYO = { y: 35.6895, x: 139.6917 };
const state = () => t.db.selectFrom('sites').selectAll().orderBy('id').execute();

async function created(body: Record<string, unknown>): Promise<Site> {
  const res = await post('/api/sites', { name: `Site ${unique()}`, ...LISBON, ...body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as Site;
}

describe('sites', () => {
  test('create (201) answers the site as stored; read it back; unknown ids are 404', async () => {
    const tag = unique();
    const res = await post('/api/sites/', { name: `  Head office ${tag} `, address: ' Av. da Liberdade 1, Lisboa ', ...LISBON, radius: 250 });
    assert.equal(res.statusCode, 201, res.body);
    const site = res.json() as Site;
    assert.deepEqual({ ...site, createdAt: undefined, updatedAt: undefined }, {
      id: site.id, name: `Head office ${tag}`, address: 'Av. da Liberdade 1, Lisboa', y: 38.72, x: -9.14, latitude: 38.72, longitude: -9.14,
      radius: 250, timeZone: 'Europe/Lisbon', createdAt: undefined, updatedAt: undefined,
    });
    assert.ok(Math.abs(Date.parse(site.createdAt) - Date.now()) < 60_000, site.createdAt);
    assert.deepEqual((await get(`/api/sites/${site.id}`)).json(), site);
    const minimal = await created({ address: '   ' });
    assert.equal(minimal.radius, 100, 'the radius defaults to 100 m');
    assert.equal(minimal.address, null, 'a blank address is no address');
    for (const [method, url] of [['GET', '/api/sites/999999'], ['PUT', '/api/sites/999999'], ['DELETE', '/api/sites/999999']] as const) {
      const res404 = await call(method, url, method === 'PUT' ? { radius: 50 } : undefined);
      assertRejected(res404, 404, null, 'NOT_FOUND');
    }
  });

  test('coordinates are rounded to 6 decimals, half away from zero on the digits as typed, and stored so', async () => {
    const site = await created({ y: 38.7223455, x: -9.1393366 });
    assert.equal(site.y, 38.722346);
    assert.equal(site.x, -9.139337);
    // Math.round(v * 1e6) would give 2.065885 (2.0658855 * 1e6 is 2065885.4999…) and -3.256295 (half towards +∞).
    const edge = await created({ y: 2.0658855, x: -3.2562955 });
    assert.deepEqual([edge.y, edge.x], [2.065886, -3.256296]);
    const tiny = await created({ y: 0.0000004, x: -0.0000005 });
    assert.deepEqual([tiny.y, tiny.x], [0, -0.000001]);
    assert.ok(!Object.is(tiny.y, -0), 'no negative zero');
    const stored = await t.db.selectFrom('sites').select(['latitude', 'longitude']).where('id', '=', site.id).executeTakeFirstOrThrow();
    assert.deepEqual(stored, { latitude: 38.722346, longitude: -9.139337 });
    assert.equal((await put(`/api/sites/${site.id}`, { latitude: 41.1579438, longitude: -8.6291053 })).statusCode, 204);
    const moved = (await get(`/api/sites/${site.id}`)).json() as Site;
    assert.deepEqual([moved.y, moved.x, moved.latitude, moved.longitude], [41.157944, -8.629105, 41.157944, -8.629105]);
  });

  test('the time zone comes from the position unless one is given; a moved site takes its new zone', async () => {
    const lisbon = await created({});
    assert.equal(lisbon.timeZone, 'Europe/Lisbon');
    const tokyo = await created({ latitude: TOKYO.y, longitude: TOKYO.x, y: undefined, x: undefined });
    assert.equal(tokyo.timeZone, 'Asia/Tokyo');
    const given = await created({ timeZone: 'europe/paris' });
    assert.equal(given.timeZone, 'Europe/Paris', 'a given zone is kept, spelled as IANA does');

    assert.equal((await put(`/api/sites/${lisbon.id}`, TOKYO)).statusCode, 204);
    assert.equal((await get(`/api/sites/${lisbon.id}`)).json().timeZone, 'Asia/Tokyo', 'moved to Tokyo');
    assert.equal((await put(`/api/sites/${lisbon.id}`, { ...LISBON, timeZone: 'Atlantic/Azores' })).statusCode, 204);
    assert.equal((await get(`/api/sites/${lisbon.id}`)).json().timeZone, 'Atlantic/Azores', 'a zone sent with the move wins');
    assert.equal((await put(`/api/sites/${lisbon.id}`, { radius: 30 })).statusCode, 204);
    assert.equal((await get(`/api/sites/${lisbon.id}`)).json().timeZone, 'Atlantic/Azores', 'an edit that does not move keeps it');
    assert.equal((await put(`/api/sites/${lisbon.id}`, { timeZone: null })).statusCode, 204);
    assert.equal((await get(`/api/sites/${lisbon.id}`)).json().timeZone, 'Europe/Lisbon', 'null asks for the position\'s zone');
  });

  test('an unknown time zone is refused naming timeZone, and nothing is written', async () => {
    const site = await created({});
    for (const timeZone of ['Mars/Olympus_Mons', '+01:00', 'Europe/Lisbon2', 'Lisbon', 'EST5EDT;drop']) {
      const before = JSON.stringify(await state());
      assertRejected(await post('/api/sites', { name: `Zone ${unique()}`, ...LISBON, timeZone }), 400, 'timeZone');
      assertRejected(await put(`/api/sites/${site.id}`, { timeZone }), 400, 'timeZone');
      assert.equal(JSON.stringify(await state()), before, timeZone);
    }
  });

  test('y/x and latitude/longitude are one position: both may be sent when they agree, never when they differ', async () => {
    const same = await created({ y: 38.7, latitude: 38.7000001, x: -9.1, longitude: -9.1 });
    assert.deepEqual([same.y, same.x], [38.7, -9.1]);
    assertRejected(await post('/api/sites', { name: `Both ${unique()}`, y: 38.7, latitude: 40, x: -9.1 }), 400, 'latitude');
    assertRejected(await put(`/api/sites/${same.id}`, { x: 1, longitude: 2 }), 400, 'longitude');
  });

  test('names are unique without regard to case (409 SITE_NAME_TAKEN naming name), in the caller\'s language', async () => {
    const name = `Warehouse ${unique()}`;
    await created({ name });
    const other = await created({});
    const before = JSON.stringify(await state());
    assertRejected(await post('/api/sites', { name: ` ${name.toUpperCase()} `, ...TOKYO }), 409, 'name', 'SITE_NAME_TAKEN');
    const renamed = await t.request({ method: 'PUT', url: `/api/sites/${other.id}`, token: admin.token, payload: { name }, headers: { 'accept-language': 'pt' } });
    assertRejected(renamed, 409, 'name', 'SITE_NAME_TAKEN');
    assert.equal(renamed.json().message, 'Já existe um local com este nome');
    assert.equal(JSON.stringify(await state()), before);
    assert.equal((await put(`/api/sites/${other.id}`, { name: other.name.toUpperCase() })).statusCode, 204, 'its own name in another case is free');
  });

  test('the list: by name as people read it (accents aside), paged, ids= filter, sort=; count follows create and delete', async () => {
    const tag = unique();
    const count = async () => (await get('/api/sites/count')).json().count as number;
    const before = await count();
    const names = [`Faro ${tag}`, `Évora ${tag}`, `Esposende ${tag}`];
    const ids: number[] = [];
    for (const name of names) ids.push((await created({ name })).id);
    assert.equal(await count(), before + 3);
    const listed = (await list<Site>(`/api/sites?${ALL}`)).map((s) => s.name).filter((n) => n.endsWith(tag));
    assert.deepEqual(listed, [`Esposende ${tag}`, `Évora ${tag}`, `Faro ${tag}`]);
    const batch = await list<Site>(`/api/sites?ids=${ids[0]},${ids[2]}`);
    assert.deepEqual(batch.map((s) => s.id).sort(), [ids[0], ids[2]].sort());
    const page = await get(`/api/sites?ids=${ids.join(',')}&size=2&page=1&sort=name,desc`);
    assert.equal(page.statusCode, 200, page.body);
    assert.deepEqual(page.json().page, { number: 1, size: 2, totalElements: 3, totalPages: 2 });
    assert.deepEqual(page.json().content.map((s: Site) => s.name), [`Esposende ${tag}`]);
    assert.equal((await get('/api/sites?ids=999998,999999')).statusCode, 204, 'an empty list is 204');
    assertRejected(await get('/api/sites?sort=secret,asc'), 400, 'sort');

    assert.equal((await call('DELETE', `/api/sites/${ids[1]}`)).statusCode, 204);
    assert.equal((await get(`/api/sites/${ids[1]}`)).statusCode, 404);
    assert.equal(await count(), before + 2);
  });

  test('a site a week schedule uses is not deleted: 409 SITE_IN_USE with how many, translated; free again, it goes', async () => {
    const site = await created({});
    const office = { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00' };
    const week = (day: Record<string, unknown>) => [0, 1, 2, 3, 4, 5, 6].map((d) => ({ weekday: d, ...(d === 0 || d === 6 ? { type: 'REST' } : day) }));
    const onSite = await post('/api/schedules', { name: `On site ${unique()}`, days: week({ ...office, workLocationIds: [site.id] }) });
    assert.equal(onSite.statusCode, 201, onSite.body);
    const remote = await post('/api/schedules', { name: `Remote ${unique()}`, days: week(office), remoteWorkSiteId: site.id });
    assert.equal(remote.statusCode, 201, remote.body);

    const refused = await call('DELETE', `/api/sites/${site.id}`);
    assertRejected(refused, 409, null, 'SITE_IN_USE');
    assert.equal(refused.json().message, 'The site is used by 2 week schedule(s); remove it from them first');
    const fr = await t.request({ method: 'DELETE', url: `/api/sites/${site.id}`, token: admin.token, headers: { 'accept-language': 'fr' } });
    assert.equal(fr.json().message, 'Le site est utilisé par 2 horaire(s) hebdomadaire(s) ; retirez-le d\'abord de ces horaires');
    assert.equal((await get(`/api/sites/${site.id}`)).statusCode, 200, 'still there');

    assert.equal((await call('DELETE', `/api/schedules/${onSite.json().id}`)).statusCode, 204);
    assert.match((await call('DELETE', `/api/sites/${site.id}`)).json().message, /used by 1 week schedule/);
    assert.equal((await call('DELETE', `/api/schedules/${remote.json().id}`)).statusCode, 204);
    assert.equal((await call('DELETE', `/api/sites/${site.id}`)).statusCode, 204);
    assert.equal((await get(`/api/sites/${site.id}`)).statusCode, 404);
  });

  test('malformed input on POST and PUT is refused naming the field, and nothing is written', async (ctx) => {
    const site = await created({});
    const n = () => `N ${unique()}`;
    const cases: RefusalCase[] = [
      { label: 'blank name', body: { name: '  ', ...LISBON }, field: 'name' },
      { label: 'name too long', body: { name: 'x'.repeat(121), ...LISBON }, field: 'name' },
      { label: 'name as a number', body: { name: 7, ...LISBON }, field: 'name' },
      { label: 'latitude as text', body: { name: n(), y: '38.7', x: -9.1 }, field: 'y' },
      { label: 'latitude past the pole', body: { name: n(), y: 90.000001, x: -9.1 }, field: 'y' },
      { label: 'latitude null', body: { name: n(), y: null, x: -9.1 }, field: 'y' },
      { label: 'longitude past the antimeridian', body: { name: n(), y: 38.7, x: -180.5 }, field: 'x' },
      { label: 'longitude as an object', body: { name: n(), y: 38.7, x: { deg: 9 } }, field: 'x' },
      { label: 'latitude alias out of range', body: { name: n(), latitude: -91, x: 1 }, field: 'latitude' },
      { label: 'radius below 10 m', body: { name: n(), ...LISBON, radius: 9 }, field: 'radius' },
      { label: 'radius above 10 km', body: { name: n(), ...LISBON, radius: 10001 }, field: 'radius' },
      { label: 'radius as a fraction', body: { name: n(), ...LISBON, radius: 50.5 }, field: 'radius' },
      { label: 'radius as text', body: { name: n(), ...LISBON, radius: '100' }, field: 'radius' },
      { label: 'time zone as a number', body: { name: n(), ...LISBON, timeZone: 1 }, field: 'timeZone' },
      { label: 'address too long', body: { name: n(), ...LISBON, address: 'a'.repeat(301) }, field: 'address' },
      { label: 'address with a control character', body: { name: n(), ...LISBON, address: 'Rua\u0000 1' }, field: 'address' },
      { label: 'unknown field', body: { name: n(), ...LISBON, geofence: true }, field: 'geofence' },
      { label: 'a list instead of an object', body: [{ name: n(), ...LISBON }], field: 'body' },
    ];
    await refuseAll(ctx, 'POST', '/api/sites', [
      ...cases,
      { label: 'missing name', body: LISBON, field: 'name' },
      { label: 'missing latitude', body: { name: n(), x: 1 }, field: 'y' },
      { label: 'missing longitude', body: { name: n(), latitude: 1 }, field: 'x' },
    ], state);
    await refuseAll(ctx, 'PUT', `/api/sites/${site.id}`, [
      ...cases,
      { label: 'id not a number', url: '/api/sites/abc', body: { radius: 50 }, field: 'id' },
      { label: 'id zero', url: '/api/sites/0', body: { radius: 50 }, field: 'id' },
    ], state);
    const bad = await t.request({ method: 'POST', url: '/api/sites', token: admin.token, headers: { 'content-type': 'application/json' }, payload: '{"name": "x", "y": 1,' });
    assertRejected(bad, 400, 'body', 'MALFORMED_JSON');
  });
});

async function readXlsx(res: LightMyRequestResponse) {
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => { rows.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? null)); });
  return { sheet, rows, fileName: String(res.headers['content-disposition']) };
}

describe('export', () => {
  test('an .xlsx of every site by name, with its numbers as numbers, in the caller\'s language', async () => {
    const tag = unique();
    await created({ name: `Zeta ${tag}`, address: 'Rua Augusta 24, Lisboa', y: 38.7102345, x: -9.1371, radius: 75 });
    await created({ name: `Alfa ${tag}`, ...TOKYO });
    const en = await readXlsx(await call('POST', '/api/sites/export'));
    assert.match(en.fileName, /attachment; filename="sites-\d{4}-\d{2}-\d{2}\.xlsx"/);
    assert.deepEqual(en.rows[0], ['Name', 'Address', 'Latitude', 'Longitude', 'Radius (m)', 'Time zone']);
    const mine = en.rows.filter((r) => String(r[0]).endsWith(tag));
    assert.deepEqual(mine, [
      [`Alfa ${tag}`, null, 35.6895, 139.6917, 100, 'Asia/Tokyo'],
      [`Zeta ${tag}`, 'Rua Augusta 24, Lisboa', 38.710235, -9.1371, 75, 'Europe/Lisbon'],
    ]);
    assert.equal(en.rows.length - 1, (await get('/api/sites/count')).json().count, 'every site, one row each');

    const pt = await readXlsx(await t.request({ method: 'POST', url: '/api/sites/export', token: admin.token, headers: { 'accept-language': 'pt-PT,pt;q=0.9' } }));
    assert.match(pt.fileName, /filename="locais-\d{4}-\d{2}-\d{2}\.xlsx"/);
    assert.equal(pt.sheet.name, 'Locais');
    assert.deepEqual(pt.rows[0], ['Nome', 'Morada', 'Latitude', 'Longitude', 'Raio (m)', 'Fuso horário']);
    const fr = await readXlsx(await t.request({ method: 'POST', url: '/api/sites/export', token: admin.token, headers: { 'accept-language': 'fr' } }));
    assert.deepEqual(fr.rows[0], ['Nom', 'Adresse', 'Latitude', 'Longitude', 'Rayon (m)', 'Fuseau horaire']);
  });
});
