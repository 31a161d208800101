import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip sizes of the built web app (web/dist): totals and the largest chunks. */
export function bundleSizes(distDir: string): string | null {
  const assets = path.join(distDir, 'assets');
  if (!fs.existsSync(assets)) return null;
  const files = fs.readdirSync(assets).filter((f) => /\.(js|css)$/.test(f)).map((f) => {
    const raw = fs.readFileSync(path.join(assets, f));
    return { file: f, kb: raw.length / 1024, gzipKb: gzipSync(raw).length / 1024 };
  });
  const total = (ext: string) => files.filter((f) => f.file.endsWith(ext)).reduce((s, f) => s + f.gzipKb, 0).toFixed(1);
  const largest = [...files].sort((a, b) => b.gzipKb - a.gzipKb).slice(0, 5)
    .map((f) => `${f.file.replace(/-[\w-]{8}\./, '.')} ${f.gzipKb.toFixed(1)} KB`).join(', ');
  return `Web app (${files.length} chunks): all JS ${total('.js')} KB gzip, CSS ${total('.css')} KB gzip; largest: ${largest}\n${mapWeight(distDir, files)}`;
}

/**
 * The sites map against the app shell (issue #12): the shell is what index.html loads (entry and preloads); the map is
 * the lazy SiteMapCanvas chunk, the renderer and its CSS (maplibre-gl by default, mapbox-gl with a token) and the
 * offline basemap, none of which any other screen loads.
 */
function mapWeight(distDir: string, files: { file: string; gzipKb: number }[]): string {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const shellFiles = new Set([...html.matchAll(/\/assets\/([^"']+\.(?:js|css))/g)].map((m) => m[1]));
  const sum = (pick: (f: string) => boolean) => files.filter((f) => pick(f.file)).reduce((s, f) => s + f.gzipKb, 0);
  const shell = sum((f) => shellFiles.has(f));
  const canvas = sum((f) => f.startsWith('SiteMapCanvas-'));
  const maplibre = sum((f) => f.startsWith('maplibre-gl-'));
  const mapbox = sum((f) => f.startsWith('mapbox-gl-'));
  const screens = sum((f) => /^Site(s|Editor)Route-/.test(f));
  const basemap = fs.readdirSync(path.join(distDir, 'assets')).filter((f) => /^countries-\d+m-.*\.json$/.test(f))
    .reduce((s, f) => s + gzipSync(fs.readFileSync(path.join(distDir, 'assets', f))).length / 1024, 0);
  const map = canvas + maplibre;
  return `Sites map (loaded only by company/sites/*): map chunk + maplibre-gl ${map.toFixed(1)} KB gzip = ${(map / shell).toFixed(2)}× the app shell `
    + `(${shell.toFixed(1)} KB gzip, ${shellFiles.size} files); sites screens ${screens.toFixed(1)} KB; offline basemap ${basemap.toFixed(0)} KB gzip; `
    + `with a Mapbox token mapbox-gl ${mapbox.toFixed(1)} KB instead of maplibre-gl`;
}
