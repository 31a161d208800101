/**
 * Sites in the browser (issue #12): the administrator finds a city with the offline gazetteer (no GEOCODER_URL), drags
 * the marker with the mouse, sets a 150 m fence, saves and finds the site in the list; the map is drawn by maplibre-gl
 * on the basemap Pontual serves, with the marker and the geofence visible. axe on the list and the editor.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite, ARTIFACTS } from './support/e2eSuite.ts';
import { seriousViolations } from './support/runAxe.ts';

const NAME = `Lisbon riverside ${Date.now().toString(36)}`;
const suite = e2eSuite();

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const numberIn = async (page: Page, label: string) => Number(await page.getByLabel(label, { exact: true }).inputValue());

/** Pixels of the map close to a colour: the geofence's outline (#0d47a1) and the marker (#c62828). */
async function pixelsNear(png: Buffer, [r, g, b]: [number, number, number], tolerance = 40): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (Math.abs(data[i] - r) < tolerance && Math.abs(data[i + 1] - g) < tolerance && Math.abs(data[i + 2] - b) < tolerance) count++;
  }
  return count;
}

describe('sites, as the administrator', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    ({ context, page } = await suite.signedIn('admin@demo.test'));
    // The map jumps instead of flying: what a user who asks for less motion gets, and no animation to wait for.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  after(async () => context?.close());

  test('creates a site by searching a city offline, dragging the marker and setting a 150 m fence', async () => {
    const loaded: string[] = [];
    page.on('requestfinished', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto('/company/sites');
    await h1(page, 'Sites');
    assert.deepEqual(await seriousViolations(page), [], 'the list');
    assert.deepEqual(loaded.filter((p) => /maplibre|mapbox|SiteMapCanvas|countries-/.test(p)), [], 'the list loads no map code');
    await page.getByRole('link', { name: 'New site' }).click();
    await h1(page, 'New site');

    const search = page.getByLabel('Find an address or a town');
    await search.fill('Qxzqxzqxz');
    await page.getByText('No location found.').waitFor();
    await search.fill('Lisbon');
    const results = page.getByRole('list', { name: 'Places found' });
    await results.getByRole('button', { name: /^Lisbon\b.*town$/ }).first().click();
    assert.ok(Math.abs(await numberIn(page, 'Latitude') - 38.72) < 0.05, 'the fields moved to Lisbon');
    assert.ok(Math.abs(await numberIn(page, 'Longitude') + 9.14) < 0.05);

    const marker = page.getByTestId('site-marker');
    await marker.waitFor();
    await page.locator('.site-map[data-ready]').waitFor({ timeout: 60_000 });
    assert.ok(loaded.some((p) => /\/assets\/maplibre-gl-.*\.js$/.test(p)), 'maplibre-gl, in its own chunk, without a token');
    assert.ok(loaded.some((p) => /\/assets\/countries-10m-.*\.json$/.test(p)), 'the basemap Pontual serves');
    assert.ok(!loaded.some((p) => /mapbox-gl/.test(p)), 'not mapbox-gl');
    const before = { lat: await numberIn(page, 'Latitude'), lng: await numberIn(page, 'Longitude') };
    const box = (await marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 90, box.y + box.height / 2 + 60, { steps: 12 });
    await page.mouse.up();
    const dragged = { lat: await numberIn(page, 'Latitude'), lng: await numberIn(page, 'Longitude') };
    assert.ok(dragged.lng > before.lng + 0.0005, `dragged east: ${JSON.stringify({ before, dragged })}`);
    assert.ok(dragged.lat < before.lat - 0.0003, 'and south');

    await page.getByLabel('Name', { exact: true }).fill(NAME);
    await page.getByLabel('Radius in meters').fill('150');
    assert.equal(await page.getByRole('slider', { name: 'Geofence radius' }).getAttribute('aria-valuetext'), '150 m');
    assert.deepEqual(await seriousViolations(page), [], 'the editor');

    const map = await page.getByTestId('site-map').screenshot({ path: join(ARTIFACTS, 'site-editor-map.png') });
    assert.ok(await pixelsNear(map, [13, 71, 161]) > 40, 'the geofence outline is drawn');
    assert.ok(await pixelsNear(map, [198, 40, 40]) > 100, 'the marker is drawn');
    assert.ok(await pixelsNear(map, [241, 237, 228], 12) + await pixelsNear(map, [170, 201, 224], 12) > 10_000, 'land or sea, not a blank box');

    await page.getByRole('button', { name: 'Save' }).click();
    await h1(page, 'Sites');
    await page.getByText(`${NAME} has been saved.`).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
    await row.getByText('150 m').waitFor();
    await row.getByText('Europe/Lisbon').waitFor();

    // View mode: the same place, read-only.
    await row.getByRole('link', { name: NAME, exact: true }).click();
    await h1(page, NAME);
    await page.getByText(`${dragged.lat}, ${dragged.lng}`).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save' }).count(), 0);
  });
});
