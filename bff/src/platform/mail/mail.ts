import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxMessage } from '@flow/contracts';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** A mail could not be handed over; carries the SMTP codes only, never the addresses or text. */
export class MailDeliveryError extends Error {
  readonly code: string | undefined;
  readonly responseCode: number | undefined;

  constructor(cause: unknown) {
    const c = (cause ?? {}) as { code?: unknown; responseCode?: unknown };
    const code = typeof c.code === 'string' ? c.code : undefined;
    const responseCode = typeof c.responseCode === 'number' ? c.responseCode : undefined;
    super(`The mail could not be sent (${code ?? 'unknown'}${responseCode ? ` ${responseCode}` : ''})`);
    this.name = 'MailDeliveryError';
    this.code = code;
    this.responseCode = responseCode;
  }
}

/** SMTP through nodemailer (SMTP_URL), for production. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, ...message });
    } catch (err) {
      // nodemailer's errors quote the server's reply, which often names the recipient.
      throw new MailDeliveryError(err);
    }
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * No SMTP configured: every mail is written as one JSON file into the outbox directory
 * (`data/outbox/` beside the SQLite file by default), where a developer can open it; the
 * development-only GET /api/dev/outbox lists the same files.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    readonly dir: string,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const createdAt = new Date();
    const id = randomUUID();
    const record: OutboxMessage = { id, to: message.to, subject: message.subject, text: message.text, createdAt: createdAt.toISOString() };
    const file = path.join(this.dir, `${createdAt.toISOString().replace(/[:.]/g, '-')}-${id}.json`);
    await fs.writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
    // No recipient here: logs are kept and shipped more widely than the outbox folder.
    this.logger.info({ file: path.basename(file) }, 'mail written to the outbox (no SMTP_URL configured)');
  }

  /** Newest first. */
  async list(limit = 50): Promise<OutboxMessage[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return [];
    }
    const recent = names.filter((n) => n.endsWith('.json')).sort().reverse().slice(0, limit);
    const messages: OutboxMessage[] = [];
    for (const name of recent) {
      try {
        messages.push(JSON.parse(await fs.readFile(path.join(this.dir, name), 'utf8')) as OutboxMessage);
      } catch {
        // A half-written or foreign file is not a mail.
      }
    }
    return messages;
  }
}

export function createMailer(opts: { smtpUrl: string | null; from: string; outboxDir: string; logger: Logger }): Mailer {
  return opts.smtpUrl ? new SmtpMailer(opts.smtpUrl, opts.from) : new OutboxMailer(opts.outboxDir, opts.logger);
}
