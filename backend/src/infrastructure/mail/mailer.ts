import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import type { Publish } from '../queue/outbox.js';
import { OutboxRelay } from '../queue/outbox-relay.js';
import { eventTypeOf } from '../queue/domain-event.js';
import type { MailMessage } from './mail-message.js';
import { MailRequested } from './mail-requested.event.js';
import { MailSender } from './mail-sender.js';
import { seal, unseal } from './sealed.js';

/**
 * The one way to send mail: `mailer.send(publish, message)` inside `Outbox.transactional` records the
 * (sealed) message in the outbox of that transaction, so it goes out only if the transaction commits, and
 * its queued job retries (8 tries, exponential backoff) until the SMTP server takes it.
 */
@Injectable()
export class Mailer implements OnModuleInit {
  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly relay: OutboxRelay,
    private readonly sender: MailSender,
  ) {}

  onModuleInit(): void {
    this.relay.consumeDirectly(eventTypeOf(MailRequested), async (event) => {
      await this.sender.send(unseal<MailMessage>(this.config.sessionSecret, (event as MailRequested).payload.sealed));
    });
  }

  send(publish: Publish, message: MailMessage): void {
    publish(new MailRequested({ sealed: seal(this.config.sessionSecret, message) }));
  }
}
