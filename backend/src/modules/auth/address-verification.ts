import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { Mailer } from '../../infrastructure/mail/mailer.js';
import { Outbox, type Publish } from '../../infrastructure/queue/outbox.js';
import { passwordResetMail, verificationMail } from './auth-mail.js';
import { EmailTokens } from './email-tokens.js';
import { Roles } from './roles.js';

interface Addressee {
  id: number;
  email: string;
  name?: string | null;
}

/**
 * Sends the e-mailed links of an account (verification of an allow-listed address, password reset), inside
 * the caller's transaction. At start it also sends a verification link to every allow-listed address whose
 * account is unverified and has no working link, which covers addresses added to a list after the account
 * was created (the lists change with a restart).
 */
@Injectable()
export class AddressVerification implements OnApplicationBootstrap {
  private readonly logger = new Logger('AddressVerification');

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly tokens: EmailTokens,
    private readonly mailer: Mailer,
    private readonly roles: Roles,
    private readonly outbox: Outbox,
  ) {}

  /** Sends a verification link when the address waits for a staff role; returns whether it did. */
  async sendVerification(em: EntityManager, publish: Publish, user: Addressee & { email_verified_at?: Date | null }): Promise<boolean> {
    const role = this.roles.pendingRole(user.email, Boolean(user.email_verified_at));
    if (!role) return false;
    const token = await this.tokens.issue(em, user.id, user.email, 'verify-email');
    this.mailer.send(publish, verificationMail(this.config.publicUrl, user.email, user.name ?? null, role, token));
    return true;
  }

  async sendPasswordReset(em: EntityManager, publish: Publish, user: Addressee): Promise<void> {
    const token = await this.tokens.issue(em, user.id, user.email, 'reset-password');
    this.mailer.send(publish, passwordResetMail(this.config.publicUrl, user.email, token));
  }

  async onApplicationBootstrap(): Promise<void> {
    const listed = this.roles.listedAddresses();
    if (!listed.length || !this.config.databaseUrl) return;
    try {
      const sent = await this.outbox.transactional(async (em, publish) => {
        // One process at a time, so processes starting together send each link once.
        await em.execute(`select pg_advisory_xact_lock(hashtext('f50:address-verification'))`);
        const users = await em.execute<(Addressee & { email_verified_at: Date | null })[]>(
          `select id, email, name, email_verified_at from users u
            where email_verified_at is null and email in (${listed.map(() => '?').join(',')})
              and not exists (select 1 from email_tokens t where t.user_id = u.id and t.purpose = 'verify-email' and t.used_at is null and t.expires_at > now())`,
          listed,
        );
        for (const user of users) await this.sendVerification(em, publish, user);
        return users.length;
      });
      if (sent) this.logger.log(`sent ${sent} verification link(s) to allow-listed addresses of unverified accounts`);
    } catch (error) {
      this.logger.error(`could not send verification links at start: ${String(error)}`);
    }
  }
}
