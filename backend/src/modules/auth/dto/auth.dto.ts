import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsPlainAddress, LOOK_ALIKE_MESSAGE, normaliseEmail } from '../email-address.js';
import { OneLineText } from '../../../infrastructure/http/validation.js';

// class-validator runs a property's rules in the order they are registered: stacked decorators bottom-up,
// applyDecorators lists first to last. With stopAtFirstError the first failing rule gives the message.
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const normalisedEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseEmail(value) : value);

/** An e-mail address field (normalised, plain, valid, at most 254 characters); the newsletter uses it too. */
export const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'pat@example.com', maxLength: 254 }),
    Transform(normalisedEmail),
    IsNotEmpty({ message: 'Email is required' }),
    IsString({ message: 'Email must be text' }),
    IsPlainAddress({ message: LOOK_ALIKE_MESSAGE }),
    IsEmail({}, { message: 'Please enter a valid email address' }),
    MaxLength(254, { message: 'Email must be at most 254 characters' }),
  );

const PasswordField = (minLength: number) =>
  applyDecorators(
    ApiProperty({ format: 'password', minLength, maxLength: 200 }),
    IsNotEmpty({ message: 'Password is required' }),
    IsString({ message: 'Password must be text' }),
    MinLength(minLength, { message: `Password must be at least ${minLength} characters` }),
    MaxLength(200, { message: 'Password must be at most 200 characters' }),
  );

const ConfirmPasswordField = () =>
  applyDecorators(
    ApiProperty({ format: 'password', description: 'Must equal password' }),
    IsNotEmpty({ message: 'Please confirm your password' }),
    IsString({ message: 'Confirm password must be text' }),
    MaxLength(200, { message: 'Confirm password must be at most 200 characters' }),
  );

const NameRules = () =>
  applyDecorators(IsString({ message: 'Name must be text' }), MaxLength(100, { message: 'Name must be at most 100 characters' }), OneLineText('Name'));

/**
 * The browser's time zone, sent with sign-in and registration: an account without one takes it (the member's days
 * and weeks are counted in it). A name neither PostgreSQL nor Node knows is ignored, never a failed sign-in.
 */
const BrowserTimeZoneField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 'America/New_York', maxLength: 64, description: "The browser's IANA time zone; kept when the account has none yet (unknown names are ignored)" }),
    IsOptional(),
    IsString({ message: 'time_zone must be text' }),
    MaxLength(64, { message: 'time_zone must be at most 64 characters' }),
  );

export class SignInDto {
  @EmailField()
  email!: string;

  @BrowserTimeZoneField()
  time_zone?: string;

  @PasswordField(1)
  password!: string;

  @ApiPropertyOptional({
    description: 'With two-step sign-in on: the 6-digit code from the authenticator app, or a recovery code (asked when the password alone answers 401 with reason two_factor_required)',
    example: '123456',
    maxLength: 32,
  })
  @IsOptional()
  @IsString({ message: 'Code must be text' })
  @MaxLength(32, { message: 'Code must be at most 32 characters' })
  code?: string;
}

/**
 * The second step asked again by a signed-in session when the account has two-step sign-in on (confirm-password, the
 * address and password changes): optional in the body, since accounts without it are not asked.
 */
const SignedInCodeField = () =>
  applyDecorators(
    ApiPropertyOptional({
      description: 'With two-step sign-in on: the 6-digit code from the authenticator app, or a recovery code (asked when the password alone answers 403 with reason two_factor_required)',
      example: '123456',
      maxLength: 32,
    }),
    IsOptional(),
    IsString({ message: 'Code must be text' }),
    MaxLength(32, { message: 'Code must be at most 32 characters' }),
  );

/** A signed-in owner's new password, with the current one (and, with two-step sign-in on, a code) asked again. */
export class ChangePasswordDto {
  @ApiProperty({ format: 'password', description: 'The password the account has now', maxLength: 200 })
  @MaxLength(200, { message: 'Current password must be at most 200 characters' })
  @IsString({ message: 'Current password must be text' })
  @IsNotEmpty({ message: 'Please enter your current password' })
  currentPassword!: string;

  @PasswordField(8)
  password!: string;

  @ConfirmPasswordField()
  confirmPassword!: string;

  @SignedInCodeField()
  code?: string;
}

