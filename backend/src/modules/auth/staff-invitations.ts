import { ConflictException, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { recordAudit } from '../../infrastructure/audit/audit.js';
import { addressHash } from '../../infrastructure/crypto/keyed-hash.js';
import { Mailer } from '../../infrastructure/mail/mailer.js';
import { Outbox, type Publish } from '../../infrastructure/queue/outbox.js';
import { invitationMail } from './auth-mail.js';
import { INVITATION_MESSAGES } from './dto/invitations.dto.js';
import { newLinkToken } from './email-tokens.js';
import { holds, type StaffRole } from './roles.js';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export interface InvitationRow {
  id: number;
  email: string;
  role: StaffRole;
  invited_by_name: string | null;
  created_at: Date;
  sent_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

export const INVITATION_VIEW_SQL = `select i.id, i.email, i.role, u.name as invited_by_name, i.created_at, i.sent_at, i.expires_at, i.accepted_at, i.revoked_at
  from staff_invitations i left join users u on u.id = i.invited_by`;

/**
 * Staff invitations: the only way an account gains a staff role. An invitation names an address and a role; its
 * link (256 random bits, stored as SHA-256, single use, INVITATION_DAYS days) is mailed to the address, and whoever
 * opens it sets the account's name and password (see AcceptInvitationHandler), so nobody who registered the address
 * first keeps a password or a session of the account. At most one open invitation per address.
 *
 * At start, the settings make invitations: ADMIN_EMAILS (administrator) while the install has no administrator, and
 * STAFF_EMAILS (editor); each address once: never again after its invitation was accepted or revoked, nor while one
 * is open, and a new one only after the earlier one expired unused.
 */
@Injectable()
export class StaffInvitations implements OnApplicationBootstrap {
  private readonly logger = new Logger('StaffInvitations');

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly mailer: Mailer,
    private readonly outbox: Outbox,
  ) {}

  /** Creates an invitation and mails its link, inside the caller's transaction; answers its id. */
  async create(em: EntityManager, publish: Publish, email: string, role: StaffRole, invitedBy: number | null): Promise<number> {
    // One invitation of an address at a time: two admins inviting it together get one invitation and one 409.
    await em.execute(`select pg_advisory_xact_lock(hashtext('f50:invitation:' || ?))`, [email]);
    const [holder] = await em.execute<{ role: StaffRole | 'member' }[]>(`select role from users where email = ?`, [email]);
    if (holder && holds(holder.role, role)) throw new ConflictException(INVITATION_MESSAGES.alreadyStaff(email, holder.role));
    // An open invitation that expired unused gives way to the new one (the audit log keeps its record); a live one
    // stays (resend or revoke it).
    await em.execute(`delete from staff_invitations where email = ? and accepted_at is null and revoked_at is null and expires_at <= now()`, [email]);
    const [open] = await em.execute(`select 1 from staff_invitations where email = ? and accepted_at is null and revoked_at is null`, [email]);
    if (open) throw new ConflictException(INVITATION_MESSAGES.alreadyInvited(email));
    const { token, hash } = newLinkToken();
    const [row] = await em.execute<{ id: number }[]>(
      `insert into staff_invitations (email, role, token_hash, invited_by, expires_at) values (?, ?, ?, ?, now() + make_interval(days => ?)) returning id`,
      [email, role, hash, invitedBy, INVITATION_DAYS],
    );
    await this.mail(em, publish, email, role, invitedBy, token);
    return row.id;
  }

  /** Gives an open invitation a new link (the earlier one stops working) and a new expiry, and mails it again; null when it is not open. */
  async resend(em: EntityManager, publish: Publish, id: number, by: number): Promise<{ email: string; role: StaffRole } | null> {
    const { token, hash } = newLinkToken();
    const [row] = await em.execute<{ email: string; role: StaffRole }[]>(
      `update staff_invitations set token_hash = ?, sent_at = now(), expires_at = now() + make_interval(days => ?)
        where id = ? and accepted_at is null and revoked_at is null returning email, role`,
      [hash, INVITATION_DAYS, id],
    );
    if (!row) return null;
    await this.mail(em, publish, row.email, row.role, by, token);
    return row;
  }

  private async mail(em: EntityManager, publish: Publish, email: string, role: StaffRole, invitedBy: number | null, token: string): Promise<void> {
    const [inviter] = invitedBy ? await em.execute<{ name: string | null; email: string }[]>(`select name, email from users where id = ?`, [invitedBy]) : [];
    const inviterName = inviter ? inviter.name || inviter.email : null;
    this.mailer.send(publish, invitationMail(this.config.publicUrl, email, role, inviterName, token, INVITATION_DAYS));
  }

  /** The invitations the settings ask for (see the class comment). */
  async onApplicationBootstrap(): Promise<void> {
    const wanted = [
      ...this.config.adminEmails.map((email) => ({ email, role: 'admin' as const })),
      ...this.config.staffEmails.filter((e) => !this.config.adminEmails.includes(e)).map((email) => ({ email, role: 'editor' as const })),
    ];
    if (!wanted.length || !this.config.databaseUrl) return;
    try {
      const sent = await this.outbox.transactional(async (em, publish) => {
        // One process at a time, so processes starting together invite each address once.
        await em.execute(`select pg_advisory_xact_lock(hashtext('f50:staff-invitations'))`);
        const [{ admins }] = await em.execute<{ admins: number }[]>(`select count(*)::int as admins from users where role = 'admin'`);
        let made = 0;
        for (const { email, role } of wanted) {
          if (role === 'admin' && admins > 0) continue;
          // An invitation accepted by an account deleted since keeps only the address's keyed hash.
          const [settled] = await em.execute(
            `select 1 from staff_invitations where email = ? and (accepted_at is not null or revoked_at is not null or expires_at > now())
             union all select 1 from staff_invitations where email_hash = ?
             union all select 1 from users where email = ? and (role = ? or role = 'admin')`,
            [email, addressHash(this.config.sessionSecret, 'invitation-address', email), email, role],
          );
          if (settled) continue;
          const id = await this.create(em, publish, email, role, null);
          // Made by no one: the settings' rows are written here (staff commands are audited by @Audited).
          recordAudit(em, { actor: null, action: 'invitation.create', subjectKind: 'invitation', subjectId: id, details: { role, by: 'settings' } });
          made += 1;
        }
        return made;
      });
      if (sent) this.logger.log(`mailed ${sent} staff invitation(s) to addresses in ADMIN_EMAILS / STAFF_EMAILS`);
    } catch (error) {
      this.logger.error(`could not make the staff invitations of the settings: ${String(error)}`);
    }
  }
}
