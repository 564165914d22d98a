import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { OutboxRetention } from '../../backend/src/infrastructure/queue/retention.js';
import type { BatchOptions } from '../../backend/src/infrastructure/database/batched-delete.js';
import { PurgeExpiredAccessCommand } from '../../backend/src/modules/auth/commands/retention.commands.js';
import { PurgeOldRemovalsCommand } from '../../backend/src/modules/community/commands/retention.commands.js';
import { GenerationRuns } from '../../backend/src/modules/content/generation-runs.js';
import { PurgeOldSignupsCommand } from '../../backend/src/modules/newsletter/commands/retention.commands.js';
import { suppressionHash } from '../../backend/src/modules/newsletter/suppression.js';
import { writesDuring, rowsReadUndone } from '../support/rows-read.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Retention after a long downtime (docs/operations.md, "What is kept, and for how long"): each module's retention
 * deletes a backlog in bounded batches, one committed statement each (the batch size set small here), purges all of it,
 * keeps what is inside its period, and each statement reads only the rows it deletes (through an index, at size: the
 * fresh rows are written first, so a scan of the table would go through them all).
 */
describe('retention-batches', () => {
  let t: TestApp;
  let userId: number;
  const BATCH = 200;
  const BACKLOG = 2 * BATCH + 7;
  const FRESH = 20_000;

  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process' });
    [{ id: userId }] = await t.sql<{ id: number }>(`insert into users (email, password_hash) values ('batches@example.com', 'x') returning id`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = async (sql: string) => Number((await t.sql<{ n: string }>(`select count(*) as n from ${sql}`))[0].n);

  interface Case {
    name: string;
    table: string;
    /** Writes FRESH rows inside their period, then BACKLOG past it (`from` numbers them apart from an earlier backlog). */
    seed(from: number): Promise<void>;
    purge(options: BatchOptions): Promise<unknown>;
    /** A part of the statements of this purge (others of the command delete other rows). */
    marks: string;
    /** Rows past their period, and rows inside it. */
    past: string;
    kept: string;
  }

  const commands = () => t.app.get(CommandBus);
  const series = (from: number, n: number) => `generate_series(${from}, ${from + n - 1}) g`;
  const signups = (status: string, column: string, age: string) => async (from: number) => {
    if (from === 0) await t.sql(`insert into newsletter_subscribers (email, status, confirmed_at) select 'fresh' || g || '@example.com', 'confirmed', now() from ${series(1, FRESH)} on conflict do nothing`);
    await t.sql(
      `insert into newsletter_subscribers (email, status, ${column}) select '${status}' || g || '@example.com', '${status}', now() - interval '${age}' - g * interval '1 second' from ${series(from + 1, BACKLOG)}`,
    );
  };

  const cases: Case[] = [
    {
      name: 'auth: expired sessions',
      table: 'sessions',
      marks: 'delete from sessions ',
      seed: async (from) => {
        if (from === 0) await t.sql(`insert into sessions (id, user_id, expires_at) select md5('fresh' || g), $1, now() + interval '1 day' from ${series(1, FRESH)}`, [userId]);
        await t.sql(`insert into sessions (id, user_id, expires_at) select md5('old' || g), $1, now() - interval '1 hour' - g * interval '1 second' from ${series(from + 1, BACKLOG)}`, [userId]);
      },
      purge: (options) => commands().execute(new PurgeExpiredAccessCommand(options)),
      past: `sessions where expires_at <= now()`,
      kept: `sessions where expires_at > now()`,
    },
    {
      name: 'auth: e-mail links used 30 days ago',
      table: 'email_tokens',
      marks: 'used_at < now()',
      seed: async (from) => {
        if (from === 0) {
          await t.sql(
            `insert into email_tokens (user_id, purpose, token_hash, email, expires_at, used_at)
             select $1, 'reset-password', md5('fresh' || g), 'a@example.com', now() + interval '1 hour', case when g % 2 = 0 then now() - interval '1 day' end from ${series(1, FRESH)}`,
            [userId],
          );
        }
        await t.sql(
          `insert into email_tokens (user_id, purpose, token_hash, email, expires_at, used_at)
           select $1, 'reset-password', md5('used' || g), 'a@example.com', now() - interval '10 days', now() - interval '31 days' - g * interval '1 second' from ${series(from + 1, BACKLOG)}`,
          [userId],
        );
      },
      purge: (options) => commands().execute(new PurgeExpiredAccessCommand(options)),
      past: `email_tokens where used_at < now() - interval '30 days'`,
      kept: `email_tokens where expires_at > now()`,
    },
    {
      name: 'community: saved-report removals older than a day',
      table: 'saved_report_removals',
      marks: 'delete from saved_report_removals ',
      seed: async (from) => {
        if (from === 0) await t.sql(`insert into saved_report_removals (user_id, saved_report_id, premium_content_id, removed_at) select $1, g, g, now() from ${series(1, FRESH)}`, [userId]);
        await t.sql(
          `insert into saved_report_removals (user_id, saved_report_id, premium_content_id, removed_at) select $1, g, g, now() - interval '25 hours' - g * interval '1 second' from ${series(FRESH + from + 1, BACKLOG)}`,
          [userId],
        );
      },
      purge: (options) => commands().execute(new PurgeOldRemovalsCommand(options)),
      past: `saved_report_removals where removed_at < now() - interval '1 day'`,
      kept: `saved_report_removals where removed_at >= now() - interval '1 day'`,
    },
    {
      name: 'content: generation run records past 48 hours',
      table: 'generation_runs',
      marks: 'delete from generation_runs ',
      seed: async (from) => {
        if (from === 0) await t.sql(`insert into generation_runs (run_key, item_id) select 'fresh-' || g, g from ${series(1, FRESH)}`);
        await t.sql(`insert into generation_runs (run_key, item_id, stored_at) select 'old-' || g, g, now() - interval '49 hours' - g * interval '1 second' from ${series(from + 1, BACKLOG)}`);
      },
      purge: (options) => t.app.get(GenerationRuns).purge(options),
      past: `generation_runs where stored_at < now() - interval '48 hours'`,
      kept: `generation_runs where stored_at >= now() - interval '48 hours'`,
    },
    {
      name: 'the outbox: rows dispatched a week ago',
      table: 'outbox_events',
      marks: 'delete from outbox_events ',
      seed: async (from) => {
        if (from === 0) await t.sql(`insert into outbox_events (type, payload, dispatched_at) select 'Fresh', '{}', now() from ${series(1, FRESH)}`);
        await t.sql(`insert into outbox_events (type, payload, created_at, dispatched_at) select 'Old', '{}', now() - interval '8 days', now() - interval '8 days' - g * interval '1 second' from ${series(from + 1, BACKLOG)}`);
      },
      purge: (options) => t.app.get(OutboxRetention).purge(undefined, options.signal && { signal: options.signal }, options.batch),
      past: `outbox_events where type = 'Old'`,
      kept: `outbox_events where type = 'Fresh'`,
    },
    {
      name: 'newsletter: unconfirmed sign-ups',
      table: 'newsletter_subscribers',
      marks: "status = 'pending'",
      seed: signups('pending', 'token_expires_at', '24 days'),
      purge: (options) => commands().execute(new PurgeOldSignupsCommand(options)),
      past: `newsletter_subscribers where status = 'pending'`,
      kept: `newsletter_subscribers where status = 'confirmed'`,
    },
    {
      name: 'newsletter: sign-ups unsubscribed 30 days ago',
      table: 'newsletter_subscribers',
      marks: "status = 'unsubscribed'",
      seed: signups('unsubscribed', 'unsubscribed_at', '31 days'),
      purge: (options) => commands().execute(new PurgeOldSignupsCommand(options)),
      past: `newsletter_subscribers where status = 'unsubscribed'`,
      kept: `newsletter_subscribers where status = 'confirmed'`,
    },
    {
      name: 'newsletter: sign-ups bounced 30 days ago',
      table: 'newsletter_subscribers',
      marks: "status = 'bounced'",
      seed: signups('bounced', 'bounced_at', '31 days'),
      purge: (options) => commands().execute(new PurgeOldSignupsCommand(options)),
      past: `newsletter_subscribers where status = 'bounced'`,
      kept: `newsletter_subscribers where status = 'confirmed'`,
    },
  ];

  describe('retention in bounded batches', () => {
    for (const c of cases) {
      it(`${c.name}: a backlog of ${BACKLOG} goes in batches of at most ${BATCH}, each reading only what it deletes; fresh rows stay`, async () => {
        await c.seed(0);
        await t.sql(`analyze ${c.table}`);
        const kept = await count(c.kept);
        expect(await count(c.past)).toBe(BACKLOG);

        // A process that is stopping deletes nothing more: the backlog waits for the next run.
        const stopped = new AbortController();
        stopped.abort();
        expect(await writesDuring(t, () => c.purge({ batch: BATCH, signal: stopped.signal }))).toEqual([]);

        const deletes = (await writesDuring(t, () => c.purge({ batch: BATCH }))).filter((d) => d.statement.includes(c.marks));
        expect(deletes.map((d) => d.rows)).toEqual([BATCH, BATCH, 7]); // the short batch ends the purge
        expect(await count(c.past)).toBe(0);
        expect(await count(c.kept)).toBe(kept);

        // The same statement on a new backlog, at size, goes through the index: no more rows than the batch, twice (the
        // subselect's index scan, then the delete's fetch by ctid), however many fresh rows the table holds.
        await c.seed(BACKLOG);
        await t.sql(`analyze ${c.table}`);
        expect(await rowsReadUndone(t, deletes[0].statement, c.table)).toBeLessThanOrEqual(2 * BATCH);
        await c.purge({});
        expect(await count(c.past)).toBe(0);
      });
    }

    it('unsubscribed addresses become their keyed hashes with one upsert per batch; a later date replaces an earlier one', async () => {
      const hash = (email: string) => suppressionHash(t.config.sessionSecret, email);
      expect(await count('newsletter_suppressions')).toBe(2 * BACKLOG); // from the backlogs above
      const [before] = await t.sql<{ unsubscribed_at: Date }>(`select unsubscribed_at from newsletter_suppressions where address_hash = $1`, [hash('unsubscribed1@example.com')]);
      // A new backlog, and the first address again (it signed up and left again since).
      await signups('unsubscribed', 'unsubscribed_at', '31 days')(2 * BACKLOG);
      await t.sql(`insert into newsletter_subscribers (email, status, unsubscribed_at) values ('unsubscribed1@example.com', 'unsubscribed', now() - interval '30 days 1 hour')`);

      const writes = await writesDuring(t, () => commands().execute(new PurgeOldSignupsCommand({ batch: BATCH })));
      const deletes = writes.filter((w) => w.statement.includes("status = 'unsubscribed'"));
      const upserts = writes.filter((w) => w.statement.startsWith('insert into newsletter_suppressions'));
      expect(deletes.map((d) => d.rows)).toEqual([BATCH, BATCH, 8]);
      expect(upserts).toHaveLength(3);
      expect(await count(`newsletter_subscribers where status = 'unsubscribed'`)).toBe(0);
      expect(await count('newsletter_suppressions')).toBe(3 * BACKLOG);
      expect(await count(`newsletter_suppressions where address_hash = '${hash(`unsubscribed${3 * BACKLOG}@example.com`)}'`)).toBe(1);
      const [after] = await t.sql<{ unsubscribed_at: Date }>(`select unsubscribed_at from newsletter_suppressions where address_hash = $1`, [hash('unsubscribed1@example.com')]);
      expect(after.unsubscribed_at.getTime()).toBeGreaterThan(before.unsubscribed_at.getTime());
    });
  });
});
