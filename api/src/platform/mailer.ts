import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail { to: string; subject: string; text: string; html?: string }
export interface Mailer { send(mail: Mail): Promise<void> }

/**
 * Sends through `SMTP_URL`; without it each message is written to `DATA_DIR/outbox/` as an .eml file
 * (readable with any mail client or `npm run outbox`).
 */
export function createMailer(options: { smtpUrl?: string; dataDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return { async send(mail) { await transport.sendMail({ from: options.from, ...mail }); } };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // Two messages to one address within a millisecond must not overwrite each other.
      await fs.writeFile(path.join(outbox, `${stamp}-${randomBytes(3).toString('hex')}-${safeTo}.eml`), info.message as Buffer);
    },
  };
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

const sending = new Set<Promise<void>>();

/**
 * Sends without making the caller wait: a reply that waited for the mailer would tell, by its time, whether a
 * message went out (and a slow mail server would slow the reply). A failure is handed to `onError` (logged).
 */
export function sendInBackground(mailer: Mailer, mail: Mail, onError: (error: unknown) => void): void {
  // Composing a message is synchronous work too: start it once the reply is on its way.
  const job: Promise<void> = new Promise<void>((resolve) => { setImmediate(resolve); })
    .then(() => mailer.send(mail))
    .catch((error: unknown) => { try { onError(error); } catch { /* the logger failed too: nothing more to do */ } })
    .finally(() => { sending.delete(job); });
  sending.add(job);
}

/** Resolves once every message handed to `sendInBackground` so far has been sent or has failed (shutdown, tests). */
export async function backgroundMailSettled(): Promise<void> {
  while (sending.size) await Promise.allSettled([...sending]);
}
