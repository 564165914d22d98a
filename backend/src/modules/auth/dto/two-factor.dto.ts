import { ApiProperty } from '@nestjs/swagger';

/** GET /api/community/auth/two-factor: whether two-step sign-in is on for the signed-in account. */
export class TwoFactorStatusAnswer {
  @ApiProperty({ description: 'Signing in asks for a code from an authenticator app after the password' }) enabled!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was turned on' }) enabled_at!: string | null;
  @ApiProperty({ example: 10, description: 'Recovery codes not used yet (0 when off)' }) recovery_codes_left!: number;
}

/** A new secret for the authenticator app, pending until a code proves it. */
export class TwoFactorSetupAnswer {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'The secret in Base32, for typing into the app by hand' }) secret!: string;
  @ApiProperty({ example: 'otpauth://totp/Flying%4050:pat%40example.com?secret=...&issuer=Flying%4050' }) otpauth_url!: string;
  @ApiProperty({ description: 'otpauth_url as a QR code (an SVG document) for the app to scan' }) qr_svg!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: "The account's address when its holder has not proved it (never confirmed, or reached by an address-change link): a code was mailed to it, which POST .../enable needs as email_code (so that only the address's owner turns it on); null when the holder has proved it (the code before, a reset link, an invitation)",
  })
  email_code_sent_to!: string | null;
}

/** Two-step sign-in turned on: the recovery codes, shown this once. */
export class TwoFactorOnAnswer {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: [String], example: ['k7m2p-9qx4r'], description: 'Ten single-use codes that sign in without the app; only their hashes are kept' })
  recovery_codes!: string[];
  @ApiProperty({ example: 1, description: 'The other sessions of the account, ended (they were opened without the second step)' }) ended!: number;
}

export class RecoveryCodesAnswer {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: [String], example: ['k7m2p-9qx4r'], description: 'Ten new single-use codes; the old ones no longer work' }) recovery_codes!: string[];
}
