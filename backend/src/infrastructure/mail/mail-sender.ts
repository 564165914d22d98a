import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config.js';
import type { MailMessage } from './mail-message.js';

/** SMTP connections the bulk transport (newsletters) keeps open and sends over in parallel. */
export const BULK_CONNECTIONS = 4;

/**
 * Hands a message to the SMTP server of SMTP_URL (nodemailer). `send` opens a connection per message (transactional
 * mail, rare), and writes the message to the log when SMTP_URL is unset (a first start reads its invitation link
 * there); `sendBulk` sends over a pool of BULK_CONNECTIONS kept-open connections (newsletters: thousands of messages,
 * one after another) and never writes to the log: without SMTP_URL it refuses (newsletter sends are refused before).
 */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;
  private bulk?: Transporter;

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
    }
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport) {
      this.logger.log(`SMTP_URL is not set, so this message is written here instead of being sent.\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`);
      return;
    }
    const started = Date.now();
    const info = await this.transport.sendMail(this.envelope(message));
    this.logger.log(`sent "${message.subject}" (${String(info.messageId)}) in ${Date.now() - started} ms`);
  }

  /** One message of a bulk send; without SMTP_URL an error (no address is written to the log, nothing counts as sent). */
  async sendBulk(message: MailMessage): Promise<void> {
    if (!this.config.smtpUrl) throw new Error('SMTP_URL is not set, so no newsletter can be sent');
    if (!this.bulk) {
      // nodemailer reads transport options from the URL's query (pool=true: kept-open connections).
      const url = new URL(this.config.smtpUrl);
      url.searchParams.set('pool', 'true');
      url.searchParams.set('maxConnections', String(BULK_CONNECTIONS));
      url.searchParams.set('maxMessages', '1000');
      this.bulk = nodemailer.createTransport(url.toString(), { from: this.config.mailFrom });
    }
    await this.bulk.sendMail(this.envelope(message));
  }

  /** The message as nodemailer sends it, DKIM-signed when the settings ask (config/dkim-settings.ts). */
  private envelope(message: MailMessage) {
    return { from: this.config.mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers, dkim: this.config.dkim };
  }

  onApplicationShutdown(): void {
    this.transport?.close();
    this.bulk?.close();
  }
}
