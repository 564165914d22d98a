import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config.js';
import type { MailMessage } from './mail-message.js';

/** Hands a message to the SMTP server of SMTP_URL (nodemailer), or writes it to the log when SMTP_URL is unset. */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;

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
    const info = await this.transport.sendMail({ from: this.config.mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
    this.logger.log(`sent "${message.subject}" (${String(info.messageId)}) in ${Date.now() - started} ms`);
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
