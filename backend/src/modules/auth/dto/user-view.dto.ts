import { ApiProperty } from '@nestjs/swagger';
import type { UserView } from '../user-view.js';

/** UserView for the OpenAPI document (the SPA's types are generated from it). */
export class UserViewDto implements UserView {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'pat@example.com' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Pat Runner' }) name!: string | null;
  @ApiProperty({ enum: ['member', 'editor', 'admin'], description: 'member, or the staff role an accepted invitation granted' }) role!: UserView['role'];
  @ApiProperty() email_verified!: boolean;
  @ApiProperty() is_premium!: boolean;
  @ApiProperty({ type: String, nullable: true }) profile_image_url!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_login_at!: string | null;
  @ApiProperty({ description: 'A staff account that has to turn on two-step sign-in (STAFF_TWO_FACTOR=required) before its role gives access: until then a member\'s access' })
  two_factor_needed!: boolean;
}

/** An account as the administrators' Users tab lists it. */
export class AdminUserViewDto extends UserViewDto {
  @ApiProperty({ description: 'Two-step sign-in is on (an administrator can turn it off for a lost phone)' }) two_factor!: boolean;
  @ApiProperty({ description: 'An account under the reserved .invalid domain, which no person owns (the demo content\'s author): not a member, and not counted as one' })
  content_account!: boolean;
}

export class UsersAnswer {
  @ApiProperty({ type: [AdminUserViewDto] }) users!: AdminUserViewDto[];
}

/** GET /api/auth/me and /api/community/auth/me. */
export class SessionAnswer {
  @ApiProperty({ type: UserViewDto }) user!: UserViewDto;
}

/** Sign-in and registration: the session cookie is set and the account answered. */
export class SignedInAnswer {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: UserViewDto }) user!: UserViewDto;
}

export class SignedOutAnswer {
  @ApiProperty({ example: true }) success!: boolean;
}

export class SignedOutOthersAnswer {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 2, description: 'How many other sessions (browsers, devices) were ended' }) ended!: number;
}

/** Reset request: a sentence for the person. */
export class MessageAnswer {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'We have sent a new link to your address.' }) message!: string;
}

/** A used reset link: the sentence, and whether the account signs in at the staff sign-in. */
export class PasswordResetAnswer extends MessageAnswer {
  @ApiProperty({ description: 'Whether the account signs in at the staff sign-in' }) staff!: boolean;
}

/** POST /api/auth/confirm-password: the session may take dangerous actions for `minutes` minutes. */
export class PasswordConfirmedAnswer {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 10, description: 'How long the proof lasts (minutes)' }) minutes!: number;
}
