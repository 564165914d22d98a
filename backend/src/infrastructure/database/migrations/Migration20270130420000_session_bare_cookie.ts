import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a session may still come under the bare cookie name `f50_session` where cookies carry the `__Host-` prefix
 * (auth's cookie-names.ts, docs/operations.md "Cookies"): true for the sessions that began before the prefix came in
 * (their browsers hold the bare cookie), false for every session this code starts (SessionService.start sets it), so a
 * bare cookie tossed onto a reader by another host names no session begun since. The default stays true so a session
 * started by a process of the previous build during the deploy (it sets the bare cookie) still counts; instant in
 * PostgreSQL (a constant default rewrites no row). Dropped with the bare-name read, 30 days after the deploy.
 */
export class Migration20270130420000_session_bare_cookie extends Migration {
  override up(): void {
    this.addSql('alter table sessions add column bare_cookie boolean not null default true');
  }

  override down(): void {
    this.addSql('alter table sessions drop column if exists bare_cookie');
  }
}
