import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { OnEvent, type Subject } from '../queue/domain-event.js';
import type { Publish } from '../queue/outbox.js';
import type { MailMessage } from './mail-message.js';
import { MailRequested } from './mail-requested.event.js';
import { MailSender } from './mail-sender.js';
import { seal, unseal } from '../crypto/sealed.js';

/**
 * The one way to send mail: `mailer.send(publish, message)` inside `Outbox.transactional` records the
 * (sealed) message in the outbox of that transaction, so it goes out only if the transaction commits, and
 * its queued job retries (MailRequested: 16 tries over about 9 hours) until the SMTP server takes it.
 */
@Injectable()
export class Mailer {
  constructor(@Inject(AppConfig) private readonly config: AppConfig, private readonly sender: MailSender) {}

  /** MailRequested's one consumer: a failure fails the relayed job, which the queue retries (MailRequested's attempts). */
  @OnEvent(MailRequested)
  async deliver(event: MailRequested): Promise<void> {
    await this.sender.send(unseal<MailMessage>(this.config.sessionSecret, event.payload.sealed, 'queued-mail'));
  }

  /**
   * `about`: the accounts (and other addresses) the message concerns, besides its recipient's address, which it is
   * always about: deleting the account then deletes the message, sent or not. A feature that must forget only its own
   * mails to an address names the recipient with its scope too (`{ email, scope }`, see Subject).
   */
  send(publish: Publish, message: MailMessage, about: Subject[] = []): void {
    publish(new MailRequested({ sealed: seal(this.config.sessionSecret, message, 'queued-mail') }, 0, [{ email: message.to }, ...about]));
  }
}
