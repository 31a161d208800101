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
  return `Web app (${files.length} chunks): all JS ${total('.js')} KB gzip, CSS ${total('.css')} KB gzip; largest: ${largest}`;
}