/** The account's password, asked again before its two-step sign-in settings change. */
export class ConfirmPasswordDto {
  @PasswordField(1)
  password!: string;
}

/** The password and a current code, asked before two-step sign-in is turned off or gets new recovery codes. */
export class TwoFactorChangeDto extends ConfirmPasswordDto {
  @ApiProperty({ example: '123456', maxLength: 32, description: 'The 6-digit code the authenticator app shows now, or one of the recovery codes' })
  @Transform(trim)
  @MaxLength(32, { message: 'Code must be at most 32 characters' })
  @IsString({ message: 'Code must be text' })
  @IsNotEmpty({ message: 'Please enter the 6-digit code from your authenticator app, or a recovery code' })
  code!: string;
}

/** A signed-in session proving its password again before a dangerous action (POST /api/auth/confirm-password). */
export class ReauthDto extends ConfirmPasswordDto {
  @SignedInCodeField()
  code?: string;
}

/** The authenticator app's current code, proving the secret it was given. */
export class TwoFactorCodeDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code the authenticator app shows now' })
  @Transform(trim)
  @MaxLength(32, { message: 'Code must be at most 32 characters' })
  @IsString({ message: 'Code must be text' })
  @IsNotEmpty({ message: 'Please enter the 6-digit code from your authenticator app' })
  code!: string;

  @ApiPropertyOptional({
    example: '48213907',
    maxLength: 32,
    description: "The code mailed to the account's address by POST .../setup when the account's holder had not proved that address (its answer's email_code_sent_to): asked then, so that only the address's owner can turn it on",
  })
  @Transform(trim)
  @MaxLength(32, { message: 'Email code must be at most 32 characters' })
  @IsString({ message: 'Email code must be text' })
  @IsOptional()
  email_code?: string;
}

abstract class RegisterDto {
  @EmailField()
  email!: string;

  @PasswordField(8)
  password!: string;

  @ConfirmPasswordField()
  confirmPassword!: string;

  @BrowserTimeZoneField()
  time_zone?: string;

  abstract name?: string;
}

/** Staff registration: the name is optional (the generator's form leaves it out). */
export class StaffRegisterDto extends RegisterDto {
  @ApiPropertyOptional({ example: 'Sam Editor', maxLength: 100 })
  @NameRules()
  @IsOptional()
  @Transform(trim)
  name?: string;
}

export class CommunityRegisterDto extends RegisterDto {
  @ApiProperty({ example: 'Pat Runner', maxLength: 100 })
  @NameRules()
  @IsNotEmpty({ message: 'Please enter your name' })
  @Transform(trim)
  name!: string;
}

/** The token of an e-mailed link; the newsletter's confirmation uses it too. */
export const TokenField = () =>
  applyDecorators(
    ApiProperty({ description: 'The token of the e-mailed link', maxLength: 100 }),
    IsNotEmpty({ message: 'The link is incomplete: the token is missing' }),
    IsString({ message: 'Token must be text' }),
    MaxLength(100, { message: 'Token must be at most 100 characters' }),
  );

/** A new address for the signed-in account, with its password (and, with two-step sign-in on, a code) asked again. */
export class ChangeEmailDto {
  @PasswordField(1)
  password!: string;

  @EmailField()
  email!: string;

  @SignedInCodeField()
  code?: string;
}

/** The token of an address-change link. */
export class EmailChangeTokenDto {
  @TokenField()
  token!: string;
}

/** The token of an invitation link, to read what it offers. */
export class InvitationTokenDto {
  @TokenField()
  token!: string;
}

/** Opening an invitation: the invitee sets their name and password. */
export class AcceptInvitationDto {
  @TokenField()
  token!: string;

  @ApiProperty({ example: 'Sam Editor', maxLength: 100 })
  @NameRules()
  @IsNotEmpty({ message: 'Please enter your name' })
  @Transform(trim)
  name!: string;

  @PasswordField(8)
  password!: string;

  @ConfirmPasswordField()
  confirmPassword!: string;
}

export class PasswordResetRequestDto {
  @EmailField()
  email!: string;
}

/** A password-reset link's token, to see whether it still works before the new password is typed. */
export class ResetTokenDto {
  @TokenField()
  token!: string;
}

export class PasswordResetDto {
  @TokenField()
  token!: string;

  @PasswordField(8)
  password!: string;

  @ConfirmPasswordField()
  confirmPassword!: string;
}
