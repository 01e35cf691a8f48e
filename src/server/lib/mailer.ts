// Mail goes through SMTP when SMTP_URL is set; otherwise each message is written to
// DATA_DIR/outbox as one JSON file and its link is logged, so a developer can click it.

import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (a contact message: the person who wrote it). */
  replyTo?: string;
  /** Extra headers (the digest's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /**
   * Files sent with the mail (a session's calendar file). The content is text, so the outbox
   * keeps it readable; SMTP sends it as nodemailer's attachments.
   */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  /** "text/calendar; charset=utf-8; method=PUBLISH" */
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * Deletes outbox files written before `before` (/privacy promises 30 days); answers how many.
 * A file's age is its modification time, the moment the mail was written.
 */
export function deleteOutboxFilesBefore(dataDir: string, before: Date): number {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0; // no outbox yet (or mail goes through SMTP)
  }
  let deleted = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    if (name.endsWith('.json') && statSync(file).mtime < before) {
      rmSync(file, { force: true });
      deleted++;
    }
  }
  return deleted;
}

export function createOutboxMailer(dataDir: string, logger: Logger): Mailer {
  const dir = outboxDir(dataDir);
  return {
    async send(message) {
      mkdirSync(dir, { recursive: true });
      const date = new Date().toISOString();
      const file = path.join(dir, `${date.replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`);
      writeFileSync(file, JSON.stringify({ ...message, date }, null, 2));
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      logger.info(
        { to: message.to, subject: message.subject, file, link },
        `mail written to the outbox${link ? `: ${link}` : ''}`,
      );
    },
    async close() {},
  };
}

export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
      logger.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}

export function createMailer(
  options: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  logger: Logger,
): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.mailFrom, logger)
    : createOutboxMailer(options.dataDir, logger);
}
