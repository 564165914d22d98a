import { Migration } from '@mikro-orm/migrations';

/**
 * When each session last proved its account's password (sign-in with its second step, registration, a password change,
 * POST /api/auth/confirm-password): the dangerous routes (account deletion, new API keys) refuse a session whose proof
 * is older than 10 minutes with 403 reason reauth_required. Sessions from before have none, so they confirm first.
 */
export class Migration20261230000000_session_password_proof extends Migration {
  override up(): void {
    this.addSql(`alter table sessions add column if not exists password_proved_at timestamptz null`);
  }

  override down(): void {
    this.addSql(`alter table sessions drop column if exists password_proved_at`);
  }
}
