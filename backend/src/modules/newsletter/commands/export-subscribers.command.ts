import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Audited } from '../../../infrastructure/audit/audited.js';
import { csvHeader, csvLines } from '../../../infrastructure/http/csv.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';

/** Subscribers read and written at once: the export's memory is a batch's, whatever the list's size. */
export const EXPORT_BATCH = 1000;
const COLUMNS = ['email', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'];

/** Hands a part of the file to the reader once they have taken the last; false (nothing written) when they have gone. */
export type ExportWrite = (chunk: string) => Promise<boolean>;

/** What the export wrote: the subscribers sent, and whether the reader went before the end. */
export interface SubscribersExported {
  rows: number;
  stopped: boolean;
}

@Audited({
  action: 'newsletter.export',
  subject: (_c: ExportSubscribersCommand, e: SubscribersExported) => ({ kind: 'newsletter-subscribers', id: null, details: e.stopped ? { rows: e.rows, stopped: true } : { rows: e.rows } }),
})
export class ExportSubscribersCommand {
  constructor(public readonly write: ExportWrite) {}
}

/**
 * Every subscriber as CSV (admins only), oldest sign-up (id) first, written as it is read: EXPORT_BATCH at a time by
 * id (keyset), each batch handed to the reader before the next is read. One REPEATABLE READ transaction, so every
 * batch sees the list as it was at the first (a sign-up or erasure meanwhile is in all of it or none), and its audit
 * row says how many were sent. A reader who goes stops it at the next batch: the transaction ends (committing the
 * audit row, `stopped`, with the subscribers already handed over) and its connection goes back to the pool.
 */
@CommandHandler(ExportSubscribersCommand)
export class ExportSubscribersHandler implements ICommandHandler<ExportSubscribersCommand, SubscribersExported> {
  constructor(private readonly outbox: Outbox) {}

  execute({ write }: ExportSubscribersCommand): Promise<SubscribersExported> {
    return this.outbox.transactional(async (em) => {
      await em.execute('set transaction isolation level repeatable read');
      const iso = (d: Date | null) => (d ? new Date(d).toISOString() : '');
      let chunk = csvHeader(COLUMNS);
      let rows = 0;
      for (let after = 0; ; ) {
        const batch = await em.execute<Array<{ id: number; email: string; status: string; created_at: Date; confirmed_at: Date | null; unsubscribed_at: Date | null }>>(
          'select id, email, status, created_at, confirmed_at, unsubscribed_at from newsletter_subscribers where id > ? order by id limit ?',
          [after, EXPORT_BATCH],
        );
        chunk += csvLines(batch.map((r) => [r.email, r.status, iso(r.created_at), iso(r.confirmed_at), iso(r.unsubscribed_at)]));
        if (!(await write(chunk))) return { rows, stopped: true };
        rows += batch.length;
        if (batch.length < EXPORT_BATCH) return { rows, stopped: false };
        after = Number(batch[batch.length - 1].id);
        chunk = '';
      }
    });
  }
}
