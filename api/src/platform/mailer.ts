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
      await fs.writeFile(path.join(outbox, `${stamp}-${safeTo}.eml`), info.message as Buffer);
    },
  };
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}
