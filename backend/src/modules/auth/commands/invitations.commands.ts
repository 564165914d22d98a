import { BadRequestException, ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { Mailer } from '../../../infrastructure/mail/mailer.js';
import { twoFactorMail } from '../auth-mail.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordAudit } from '../../../infrastructure/audit/audit.js';
import { Audited, unchanged } from '../../../infrastructure/audit/audited.js';
import type { Role } from '../../../infrastructure/http/access.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { INVITATION_MESSAGES } from '../dto/invitations.dto.js';
import { hashLinkToken, isLinkToken, retireLinks } from '../email-tokens.js';
import { isLastAdmin, lockRoles } from '../account-changes.js';
import { UserSchema } from '../entities/user.entity.js';
import { knownDeviceOwner, type KnownDeviceOwner } from '../known-device.js';
import { PasswordChanged, StaffRoleChanged } from '../events/account-events.js';
import { hashPassword } from '../password.js';
import { refuseWeakPassword } from '../password-rules.js';
import { holds, type StaffRole } from '../roles.js';
import { SessionService } from '../session.service.js';
import { StaffInvitations } from '../staff-invitations.js';
import { INVITER_STILL_TRUSTED_SQL } from '../inviter-trust.js';
import { toUserView, type UserView } from '../user-view.js';
import { AUTH_MESSAGES, type SignedIn } from './register-user.command.js';

@Audited({
  action: 'invitation.create',
  subject: (c: CreateInvitationCommand, id: number) => ({ kind: 'invitation', id, details: { role: c.role } }),
})
export class CreateInvitationCommand {
  constructor(public readonly email: string, public readonly role: StaffRole, public readonly by: number) {}
}

/** An administrator invites an address to a staff role: the link is mailed to it (audited 'invitation.create'). */
@CommandHandler(CreateInvitationCommand)
export class CreateInvitationHandler implements ICommandHandler<CreateInvitationCommand, number> {
  constructor(private readonly outbox: Outbox, private readonly invitations: StaffInvitations) {}

  execute({ email, role, by }: CreateInvitationCommand): Promise<number> {
    return this.outbox.transactional((em, publish) => this.invitations.create(em, publish, email, role, by));
  }
}

// Audit details name people by id only (the invitation's id; its address is in the invitation while it is kept).
@Audited({ action: 'invitation.resend', subject: (c: ResendInvitationCommand, sent: { role: string }) => ({ kind: 'invitation', id: c.id, details: { role: sent.role } }) })
export class ResendInvitationCommand {
  constructor(public readonly id: number, public readonly by: number) {}
}

/** Mails an open invitation again with a new link and a new expiry (audited 'invitation.resend'). */
@CommandHandler(ResendInvitationCommand)
export class ResendInvitationHandler implements ICommandHandler<ResendInvitationCommand, void> {
  constructor(private readonly outbox: Outbox, private readonly invitations: StaffInvitations) {}

  async execute({ id, by }: ResendInvitationCommand): Promise<void> {
    await this.outbox.transactional(async (em, publish) => {
      const sent = await this.invitations.resend(em, publish, id, by);
      if (sent) return sent;
      const [exists] = await em.execute(`select 1 from staff_invitations where id = ?`, [id]);
      throw exists ? new ConflictException(INVITATION_MESSAGES.closed) : new NotFoundException(INVITATION_MESSAGES.notFound);
    });
  }
}

@Audited({ action: 'invitation.revoke', subject: (c: RevokeInvitationCommand, revoked: { role: string } | undefined) => ({ kind: 'invitation', id: c.id, details: revoked ? { role: revoked.role } : {} }) })
export class RevokeInvitationCommand {
  constructor(public readonly id: number, public readonly by: number) {}
}

/** Revokes an open invitation: its link stops working (audited 'invitation.revoke'); revoking a revoked one changes nothing. */
@CommandHandler(RevokeInvitationCommand)
export class RevokeInvitationHandler implements ICommandHandler<RevokeInvitationCommand, void> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ id, by }: RevokeInvitationCommand): Promise<void> {
    await this.outbox.transactional(async (em) => {
      const [row] = await em.execute<{ email: string; role: string }[]>(
        `update staff_invitations set revoked_at = now(), revoked_by = ? where id = ? and accepted_at is null and revoked_at is null returning email, role`,
        [by, id],
      );
      if (row) return row;
      const [exists] = await em.execute<{ accepted_at: Date | null }[]>(`select accepted_at from staff_invitations where id = ?`, [id]);
      if (!exists) throw new NotFoundException(INVITATION_MESSAGES.notFound);
      if (exists.accepted_at) throw new ConflictException(INVITATION_MESSAGES.closed);
      unchanged(); // revoked already: no second audit row
      return undefined;
    });
  }
}

export class AcceptInvitationCommand {
  constructor(
    public readonly token: string,
    public readonly name: string,
    public readonly password: string,
    public readonly confirmPassword: string,
    public readonly previousToken: string | undefined,
  ) {}
}

