import { ApiProperty } from '@nestjs/swagger';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** An e-mailed link of the account as the member's data export gives it (never the link's token or its hash). */
export class EmailLinkRecord {
  @ApiProperty({ enum: ['reset-password', 'change-email', 'verify-email'], description: 'What the link (or, for verify-email, the code confirming the address) was for' }) purpose!: string;
  @ApiProperty({ description: 'The address it was sent to (for an address change: the new address)' }) email!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When it was opened (null: not used)' }) used_at!: string | null;
}

/** An address change waiting for its link to be opened. */
export class PendingEmailChange {
  @ApiProperty({ description: 'The new address the account moves to once the link is opened' }) email!: string;
  @ApiProperty({ format: 'date-time' }) requested_at!: string;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
}

/** The addresses kept for the account besides its present one: a change in progress, and the e-mailed links. */
export class EmailAddressesRecord {
  @ApiProperty({ type: PendingEmailChange, nullable: true }) pending_change!: PendingEmailChange | null;
  @ApiProperty({
    type: [String],
    description: 'Other addresses the account has had or asked for, as far as the e-mailed links keep them (the present one and a pending one left out)',
  })
  other_addresses!: string[];
  @ApiProperty({ type: [EmailLinkRecord], description: 'Every e-mailed link kept (password resets, address changes) and address code (two-step sign-in set-up), oldest first' }) links!: EmailLinkRecord[];
}

/** The account's e-mailed links and the addresses they name. */
export class EmailAddressesOfMemberQuery {
  constructor(public readonly userId: number, public readonly currentEmail: string) {}
}

@QueryHandler(EmailAddressesOfMemberQuery)
export class EmailAddressesOfMemberHandler implements IQueryHandler<EmailAddressesOfMemberQuery, EmailAddressesRecord> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, currentEmail }: EmailAddressesOfMemberQuery): Promise<EmailAddressesRecord> {
    const rows = await this.em.fork().execute<Array<{ purpose: string; email: string; created_at: Date; expires_at: Date; used_at: Date | null; waiting: boolean }>>(
      `select purpose, email, created_at, expires_at, used_at, (used_at is null and expires_at > now()) as waiting
         from email_tokens where user_id = ? order by created_at, id`,
      [userId],
    );
    const links = rows.map((row) => ({ purpose: row.purpose, email: row.email, created_at: iso(row.created_at)!, expires_at: iso(row.expires_at)!, used_at: iso(row.used_at) }));
    const waiting = rows.filter((row) => row.purpose === 'change-email' && row.waiting).at(-1);
    const pending = waiting ? { email: waiting.email, requested_at: iso(waiting.created_at)!, expires_at: iso(waiting.expires_at)! } : null;
    const known = new Set([currentEmail.toLowerCase(), ...(pending ? [pending.email.toLowerCase()] : [])]);
    const others = [...new Map(rows.filter((row) => !known.has(row.email.toLowerCase())).map((row) => [row.email.toLowerCase(), row.email])).values()];
    return { pending_change: pending, other_addresses: others, links };
  }
}

/** A staff invitation as its sender's data export gives it (never the link's token hash). */
export class SentInvitationRecord {
  @ApiProperty() email!: string;
  @ApiProperty() role!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time', description: 'When it was last mailed' }) sent_at!: string;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) accepted_at!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) revoked_at!: string | null;
}

/** The staff invitations this account sent, oldest first (none for a member). */
export class InvitationsSentByQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(InvitationsSentByQuery)
export class InvitationsSentByHandler implements IQueryHandler<InvitationsSentByQuery, SentInvitationRecord[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: InvitationsSentByQuery): Promise<SentInvitationRecord[]> {
    const rows = await this.em.fork().execute<Array<{ email: string; role: string; created_at: Date; sent_at: Date; expires_at: Date; accepted_at: Date | null; revoked_at: Date | null }>>(
      `select email, role, created_at, sent_at, expires_at, accepted_at, revoked_at from staff_invitations where invited_by = ? order by created_at, id`,
      [userId],
    );
    return rows.map((row) => ({
      email: row.email,
      role: row.role,
      created_at: iso(row.created_at)!,
      sent_at: iso(row.sent_at)!,
      expires_at: iso(row.expires_at)!,
      accepted_at: iso(row.accepted_at),
      revoked_at: iso(row.revoked_at),
    }));
  }
}

/** A staff invitation as its invitee's data export gives it (never the address or account of who sent it, nor the token hash). */
export class ReceivedInvitationRecord {
  @ApiProperty({ enum: ['editor', 'admin'] }) role!: string;
  @ApiProperty({ format: 'date-time' }) invited_at!: string;
  @ApiProperty({ format: 'date-time', description: 'When it was last mailed' }) sent_at!: string;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) accepted_at!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) revoked_at!: string | null;
  @ApiProperty({ enum: ['pending', 'accepted', 'revoked', 'expired'] }) status!: 'pending' | 'accepted' | 'revoked' | 'expired';
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The inviter's name, as the invitation mail shows it (null: made by the install's settings, the inviter's account gone, or no name; never their address)",
  })
  invited_by_name!: string | null;
}

/**
 * The staff invitations this account received, oldest first: those it accepted, and, when `ownsAddress` (its holder
 * proved the address theirs: anyone can register with an address), those sent to its address that no other account
 * accepted.
 */
export class InvitationsReceivedQuery {
  constructor(public readonly userId: number, public readonly email: string, public readonly ownsAddress: boolean) {}
}

@QueryHandler(InvitationsReceivedQuery)
export class InvitationsReceivedHandler implements IQueryHandler<InvitationsReceivedQuery, ReceivedInvitationRecord[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, email, ownsAddress }: InvitationsReceivedQuery): Promise<ReceivedInvitationRecord[]> {
    type Row = { role: string; created_at: Date; sent_at: Date; expires_at: Date; accepted_at: Date | null; revoked_at: Date | null; expired: boolean; inviter: string | null };
    const rows = await this.em.fork().execute<Row[]>(
      `select i.role, i.created_at, i.sent_at, i.expires_at, i.accepted_at, i.revoked_at, i.expires_at <= now() as expired, nullif(btrim(inviter.name), '') as inviter
         from staff_invitations i left join users inviter on inviter.id = i.invited_by
        where i.accepted_by = ? or (?::boolean and i.email = ? and (i.accepted_by is null or i.accepted_by = ?))
        order by i.created_at, i.id`,
      [userId, ownsAddress, email, userId],
    );
    return rows.map((row) => ({
      role: row.role,
      invited_at: iso(row.created_at)!,
      sent_at: iso(row.sent_at)!,
      expires_at: iso(row.expires_at)!,
      accepted_at: iso(row.accepted_at),
      revoked_at: iso(row.revoked_at),
      status: row.accepted_at ? 'accepted' : row.revoked_at ? 'revoked' : row.expired ? 'expired' : 'pending',
      invited_by_name: row.inviter,
    }));
  }
}
