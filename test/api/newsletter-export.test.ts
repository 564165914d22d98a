import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { identities, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { readsDuring, rowsReadEach } from '../support/rows-read.js';
import { NewsletterAdminController } from '../../backend/src/modules/newsletter/newsletter-admin.controller.js';
import { beyondSocketBuffers } from '../support/socket-buffers.js';

/** The administrators' subscriber export at real size: written as it is read, a batch at a time, in one snapshot. */
describe('newsletter-export', () => {
  /** How many long addresses (about 290 bytes each in the file) make an export larger than the sockets hold. */
  const LONG = Math.ceil(beyondSocketBuffers() / 290);
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;

  beforeAll(async () => {
    t = await startTestApp();
    people = await identities(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity) => ({ Cookie: who.cookie });
  const EXPORT = '/api/admin/newsletter/subscribers/export';

  /** The file as the export wrote it whole before it was streamed (csvText over every row), computed here from the table. */
  async function expectedCsv(): Promise<string> {
    const rows = await t.sql<{ email: string; status: string; created_at: Date; confirmed_at: Date | null; unsubscribed_at: Date | null }>(
      'select email, status, created_at, confirmed_at, unsubscribed_at from newsletter_subscribers order by id',
    );
    const cell = (text: string) => `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
    const iso = (d: Date | null) => (d ? d.toISOString() : '');
    const lines = rows.map((r) => [r.email, r.status, iso(r.created_at), iso(r.confirmed_at), iso(r.unsubscribed_at)].map(cell).join(','));
    return [['email', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'].join(','), ...lines].join('\r\n') + '\r\n';
  }

  /** An export's transaction: its connection's process id and when it began. */
  interface Exporting {
    pid: number;
    began: string;
  }
  /** The app's transactions whose last statement read a batch of the export. */
  const exporting = () =>
    t.sql<Exporting>(
      `select pid, xact_start::text as began from pg_stat_activity
      where datname = current_database() and xact_start is not null and query like '%from newsletter_subscribers where id >%' and pid <> pg_backend_pid()`,
    );
  /**
   * Whether that transaction is still open (whatever its last statement). Its connection, back in the pool once it
   * ends, may be in another transaction of the app's (a job's tick) by the time this looks, so it is told by its start.
   */
  const inTransaction = async ({ pid, began }: Exporting) =>
    (await t.sql('select 1 from pg_stat_activity where pid = $1 and xact_start = $2::timestamptz', [pid, began])).length > 0;

  /**
   * Runs `work` while an admin's export of more than the sockets hold (LONG long addresses of 290 bytes) waits for its
   * reader, who took the first part and paused: with the request, the paused response, the export's connection and the part.
   */
  async function streaming(work: (req: http.ClientRequest, response: http.IncomingMessage, exportTx: Exporting, first: string) => Promise<void>): Promise<void> {
    await t.sql(`insert into newsletter_subscribers (email, status) select 'long' || g || '-' || repeat('x', 200) || '@example.com', 'confirmed' from generate_series(1, $1::int) g`, [LONG]);
    const server = http.createServer(t.app.getHttpAdapter().getInstance());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const req = http.get({ host: '127.0.0.1', port, path: EXPORT, headers: as(people.admin) });
      const [response, first] = await new Promise<[http.IncomingMessage, string]>((resolve) =>
        req.on('response', (r) => r.once('data', (c: Buffer) => (r.pause(), resolve([r, c.toString('utf8')])))),
      );
      expect(first.startsWith('email,status,created_at,confirmed_at,unsubscribed_at\r\n')).toBe(true);
      // The export waits for the reader, its transaction open.
      const [exportTx] = await eventually(async () => ((await exporting()).length === 1 ? await exporting() : undefined), 10_000);
      await work(req, response, exportTx, first);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.sql(`delete from newsletter_subscribers where email like 'long%'`);
    }
  }

  describe('exporting the subscribers', () => {
    it('writes 3,000 subscribers byte for byte as the whole file was, reading 1,000 at a time, audited with the count', async () => {
      await t.sql(
        `insert into newsletter_subscribers (email, status, created_at, confirmed_at, unsubscribed_at)
       select case when g % 97 = 0 then '=sum' || g || '@example.com' when g % 89 = 0 then 'quote"' || g || '@example.com' else 'reader' || g || '@example.com' end,
         (array['pending', 'confirmed', 'unsubscribed'])[1 + g % 3], now() - (g || ' minutes')::interval,
         case when g % 3 = 1 then now() - (g || ' seconds')::interval end, case when g % 3 = 2 then now() end
       from generate_series(1, 3000) g`,
      );
      await t.sql('analyze newsletter_subscribers');
      const expected = await expectedCsv();
      let res: request.Response | undefined;
      const reads = await readsDuring(t, async () => {
        res = await request(t.server).get(EXPORT).set(as(people.admin)).buffer(true).parse((r, done) => {
          let text = '';
          r.setEncoding('utf8');
          r.on('data', (c: string) => (text += c));
          r.on('end', () => done(null, text));
        });
      });
      expect(res!.status).toBe(200);
      expect(res!.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res!.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
      expect(res!.body).toBe(expected);
      expect(res!.body.split('\r\n')).toHaveLength(3002);
      // Four reads of the subscribers (the last finds none), each going through at most a batch.
      const counted = await rowsReadEach(t, reads.filter((sql) => /newsletter_subscribers/.test(sql)), 'newsletter_subscribers');
      expect(counted).toHaveLength(4);
      expect(counted.filter((c) => c.rows > 1000)).toEqual([]);
      const [row] = await t.sql<{ actor_id: number; details: object }>(`select actor_id, details from audit_log where action = 'newsletter.export' order by id desc limit 1`);
      expect(row).toEqual({ actor_id: people.admin.id, details: { rows: 3000 } });
      expect(await exporting()).toEqual([]);
      expect((await request(t.server).get(EXPORT).set(as(people.editor))).status).toBe(403);
    });

    it('ends its transaction, audited as stopped, when the reader goes in the middle', async () => {
      await streaming(async (req, _response, exportTx) => {
        req.destroy();
        await eventually(async () => !(await inTransaction(exportTx)), 10_000);
        const [row] = await t.sql<{ details: { rows: number; stopped: boolean } }>(`select details from audit_log where action = 'newsletter.export' order by id desc limit 1`);
        expect(row.details).toEqual({ rows: expect.any(Number), stopped: true });
        expect(row.details.rows).toBeGreaterThan(0);
        expect(row.details.rows).toBeLessThan(LONG);
      });
    });

    it('cuts the download of a reader who stays connected but stops reading, ending its transaction, audited as stopped', async () => {
      const controller = t.app.get(NewsletterAdminController);
      controller.exportReaderWaitMs = 1500;
      try {
        await streaming(async (_req, response, exportTx) => {
          const paused = Date.now();
          // The reader took one part and takes no more (paused, still connected): cut after the wait, not when TCP gives up.
          await eventually(async () => !(await inTransaction(exportTx)), 10_000);
          expect(Date.now() - paused).toBeGreaterThan(500);
          // Reading on, the reader finds the file cut short (what the sockets held, then the end of the connection).
          let lines = 0;
          response.on('data', (c: Buffer) => (lines += c.toString('latin1').split('\n').length - 1));
          response.on('error', () => undefined);
          response.resume();
          await new Promise((resolve) => response.once('close', resolve));
          expect(response.complete).toBe(false);
          expect(lines).toBeLessThan(LONG);
          const [row] = await t.sql<{ details: { rows: number; stopped: boolean } }>(`select details from audit_log where action = 'newsletter.export' order by id desc limit 1`);
          expect(row.details).toEqual({ rows: expect.any(Number), stopped: true });
          expect(row.details.rows).toBeLessThan(LONG);
          expect(await exporting()).toEqual([]);
        });
      } finally {
        controller.exportReaderWaitMs = 60_000;
      }
    });

    it('writes the list as it stood when the download began, whatever changes meanwhile', async () => {
      await streaming(async (_req, response, exportTx, first) => {
        const expected = await expectedCsv();
        // While the export waits for the reader: a sign-up, and the last subscriber erased.
        await t.sql(`insert into newsletter_subscribers (email, status) values ('meanwhile@example.com', 'pending')`);
        await t.sql(`delete from newsletter_subscribers where id = (select max(id) from newsletter_subscribers where email like 'long%')`);
        let text = first;
        response.setEncoding('utf8');
        response.on('data', (c: string) => (text += c));
        response.resume();
        await new Promise((resolve) => response.on('end', resolve));
        expect(text.length).toBe(expected.length);
        expect(text === expected).toBe(true);
        expect(await inTransaction(exportTx)).toBe(false);
        await t.sql(`delete from newsletter_subscribers where email = 'meanwhile@example.com'`);
      });
    });
  });
});