/**
 * Opens an invitation link, once: the account of the address (made now, or the one that exists) gets the name and
 * password typed here and the invited role; every other session of the account ends and its earlier password stops
 * working, and so does any two-step sign-in set up on it, so whoever registered the address before its owner keeps
 * nothing. The person is signed in. A link whose inviter no longer exists, no longer holds a role that includes the
 * invited one, or has set a new password since is refused like a revoked one (inviter-trust.ts).
 */
@CommandHandler(AcceptInvitationCommand)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitationCommand, SignedIn> {
  constructor(
    private readonly outbox: Outbox,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(command: AcceptInvitationCommand): Promise<SignedIn> {
    if (command.password !== command.confirmPassword) throw new BadRequestException(AUTH_MESSAGES.mismatch);
    if (!isLinkToken(command.token)) throw new BadRequestException(INVITATION_MESSAGES.invalid);
    const password_hash = await hashPassword(command.password);
    return this.outbox.transactional(async (em, publish) => {
      const [invitation] = await em.execute<{ id: number; email: string; role: StaffRole }[]>(
        `update staff_invitations i set accepted_at = now()
          where token_hash = ? and accepted_at is null and revoked_at is null and expires_at > now() and ${INVITER_STILL_TRUSTED_SQL}
          returning id, email, role`,
        [hashLinkToken(command.token)],
      );
      if (!invitation) throw new BadRequestException(INVITATION_MESSAGES.invalid);
      // Refused here, the link is not used up (the transaction rolls back): the invitee chooses another password.
      await refuseWeakPassword(command.password, { email: invitation.email, name: command.name });
      const now = new Date();
      let user = await em.findOne(UserSchema, { email: invitation.email });
      const from: Role = user?.role ?? 'member';
      if (user) {
        await this.sessions.endAll(em, user.id);
        await retireLinks(em, user.id);
        // Two-step sign-in set up by whoever held the account before goes with the old password (the invitation replaces
        // the account); the owner is told, and turns it on again from the profile.
        const removed = await em.execute<{ confirmed_at: Date | null }[]>('delete from two_factor_secrets where user_id = ? returning confirmed_at', [user.id]);
        if (removed.some((row) => row.confirmed_at)) this.mailer.send(publish, twoFactorMail(this.config.publicUrl, user.email, 'invitation'), [{ userId: user.id }]);
        Object.assign(user, { name: command.name, password_hash, password_changed_at: now, last_login_at: now });
        user.email_verified_at ??= now;
        user.email_owner_proved_at = now;
        if (!holds(user.role, invitation.role)) user.role = invitation.role;
      } else {
        user = em.create(UserSchema, {
          email: invitation.email,
          name: command.name,
          password_hash,
          role: invitation.role,
          email_verified_at: now,
          email_owner_proved_at: now,
          password_changed_at: now,
          last_login_at: now,
        });
      }
      await em.flush();
      await em.execute(`update staff_invitations set accepted_by = ? where id = ?`, [user.id, invitation.id]);
      await this.sessions.end(em, command.previousToken);
      const token = this.sessions.start(em, user.id);
      publish(new PasswordChanged({ userId: user.id, reason: 'invitation' }));
      if (from !== user.role) publish(new StaffRoleChanged({ userId: user.id, from, to: user.role, at: now.toISOString() }));
      recordAudit(em, {
        actor: user.id,
        action: 'invitation.accept',
        subjectKind: 'invitation',
        subjectId: invitation.id,
        details: { role: invitation.role },
      });
      return { user: toUserView(user), token, knownDevice: knownDeviceOwner(user) };
    });
  }
}

@Audited({
  action: 'user.role-change',
  subject: (c: ChangeRoleCommand, changed: { user: UserView; from: Role }) => ({
    kind: 'user',
    id: c.userId,
    details: { from: changed.from, to: changed.user.role },
  }),
})
export class ChangeRoleCommand {
  constructor(public readonly userId: number, public readonly role: Role, public readonly by: number) {}
}

/**
 * An administrator lowers an account's role (admin → editor → member); raising one takes an invitation. The last
 * administrator keeps theirs. The change holds from the account's next request in every process (roles are read with
 * the session); the account's API keys stop working once it is no longer staff (api-keys consumes StaffRoleChanged).
 */
@CommandHandler(ChangeRoleCommand)
export class ChangeRoleHandler implements ICommandHandler<ChangeRoleCommand, UserView> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ userId, role }: ChangeRoleCommand): Promise<UserView> {
    const { user } = await this.outbox.transactional(async (em, publish) => {
      // Role changes (and deletions of administrators) queue behind each other, so two admins cannot remove each
      // other's role at once.
      await lockRoles(em);
      const lastAdmin = await isLastAdmin(em, userId);
      const user = await em.findOne(UserSchema, { id: userId });
      if (!user) throw new NotFoundException(INVITATION_MESSAGES.userNotFound);
      const from = user.role;
      if (from === role) return (unchanged(), { user: toUserView(user), from });
      if (holds(role, from)) throw new BadRequestException(INVITATION_MESSAGES.raise);
      if (lastAdmin) throw new ConflictException(INVITATION_MESSAGES.lastAdmin);
      user.role = role;
      await em.flush();
      publish(new StaffRoleChanged({ userId, from, to: role, at: new Date().toISOString() }));
      return { user: toUserView(user), from };
    });
    return user;
  }
}
