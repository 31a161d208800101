import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { outboxDir } from './mailer.ts';

/** `npm run outbox [N]`: prints the last N mails (default 1) written while no SMTP_URL is set. */
const dir = outboxDir(loadConfig().dataDir);
const count = Number(process.argv[2] ?? 1);
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().slice(-count) : [];
if (!files.length) console.log(`No mail in ${dir}`);
for (const file of files) {
  const raw = fs.readFileSync(path.join(dir, file), 'utf8');
  // Quoted-printable bodies: undo soft line breaks and escapes so links can be copied.
  const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  console.log(`── ${file}\n${text}\n`);
}
