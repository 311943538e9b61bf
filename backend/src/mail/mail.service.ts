import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { AppConfig } from '../config/app-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailResult {
  delivered: boolean;
  messageId?: string;
}

/**
 * Sends mail through SMTP (SMTP_URL) or, in embedded mode, writes each message as a real MIME file
 * (.eml) to the outbox under VAR_DIR/mail. A delivery failure is reported, never thrown: callers record
 * it (e.g. an invitation's isDelivered) and the user's action still succeeds.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {}

  get outboxDir(): string | undefined {
    return this.config.SMTP_URL ? undefined : this.config.mailOutboxDir;
  }

  async send(mail: OutgoingMail): Promise<MailResult> {
    try {
      const info = await this.mailer.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
        attachments: mail.attachments,
      });
      const outbox = this.outboxDir;
      if (outbox) {
        await mkdir(outbox, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
        await writeFile(join(outbox, name), info.message as Buffer);
      }
      return { delivered: true, messageId: info.messageId };
    } catch (err) {
      this.logger.warn({ err, to: mail.to, subject: mail.subject }, 'mail not delivered');
      return { delivered: false };
    }
  }
}
