/**
 * Sites through the graph (issue #12): the list with search, order and count, one site by node id, the address search,
 * the Latitude/Longitude scalars, mutations with their userErrors, who may read and write, the map settings, and a
 * page of sites costing one REST call.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { unique } from '../support/factories.ts';
import { startHarness, pathsSince, type Harness } from './harness.ts';

let h: Harness;
let admin: string;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
  // The gazetteer is read on the API's first search (about a second, more on a busy machine): read it here, in-process,
  // so the gateway's REST timeout measures searches, not that one-off load.
  await h.api.request({ method: 'GET', url: '/api/sites/search?query=Lisbon', token: admin });
});
after(async () => { await h.close(); });

const CREATE = `mutation($input: CreateSiteInput!) { createSite(input: $input) {
  site { id databaseId name address latitude longitude radius timeZone createdAt }
  userErrors { field code message }
} }`;
const create = (input: Record<string, unknown>, token = admin) => h.gql(CREATE, { token, variables: { input } });

async function createdSite(input: Record<string, unknown>) {
  const res = await create({ latitude: 38.7223, longitude: -9.1393, ...input });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  assert.deepEqual(res.data?.createSite.userErrors, []);
  return res.data?.createSite.site as { id: string; databaseId: number; name: string; timeZone: string; radius: number; latitude: number };
}

test('created with its position: 6 decimals, 100 m and the position\'s time zone by default; found by node id', async () => {
  const site = await createdSite({ name: `Porto ${unique()}`, address: 'Avenida dos Aliados', latitude: 41.14961234567, longitude: -8.61099 });
  assert.equal(site.latitude, 41.149612);
  assert.equal(site.radius, 100);
  assert.equal(site.timeZone, 'Europe/Lisbon');
  const res = await h.gql('query($id: ID!) { node(id: $id) { __typename ... on Site { name address longitude } } }', { token: admin, variables: { id: site.id } });
  assert.deepEqual(res.data?.node, { __typename: 'Site', name: site.name, address: 'Avenida dos Aliados', longitude: -8.61099 });
});

test('latitude and longitude out of range are refused by their scalars before any REST call', async () => {
  const from = h.calls.length;
  const north = await create({ name: `North ${unique()}`, latitude: 90.5, longitude: 0 });
  assert.match(north.errors?.[0]?.message ?? '', /latitude/i);
  const east = await create({ name: `East ${unique()}`, latitude: 0, longitude: -180.01 });
  assert.match(east.errors?.[0]?.message ?? '', /longitude/i);
  const word = await create({ name: `Word ${unique()}`, latitude: 'north', longitude: 0 });
  assert.ok(word.errors?.length);
  assert.deepEqual(pathsSince(h, from).filter((p) => p.includes('/sites')), []);
});

test('refusals are userErrors on their fields: a taken name, a radius out of range, an unknown time zone', async () => {
  const site = await createdSite({ name: `Braga ${unique()}` });
  const taken = await create({ name: site.name.toUpperCase(), latitude: 41.5, longitude: -8.4 });
  assert.deepEqual(taken.data?.createSite.userErrors.map((e: any) => [e.field, e.code]), [[['name'], 'SITE_NAME_TAKEN']]);
  assert.equal(taken.data?.createSite.site, null);

  const update = `mutation($input: UpdateSiteInput!) { updateSite(input: $input) { site { name radius timeZone latitude } userErrors { field code } } }`;
  const tooWide = await h.gql(update, { token: admin, variables: { input: { id: site.id, radius: 10001 } } });
  assert.deepEqual(tooWide.data?.updateSite.userErrors.map((e: any) => e.field), [['radius']]);
  const zone = await h.gql(update, { token: admin, variables: { input: { id: site.id, timeZone: '+01:00' } } });
  assert.deepEqual(zone.data?.updateSite.userErrors.map((e: any) => e.field), [['timeZone']]);

  const moved = await h.gql(update, { token: admin, variables: { input: { id: site.id, radius: 150, latitude: 48.8566, longitude: 2.3522 } } });
  assert.deepEqual(moved.data?.updateSite.userErrors, []);
  assert.deepEqual(moved.data?.updateSite.site, { name: site.name, radius: 150, timeZone: 'Europe/Paris', latitude: 48.8566 });
});

test('a site a week schedule uses is not deleted (SITE_IN_USE); a free one is', async () => {
  const site = await createdSite({ name: `Used ${unique()}` });
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, type: 'REST' }));
  const schedule = await h.api.request({ method: 'POST', url: '/api/schedules', token: admin, payload: { name: `Remote ${unique()}`, days: week, remoteWorkSiteId: site.databaseId } });
  assert.equal(schedule.statusCode, 201, schedule.body);
  const remove = `mutation($id: ID!) { deleteSite(input: { id: $id }) { deletedSiteId userErrors { code message } } }`;
  const refused = await h.gql(remove, { token: admin, variables: { id: site.id } });
  assert.equal(refused.data?.deleteSite.deletedSiteId, null);
  assert.deepEqual(refused.data?.deleteSite.userErrors.map((e: any) => e.code), ['SITE_IN_USE']);
  assert.match(refused.data?.deleteSite.userErrors[0].message, /used by 1 week schedule/);

  const free = await createdSite({ name: `Free ${unique()}` });
  const gone = await h.gql(remove, { token: admin, variables: { id: free.id } });
  assert.deepEqual(gone.data?.deleteSite, { deletedSiteId: free.id, userErrors: [] });
  const again = await h.gql('query($id: ID!) { node(id: $id) { id } }', { token: admin, variables: { id: free.id } });
  assert.equal(again.data?.node, null);
});

test('who works at a site: the holders of schedules naming it, with their employee and schedule, batched by type', async () => {
  const site = await createdSite({ name: `Depot ${unique()}` });
  const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday % 6 === 0 ? { weekday, type: 'REST' }
    : { weekday, type: 'FIXED', dayStart: '08:00', dayEnd: '16:00', workLocationIds: [site.databaseId] }));
  const made = await h.api.request({ method: 'POST', url: '/api/schedules', token: admin, payload: { name: `Depot shift ${unique()}`, days } });
  assert.equal(made.statusCode, 201, made.body);
  const scheduleId = made.json().id as number;
  const people: number[] = [];
  for (const name of ['Zoe', 'Alice', 'Marta']) {
    const e = await h.api.request({ method: 'POST', url: '/api/employees', token: admin, payload: { name: `${name} ${unique()}`, email: `${unique()}@test.test` } });
    assert.equal(e.statusCode, 201, e.body);
    people.push(e.json().id);
  }
  const assigned = await h.api.request({ method: 'POST', url: `/api/schedules/${scheduleId}/employees`, token: admin, payload: { employeeIds: people, validFrom: '2026-01-05' } });
  assert.equal(assigned.statusCode, 201, assigned.body);
  const from = h.calls.length;
  const res = await h.gql(`query($id: ID!) { site(id: $id) { employees(first: 2) {
    totalCount pageInfo { hasNextPage } edges { node { validFrom validTo employee { name } schedule { databaseId } } }
  } } }`, { token: admin, variables: { id: site.id } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const page = res.data?.site.employees;
  assert.equal(page.totalCount, 3);
  assert.equal(page.pageInfo.hasNextPage, true);
  assert.deepEqual(page.edges.map((e: any) => [e.node.employee.name.split(' ')[0], e.node.schedule.databaseId, e.node.validFrom, e.node.validTo]),
    [['Alice', scheduleId, '2026-01-05', null], ['Marta', scheduleId, '2026-01-05', null]], 'by name');
  assert.deepEqual(pathsSince(h, from).sort(), ['GET /employees', 'GET /schedules', `GET /sites`, `GET /sites/${site.databaseId}/employees`].sort(),
    'one call per entity type: the site, its holders, their employees, their schedule');
});

test('the list searches name or address (accents aside), orders, counts; a page of 30 sites is one REST call', async () => {
  const tag = unique();
  await createdSite({ name: `Évora ${tag}`, address: 'Praça do Giraldo' });
  for (let i = 0; i < 29; i++) await createdSite({ name: `Batch ${tag} ${String(i).padStart(2, '0')}`, radius: 10 + i });
  const from = h.calls.length;
  const res = await h.gql(`query($q: String) {
    found: sites(query: "evora") { totalCount edges { node { name } } }
    byAddress: sites(query: "GIRALDO") { totalCount }
    page: sites(first: 30, query: $q, orderBy: [{ field: RADIUS, direction: DESC }]) { totalCount edges { node { id name radius latitude longitude timeZone } } }
    siteCount
  }`, { token: admin, variables: { q: tag } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  assert.deepEqual(res.data?.found.edges.map((e: any) => e.node.name), [`Évora ${tag}`]);
  assert.equal(res.data?.byAddress.totalCount, 1);
  assert.equal(res.data?.page.totalCount, 30);
  assert.equal(res.data?.page.edges[0].node.radius, 100, 'Évora keeps the default 100 m, the widest');
  assert.equal(res.data?.page.edges[1].node.radius, 38);
  assert.ok(res.data?.siteCount >= 30);
  assert.equal(pathsSince(h, from).filter((p) => p === 'GET /sites').length, 3, 'one call per list, none per row');

  const ids = res.data?.page.edges.map((e: any) => e.node.id);
  const nodesFrom = h.calls.length;
  const nodes = await h.gql('query($ids: [ID!]!) { nodes(ids: $ids) { ... on Site { name } } }', { token: admin, variables: { ids } });
  assert.equal(nodes.data?.nodes.length, 30);
  assert.deepEqual(pathsSince(h, nodesFrom), ['GET /sites'], 'siteById batches the 30 into one ?ids= call');
  assert.match(decodeURIComponent(h.calls[nodesFrom].path), /ids=(\d+,){29}\d+/);
});

test('address search: own sites first, then offline gazetteer towns; nothing found is an empty list; 2 characters are refused', async () => {
  const site = await createdSite({ name: `Coimbra Office ${unique()}`, latitude: 40.2033, longitude: -8.4103 });
  const res = await h.gql('{ searchLocations(query: "Coimbra") { name displayName latitude longitude source countryCode } }', { token: admin });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const places = res.data?.searchLocations as any[];
  assert.equal(places[0].name, site.name);
  assert.equal(places[0].source, 'SITE');
  const town = places.find((p) => p.source === 'GAZETTEER');
  assert.equal(town.countryCode, 'PT');
  assert.ok(Math.abs(town.latitude - 40.2) < 0.1, JSON.stringify(town));

  const none = await h.gql('{ searchLocations(query: "Qxzqxzqxz") { name } }', { token: admin });
  assert.deepEqual(none.data?.searchLocations, []);
  const short = await h.gql('{ searchLocations(query: "Li") { name } }', { token: admin });
  assert.equal(short.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
});

test('who may: managers and employees read no site; READ_ONLY reads and exports but writes nothing', async () => {
  const site = await createdSite({ name: `Guarded ${unique()}` });
  for (const role of ['DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE'] as const) {
    const { token } = await h.api.signedIn([role]);
    const res = await h.gql('{ sites { totalCount } siteCount searchLocations(query: "Lisbon") { name } mapSettings { renderer } }', { token });
    assert.deepEqual(res.data, { sites: null, siteCount: null, searchLocations: null, mapSettings: null }, role);
    assert.ok(res.errors?.every((e) => e.extensions?.code === 'FORBIDDEN'), role);
  }
  const readOnly = (await h.api.signedIn(['READ_ONLY'])).token;
  const read = await h.gql('{ sites(first: 1) { totalCount } }', { token: readOnly });
  assert.ok(read.data?.sites.totalCount >= 1, JSON.stringify(read));
  const exported = await h.gql('mutation { exportSites { file { fileName mimeType byteSize } userErrors { code } } }', { token: readOnly });
  assert.equal(exported.errors, undefined, JSON.stringify(exported.errors));
  assert.match(exported.data?.exportSites.file.fileName, /\.xlsx$/);
  assert.equal(exported.data?.exportSites.file.mimeType, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.ok(exported.data?.exportSites.file.byteSize > 1000);
  const write = await create({ name: `Nope ${unique()}`, latitude: 1, longitude: 1 }, readOnly);
  assert.equal(write.data?.createSite, null);
  assert.equal(write.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  const remove = await h.gql('mutation($id: ID!) { deleteSite(input: { id: $id }) { deletedSiteId } }', { token: readOnly, variables: { id: site.id } });
  assert.equal(remove.errors?.[0]?.extensions?.code, 'FORBIDDEN');
});

test('map settings: the self-served MapLibre basemap by default, MAP_STYLE_URL, Mapbox with a token', async () => {
  const ask = () => h.gql('{ mapSettings { renderer styleUrl accessToken } }', { token: admin });
  const saved = { token: process.env.MAPBOX_ACCESS_TOKEN, style: process.env.MAP_STYLE_URL };
  try {
    delete process.env.MAPBOX_ACCESS_TOKEN;
    delete process.env.MAP_STYLE_URL;
    assert.deepEqual((await ask()).data?.mapSettings, { renderer: 'MAPLIBRE', styleUrl: null, accessToken: null });
    process.env.MAP_STYLE_URL = 'https://tiles.example.org/style.json';
    assert.deepEqual((await ask()).data?.mapSettings, { renderer: 'MAPLIBRE', styleUrl: 'https://tiles.example.org/style.json', accessToken: null });
    process.env.MAPBOX_ACCESS_TOKEN = 'pk.test';
    delete process.env.MAP_STYLE_URL;
    assert.deepEqual((await ask()).data?.mapSettings, { renderer: 'MAPBOX', styleUrl: 'mapbox://styles/mapbox/streets-v12', accessToken: 'pk.test' });
  } finally {
    for (const [key, value] of [['MAPBOX_ACCESS_TOKEN', saved.token], ['MAP_STYLE_URL', saved.style]] as const) {
      if (value === undefined) delete process.env[key]; else process.env[key] = value;
    }
  }
});
