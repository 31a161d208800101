/**
 * The site screen's address search (extended §2, §8: "no location found"): GET /sites/search?query= answers the
 * company's own sites, then places from a Nominatim-compatible geocoder (GEOCODER_URL) or, without one or when it
 * fails, from the offline gazetteer.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../api/src/app.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { unique } from '../../support/factories.ts';

interface Place { name: string; displayName: string; latitude: number; longitude: number; source: string; countryCode?: string }

let t: TestApp;
let token: string;
let geocoded: FastifyInstance; // the same API and database, with GEOCODER_URL pointing at the fake below
let fake: http.Server;
let mode: 'answer' | 'empty' | 'error' | 'garbage' | 'hang' = 'answer';
const asked: URL[] = [];
const languages: (string | undefined)[] = [];

/** A stand-in for Nominatim: `/search?format=jsonv2&q=…` answered from one canned place, or failing as `mode` says. */
function startFakeGeocoder(): Promise<string> {
  fake = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    asked.push(url);
    languages.push(req.headers['accept-language']);
    if (mode === 'hang') return; // never answers: the API's timeout must end the wait
    if (mode === 'error') { res.writeHead(503).end('overloaded'); return; }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (mode === 'garbage') { res.end('<html>not json'); return; }
    res.end(JSON.stringify(mode === 'empty' ? [] : [
      { place_id: 1, lat: '38.7077507', lon: '-9.1365919', name: 'Praça do Comércio', display_name: 'Praça do Comércio, Baixa, Lisboa, Portugal', address: { country_code: 'pt' } },
      { place_id: 2, lat: 'not a number', lon: '0', display_name: 'Broken' },
    ]));
  });
  return new Promise((resolve) => fake.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(fake.address() as AddressInfo).port}/`)));
}

before(async () => {
  t = await startTestApp();
  ({ token } = await t.signedIn(['ADMIN']));
  const url = await startFakeGeocoder();
  geocoded = await buildApp({ db: t.db, config: { dataDir: t.dataDir, jwtSecret: undefined, geocoderUrl: url, geocoderTimeoutMs: 300 } });
  await geocoded.ready();
});
after(async () => {
  await geocoded?.close();
  fake?.closeAllConnections();
  await new Promise((resolve) => fake?.close(resolve));
  await t?.close();
});

const search = (query: string, options: { app?: FastifyInstance; language?: string } = {}) =>
  (options.app ?? t.app).inject({
    method: 'GET', url: `/api/sites/search?query=${encodeURIComponent(query)}`,
    headers: { authorization: `Bearer ${token}`, ...(options.language ? { 'accept-language': options.language } : {}) },
  });
async function found(query: string, options: { app?: FastifyInstance; language?: string } = {}): Promise<Place[]> {
  const res = await search(query, options);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Place[];
}
const near = (p: Place, latitude: number, longitude: number) => Math.abs(p.latitude - latitude) < 0.1 && Math.abs(p.longitude - longitude) < 0.1;

describe('the query', () => {
  test('needs 3 characters other than spaces: fewer is 400 naming query, whatever the spaces', async () => {
    for (const query of ['', 'ab', ' a b ', '  ab   ']) assertRejected(await search(query), 400, 'query');
    assertRejected(await t.request({ method: 'GET', url: '/api/sites/search', token }), 400, 'query');
    assertRejected(await search('x'.repeat(201)), 400, 'query');
    assert.equal((await search('a b c')).statusCode, 200, '3 letters apart count');
  });

  test('"no location found" is an empty list (200 []), never a 404', async () => {
    const res = await search('Qxzwv Jjkqq');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), []);
    assert.deepEqual(await found('%%%'), [], 'LIKE wildcards are taken literally');
  });
});

describe('without a geocoder: the offline gazetteer', () => {
  test('finds Lisbon by its English and Portuguese names, with plausible coordinates and country', async () => {
    for (const query of ['Lisbon', 'lisboa', 'LISBONNE']) {
      const places = await found(query);
      assert.ok(places.length >= 1 && places.length <= 10, `${query}: ${places.length} places`);
      const [first] = places;
      assert.equal(first.source, 'gazetteer');
      assert.equal(first.name, 'Lisbon', query);
      assert.equal(first.countryCode, 'PT');
      assert.ok(near(first, 38.72, -9.14), `${query}: ${first.latitude}, ${first.longitude}`);
    }
    assert.equal((await found('Lisbon', { language: 'en' }))[0].displayName, 'Lisbon, Portugal');
  });

  test('Porto first for "Porto" (an exact name before longer ones such as Porto Alegre), in the caller\'s language', async () => {
    const places = await found('porto', { language: 'fr' });
    assert.equal(places[0].name, 'Porto');
    assert.ok(near(places[0], 41.15, -8.61), JSON.stringify(places[0]));
    assert.ok(places.some((p) => p.name === 'Porto Alegre' && p.countryCode === 'BR'), 'other places starting with it follow');
    const tokyo = await found('Tokyo', { language: 'fr' });
    assert.equal(tokyo[0].displayName, 'Tokyo, Japon');
    const [sao] = await found('sao paulo');
    assert.equal(sao.name, 'São Paulo', 'accents aside');
  });

  test('a whole address typed finds its town, from the last comma-separated part', async () => {
    const [first] = await found('Rua Augusta 24, 1100-053 Lisboa');
    assert.equal(first.name, 'Lisbon');
  });
});

describe('own sites', () => {
  test('found by name or address without regard to case or accents, before any other place', async () => {
    const tag = unique();
    const site = await t.request({
      method: 'POST', url: '/api/sites', token,
      payload: { name: `Armazém Évora ${tag}`, address: 'Rua da Alegría 12, Porto', y: 38.5714, x: -7.9135 },
    });
    assert.equal(site.statusCode, 201, site.body);
    const byName = await found(`armazem EVORA ${tag}`);
    assert.deepEqual(byName[0], {
      name: `Armazém Évora ${tag}`, displayName: `Armazém Évora ${tag}, Rua da Alegría 12, Porto`, latitude: 38.5714, longitude: -7.9135, source: 'site',
    });
    const byAddress = await found('rua da alegria');
    assert.equal(byAddress.filter((p) => p.source === 'site').length >= 1, true);
    assert.equal(byAddress[0].name, `Armazém Évora ${tag}`);
    const porto = await found('Porto');
    assert.equal(porto[0].source, 'site', 'the company\'s own places first');
    assert.ok(porto.some((p) => p.source === 'gazetteer' && p.name === 'Porto'), 'then the gazetteer');
  });
});

describe('with GEOCODER_URL: a Nominatim-compatible geocoder', () => {
  test('is asked (format=jsonv2, the query, limit 10, the caller\'s language) and its places answered', async () => {
    mode = 'answer';
    asked.length = 0;
    const places = await found('Praça do Comércio', { app: geocoded, language: 'pt' });
    assert.equal(asked.length, 1);
    assert.equal(asked[0].pathname, '/search');
    assert.equal(asked[0].searchParams.get('format'), 'jsonv2');
    assert.equal(asked[0].searchParams.get('q'), 'Praça do Comércio');
    assert.equal(asked[0].searchParams.get('limit'), '10');
    assert.equal(languages.at(-1), 'pt');
    assert.deepEqual(places, [{
      name: 'Praça do Comércio', displayName: 'Praça do Comércio, Baixa, Lisboa, Portugal',
      latitude: 38.7077507, longitude: -9.1365919, source: 'geocoder', countryCode: 'PT',
    }], 'a place without numeric coordinates is left out');
  });

  test('nothing found by the geocoder is nothing found: [] (the gazetteer is not asked)', async () => {
    mode = 'empty';
    assert.deepEqual(await found('Lisbon', { app: geocoded }), []);
  });

  for (const failure of ['error', 'garbage', 'hang'] as const) {
    test(`a geocoder that fails (${failure}) is passed over: the gazetteer answers`, async () => {
      mode = failure;
      asked.length = 0;
      const places = (await found('Porto', { app: geocoded })).filter((p) => p.source !== 'site');
      assert.equal(asked.length, 1, 'the geocoder was asked');
      assert.ok(places.every((p) => p.source === 'gazetteer'), JSON.stringify(places));
      assert.equal(places[0].name, 'Porto');
      assert.ok(near(places[0], 41.15, -8.61));
    });
  }

  test('an unreachable geocoder is passed over too', async () => {
    const closed = await buildApp({ db: t.db, config: { dataDir: t.dataDir, jwtSecret: undefined, geocoderUrl: 'http://127.0.0.1:9/nominatim' } });
    try {
      const [first] = await found('Lisboa', { app: closed });
      assert.equal(first.source, 'gazetteer');
      assert.equal(first.name, 'Lisbon');
    } finally {
      await closed.close();
    }
  });
});
