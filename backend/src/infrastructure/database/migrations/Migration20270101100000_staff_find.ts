import { Migration } from '@mikro-orm/migrations';

/**
 * Staff find what they look for in a big archive (the Users tab, the audit log):
 * - `staff_fold(text)`: lower case without accents ("Chloé" and "chloe" alike), IMMUTABLE so an expression index can use
 *   it. It calls unaccent through the schema the extension is in, with its dictionary named, as an index needs (the
 *   extension may already exist: the public search creates it too, `if not exists`).
 * - `staff_audit_text(action, kind, details)`: what an audit row shows in words (the action and kind codes, and the
 *   subject's title, name, topic, address or theme page as its details keep them), folded.
 * - Trigram indexes (pg_trgm) on the folded account text (address and name) and on the audit rows' text, so a search
 *   word anywhere in them (`like '%word%'`) is found on an index at any size; and the audit rows by subject id.
 */
export class Migration20270101100000_staff_find extends Migration {
  override up(): void {
    this.addSql('create extension if not exists unaccent');
    this.addSql('create extension if not exists pg_trgm');
    this.addSql(`do $$
      declare
        s text := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent');
      begin
        execute format(
          'create or replace function staff_fold(text) returns text language sql immutable strict parallel safe as %L',
          format('select lower(%I.unaccent(%L::regdictionary, $1))', s, quote_ident(s) || '.unaccent'));
      end $$`);
    // Named with its schema: maintenance (ANALYZE, REINDEX) runs index expressions with a search path of pg_catalog only.
    this.addSql(`do $$
      begin
        execute format(
          'create or replace function staff_audit_text(action text, kind text, details jsonb) returns text language sql immutable parallel safe as %L',
          format($f$select %I.staff_fold(coalesce(action, '') || ' ' || coalesce(kind, '') || ' ' || coalesce(details->>'title', '') || ' ' ||
            coalesce(details->>'name', '') || ' ' || coalesce(details->>'topic', '') || ' ' || coalesce(details->>'email', '') || ' ' || coalesce(details->>'theme', ''))$f$, current_schema()));
      end $$`);
    this.addSql(`create index users_fold_search on users using gin (staff_fold(email || ' ' || coalesce(name, '')) gin_trgm_ops)`);
    this.addSql(`create index audit_log_text_search on audit_log using gin (staff_audit_text(action, subject_kind, details) gin_trgm_ops)`);
    this.addSql('create index audit_log_subject_index on audit_log (subject_id) where subject_id is not null');
  }

  override down(): void {
    this.addSql('drop index if exists audit_log_subject_index');
    this.addSql('drop index if exists audit_log_text_search');
    this.addSql('drop index if exists users_fold_search');
    this.addSql('drop function if exists staff_audit_text(text, text, jsonb)');
    this.addSql('drop function if exists staff_fold(text)');
  }
}
