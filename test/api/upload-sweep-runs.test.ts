import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { JobQueue } from '../../backend/src/infrastructure/queue/job-queue.js';
import { SweepUploads, UploadSweep } from '../../backend/src/infrastructure/storage/upload-sweep.js';
import { registerMember, type Identity } from '../support/auth.js';
import { fileOf, png } from '../support/images.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The hourly sweep's runs are bounded, so a run costs the same with a hundred uploads or a million: each checks at
 * most its budget, those never checked first, then those found in use longest ago (upload-sweep.ts).
 */
describe('upload-sweep-runs', () => {
  let t: TestApp;
  let pat: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    pat = await registerMember(t, 'pat@example.com', 'Pat');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Uploads a photo on its own (POST /api/community/journal/upload-image) and answers its address. */
  async function upload(): Promise<string> {
    const res = await request(t.server).post('/api/community/journal/upload-image').set('Cookie', pat.cookie).attach('image', await png(), 'photo.png');
    expect(res.status).toBe(200);
    return res.body.imageUrl as string;
  }
  const nameOf = (url: string) => url.replace(/^\/uploads\//, '');
  const ledger = async (url: string) => t.sql('select * from uploads where name = $1', [nameOf(url)]);
  const backdate = (url: string, hours: number) =>
    t.sql(`update uploads set created_at = now() - make_interval(hours => $2) where name = $1`, [nameOf(url), hours]);
  /** Runs the sweep the way the schedule does: a sweep-uploads job on the maintenance queue, with its full budget. */
  const runSweep = async () => (await t.app.get(JobQueue).add(new SweepUploads({}))).finished();

  describe('a run of the hourly sweep', () => {
    it('checks at most its budget: never-checked uploads first, then those found in use longest ago', async () => {
      const onEntry = await upload();
      const first = await upload();
      const second = await upload();
      const entry = await request(t.server).post('/api/community/journal').set('Cookie', pat.cookie).send({ content: 'Kept photo', image_url: onEntry, is_private: true });
      expect(entry.status).toBe(201);
      await backdate(onEntry, 27);
      await backdate(first, 26);
      await backdate(second, 25);
      const sweep = t.app.get(UploadSweep);

      // The oldest never checked first: the photo in use is stamped as checked, `first` is deleted, `second` waits.
      expect(await sweep.sweep(2)).toEqual([nameOf(first)]);
      expect(existsSync(fileOf(t, first))).toBe(false);
      expect((await ledger(onEntry))[0].checked_at).toBeInstanceOf(Date);
      expect((await ledger(second))[0].checked_at).toBeNull();
      // The next run starts with what was never checked, before anything checked before.
      expect(await sweep.sweep(1)).toEqual([nameOf(second)]);
      expect(existsSync(fileOf(t, second))).toBe(false);
      expect(await ledger(onEntry)).toHaveLength(1);

      // A use that ended without releasing its upload (a row changed behind the product's back) is found when the
      // upload's turn comes round again, and the upload deleted.
      await t.sql('update journal_entries set image_url = null where image_url = $1', [onEntry]);
      await runSweep();
      expect(await ledger(onEntry)).toEqual([]);
      expect(existsSync(fileOf(t, onEntry))).toBe(false);
    });

    it('ends once every upload was checked, however large its budget, and stamps what it keeps', async () => {
      const kept = await upload();
      expect((await request(t.server).post('/api/community/journal').set('Cookie', pat.cookie).send({ content: 'Another', image_url: kept })).status).toBe(201);
      await backdate(kept, 30);
      await runSweep();
      const [{ checked_at: firstCheck }] = await ledger(kept);
      expect(firstCheck).toBeInstanceOf(Date);
      // A budget larger than every upload: the run ends when all were checked once, not after the budget.
      await t.app.get(UploadSweep).sweep(1_000_000);
      const [{ checked_at: secondCheck }] = await ledger(kept);
      expect((secondCheck as Date).getTime()).toBeGreaterThan((firstCheck as Date).getTime());
      expect(existsSync(fileOf(t, kept))).toBe(true);
    });
  });
});
