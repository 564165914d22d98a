import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../infrastructure/http/access.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const API_KEYS_MESSAGES = {
  name: 'Please give the key a name (up to 100 characters).',
  scope: `scope must be one of: ${API_KEY_SCOPES.join(', ')}`,
  notFound: 'API key not found',
  expiry: 'expires_in_days must be a whole number of days from 1 to 365',
};

/** How long a key works unless the admin chooses otherwise, and the longest allowed. */
export const API_KEY_DEFAULT_DAYS = 90;
export const API_KEY_MAX_DAYS = 365;

/** Why a key stopped working before its expiry. */
export const REVOKE_REASONS = ['admin', 'password-changed', 'role-removed', 'account-deleted'] as const;
export type RevokeReason = (typeof REVOKE_REASONS)[number];

export class CreateApiKeyDto {
  @ApiProperty({ example: 'Partner app', maxLength: 100, description: 'Who or what uses the key' })
  @Transform(trimmed)
  @IsString({ message: API_KEYS_MESSAGES.name })
  @IsNotEmpty({ message: API_KEYS_MESSAGES.name })
  @MaxLength(100, { message: API_KEYS_MESSAGES.name })
  name!: string;

  @ApiProperty({
    enum: API_KEY_SCOPES,
    example: 'content',
    description: "content: reads the published magazine (public GET routes); staff: also an editor's staff routes (never users, keys, the audit log or members' data)",
  })
  @IsIn(API_KEY_SCOPES, { message: API_KEYS_MESSAGES.scope })
  scope!: ApiKeyScope;

  @ApiProperty({ required: false, minimum: 1, maximum: API_KEY_MAX_DAYS, default: API_KEY_DEFAULT_DAYS, description: 'Days until the key expires' })
  @IsOptional()
  @IsInt({ message: API_KEYS_MESSAGES.expiry })
  @Min(1, { message: API_KEYS_MESSAGES.expiry })
  @Max(API_KEY_MAX_DAYS, { message: API_KEYS_MESSAGES.expiry })
  expires_in_days?: number;
}

/** An API key as the admin list shows it (never the key itself). */
export class ApiKeyView {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Partner app' }) name!: string;
  @ApiProperty({ enum: API_KEY_SCOPES, example: 'content' }) scope!: ApiKeyScope;
  @ApiProperty({ example: 'f50_content_Ab3dE9…', description: 'The first characters of the key, to recognise it' }) prefix!: string;
  @ApiProperty({ example: 1 }) created_by!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Ada Admin' }) created_by_name!: string | null;
  @ApiProperty({ example: 'ada@example.com' }) created_by_email!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Updated at most once a minute' }) last_used_at!: string | null;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at!: string | null;
  @ApiProperty({
    type: String,
    enum: REVOKE_REASONS,
    nullable: true,
    description: "admin: revoked from the list; password-changed, role-removed, account-deleted: its creator's password changed, staff role ended or account was deleted",
  })
  revoked_reason!: RevokeReason | null;
  @ApiProperty({ example: false }) revoked!: boolean;
  @ApiProperty({
    enum: ['active', 'paused', 'expired', 'revoked'],
    description: 'paused: STAFF_TWO_FACTOR=required and its creator has not turned on two-step sign-in; it works again once they do',
  })
  status!: 'active' | 'paused' | 'expired' | 'revoked';
}

/** The answer to a creation: the view and the key, shown this once only. */
export class CreatedApiKey extends ApiKeyView {
  @ApiProperty({ example: 'f50_content_Ab3dE9kq0LJcZ7W2mR5xY1vT8nH4sP6uQ0oI3eK2aB7', description: 'The key; it is stored only as a hash and never shown again' })
  key!: string;
}
