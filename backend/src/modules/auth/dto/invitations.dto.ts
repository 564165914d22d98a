import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { STAFF_ROLE_NAMES, type StaffRole } from '../roles.js';
import { EmailField } from './auth.dto.js';
import { UserViewDto } from './user-view.dto.js';

export const INVITATION_MESSAGES = {
  role: `role must be one of: ${STAFF_ROLE_NAMES.join(', ')}`,
  roleChange: 'role must be one of: member, editor, admin',
  notFound: 'Invitation not found',
  userNotFound: 'Account not found',
  alreadyStaff: (email: string, role: string) => `${email} is already an ${role === 'admin' ? 'administrator' : 'editor'}.`,
  alreadyInvited: (email: string) => `${email} already has an open invitation. Resend it or revoke it from the list.`,
  closed: 'This invitation has been accepted or revoked, so it cannot be sent again.',
  invalid: 'This invitation link is invalid, has already been used, was revoked or has expired. Ask an administrator to send you a new one.',
  raise: 'A staff role is given by invitation only: invite the address from the Users tab.',
  lastAdmin: 'This is the only administrator: invite another administrator before removing this role.',
  registerByInvitation:
    'Staff accounts are created by invitation. If you were invited, open the link in your invitation email; otherwise ask a Flying@50 administrator to invite you.',
};

export class CreateInvitationDto {
  @EmailField()
  email!: string;

  @ApiProperty({ enum: STAFF_ROLE_NAMES, example: 'editor' })
  @IsIn(STAFF_ROLE_NAMES, { message: INVITATION_MESSAGES.role })
  role!: StaffRole;
}

export class ChangeRoleDto {
  @ApiProperty({ enum: ['member', 'editor', 'admin'], example: 'member', description: 'Only lowers a role: a staff role is given by invitation' })
  @IsIn(['member', 'editor', 'admin'], { message: INVITATION_MESSAGES.roleChange })
  role!: 'member' | StaffRole;
}

/** An invitation as the admin list shows it (never its token). */
export class InvitationView {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'sam@example.com' }) email!: string;
  @ApiProperty({ enum: STAFF_ROLE_NAMES }) role!: StaffRole;
  @ApiProperty({ enum: ['pending', 'expired', 'accepted', 'revoked'] }) status!: 'pending' | 'expired' | 'accepted' | 'revoked';
  @ApiProperty({ type: String, nullable: true, example: 'Ada Admin', description: 'null: made at start from ADMIN_EMAILS or STAFF_EMAILS' })
  invited_by_name!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time', description: 'When the link was last mailed' }) sent_at!: string;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) accepted_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at!: string | null;
}

export class InvitationsAnswer {
  @ApiProperty({ type: [InvitationView] }) invitations!: InvitationView[];
}

/** What an invitation link offers (read before the invitee sets a password). */
export class InvitationOffer {
  @ApiProperty({ example: 'sam@example.com' }) email!: string;
  @ApiProperty({ enum: STAFF_ROLE_NAMES }) role!: StaffRole;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ description: 'Whether an account already exists for the address (its password will be replaced)' }) existing_account!: boolean;
}

export class UserAnswer {
  @ApiProperty({ type: UserViewDto }) user!: UserViewDto;
}
