import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException } from '@nestjs/common';
import type { InvitationOffer, InvitationView } from '../dto/invitations.dto.js';
import { INVITATION_MESSAGES } from '../dto/invitations.dto.js';
import { hashLinkToken, isLinkToken } from '../email-tokens.js';
import { INVITATION_VIEW_SQL, type InvitationRow } from '../staff-invitations.js';
import { INVITER_STILL_TRUSTED_SQL } from '../inviter-trust.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toInvitationView(r: InvitationRow): InvitationView {
  const status = r.accepted_at ? 'accepted' : r.revoked_at ? 'revoked' : new Date(r.expires_at) <= new Date() ? 'expired' : 'pending';
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    status,
    invited_by_name: r.invited_by_name,
    created_at: iso(r.created_at)!,
    sent_at: iso(r.sent_at)!,
    expires_at: iso(r.expires_at)!,
    accepted_at: iso(r.accepted_at),
    revoked_at: iso(r.revoked_at),
  };
}

export class ListInvitationsQuery {}

/** The open invitations (pending or expired unused), newest first; accepted ones are accounts, revoked ones are in the audit log. */
@QueryHandler(ListInvitationsQuery)
export class ListInvitationsHandler implements IQueryHandler<ListInvitationsQuery, InvitationView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<InvitationView[]> {
    const rows = await this.em
      .fork()
      .execute<InvitationRow[]>(`${INVITATION_VIEW_SQL} where i.accepted_at is null and i.revoked_at is null order by i.created_at desc, i.id desc limit 200`);
    return rows.map(toInvitationView);
  }
}

export class GetInvitationQuery {
  constructor(public readonly id: number) {}
}

@QueryHandler(GetInvitationQuery)
export class GetInvitationHandler implements IQueryHandler<GetInvitationQuery, InvitationView | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetInvitationQuery): Promise<InvitationView | null> {
    const [row] = await this.em.fork().execute<InvitationRow[]>(`${INVITATION_VIEW_SQL} where i.id = ?`, [id]);
    return row ? toInvitationView(row) : null;
  }
}

export class InspectInvitationQuery {
  constructor(public readonly token: string) {}
}

/** What a working invitation link offers, for the page where the invitee sets a password; 400 for any other link. */
@QueryHandler(InspectInvitationQuery)
export class InspectInvitationHandler implements IQueryHandler<InspectInvitationQuery, InvitationOffer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ token }: InspectInvitationQuery): Promise<InvitationOffer> {
    if (!isLinkToken(token)) throw new BadRequestException(INVITATION_MESSAGES.invalid);
    const [row] = await this.em.fork().execute<{ email: string; role: InvitationOffer['role']; expires_at: Date; existing: boolean }[]>(
      `select i.email, i.role, i.expires_at, exists (select 1 from users u where u.email = i.email) as existing
         from staff_invitations i where i.token_hash = ? and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
           and ${INVITER_STILL_TRUSTED_SQL}`,
      [hashLinkToken(token)],
    );
    if (!row) throw new BadRequestException(INVITATION_MESSAGES.invalid);
    return { email: row.email, role: row.role, expires_at: new Date(row.expires_at).toISOString(), existing_account: row.existing };
  }
}
