// Issue 12: coach replies (insights) written by the `insights` queue for every journal entry, with the fake model
// (test/fakes) over real HTTP, real PostgreSQL and Redis.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/index.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';
import { insertPremium } from './members-fixtures.js';
import { CoachReplyWriter } from '../../backend/src/modules/insights/coach-reply.writer.js';
import { CoachReplyJobs } from '../../backend/src/modules/insights/jobs/coach-reply.job.js';

describe('insights', () => {
  let openai: FakeOpenAI;
  let t: TestApp;
  let pat: Identity;
  let sam: Identity;

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    t = await startTestApp({ env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'gpt-test' } });
    pat = await registerMember(t, 'pat.quinlan@example.com', 'Pat Quinlan');
    sam = await registerMember(t, 'sam@example.com', 'Sam');
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string) => request(t.server).post(path).set('Cookie', who.cookie),
    put: (path: string) => request(t.server).put(path).set('Cookie', who.cookie),
  });
  type Entry = { id: number; insight_pending: boolean; aiResponses: Array<Record<string, any>> };
  const journal = async (who: Identity): Promise<Entry[]> => (await as(who).get('/api/community/journal')).body;
  const write = async (who: Identity, body: object) => {
    const res = await as(who).post('/api/community/journal').send(body);
    expect(res.status).toBe(201);
    return res.body as Entry;
  };
  /** The entry once its reply is visible in the journal list. */
  const replied = (who: Identity, id: number) =>
    eventually(async () => (await journal(who)).find((e) => e.id === id && e.aiResponses.length > 0), 20_000);
  const sentToModel = () => JSON.stringify(openai.chatBodies());
  const replies = (entryId: number) => t.sql<{ n: number }>('select count(*)::int as n from ai_responses where journal_entry_id = $1', [entryId]);

  describe('coach replies', () => {
    it('writes one reply per entry with the model, grounded in the entry and goal, shown in the journal list', async () => {
      await as(pat).post('/api/community/goals').send({ goal: 'Finish the Berlin marathon under four hours' }).expect(201);
      const hills = await insertPremium(t, { topic: 'Hill repeats for masters marathon runners' });
      await insertPremium(t, { topic: 'Hill repeats draft for editors', status: 'draft' });
      const created = await write(pat, { title: 'Hill repeats', content: 'Eight hill repeats before the marathon block. Legs tough but strong.' });
      expect(created.insight_pending).toBe(true);
      expect(created.aiResponses).toEqual([]);

      const entry = await replied(pat, created.id);
      expect(entry.insight_pending).toBe(false);
      expect(entry.aiResponses).toEqual([
        {
          id: expect.any(Number),
          response_content: expect.stringContaining('repeats'),
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
          is_pinned: false,
          source: 'model',
          rules_reason: null,
          recommendations: [
            {
              id: expect.any(Number),
              recommendation_reason: expect.any(String),
              relevance_score: expect.any(Number),
              premiumContent: {
                id: hills,
                topic: 'Hill repeats for masters marathon runners',
                subtitle: 'Two sessions a week',
                editorial_week: 2,
                editorial_theme: 'Training & Performance',
                cover_image: 'https://images.example/c.jpg',
              },
              saved: false,
            },
          ],
        },
      ]);
      const score = entry.aiResponses[0].recommendations[0].relevance_score;
      expect(score).toBeGreaterThan(0);
      expect(score).toBeLessThanOrEqual(1);
      // The model saw the entry, the goal (its city redacted as a place) and the candidate report, and the schema.
      const [body] = openai.chatBodies();
      expect(body.response_format?.json_schema?.name).toBe('coach_reply');
      const prompt = JSON.stringify(body.messages);
      expect(prompt).toContain('Eight hill repeats before the marathon block');
      expect(prompt).toContain('Finish the [name] marathon under four hours');
      expect(prompt).toContain(`id ${hills}: Hill repeats for masters marathon runners`);
      expect(prompt).not.toContain('draft for editors');
      expect((await t.sql('select prompt_version, model, coach_tone from ai_responses where journal_entry_id = $1', [created.id]))[0]).toEqual({
        prompt_version: 'coach-reply.v6',
        model: 'gpt-test',
        coach_tone: 'encouraging',
      });
    });

    it("drops recommendations of premium items archived or deleted later, from the next list answer on", async () => {
      const premium = await insertPremium(t, { topic: 'Swimming drills for open water triathletes' });
      const entry = await replied(pat, (await write(pat, { title: 'Open water', content: 'Open water swimming drills in the lake for the triathlon.' })).id);
      expect(entry.aiResponses[0].recommendations.map((r: any) => r.premiumContent.id)).toContain(premium);
      await t.sql(`update premium_content set status = 'archived' where id = $1`, [premium]);
      const after = (await journal(pat)).find((e) => e.id === entry.id)!;
      expect(after.aiResponses[0].recommendations.map((r: any) => r.premiumContent.id)).not.toContain(premium);
      await t.sql(`update premium_content set status = 'published' where id = $1`, [premium]);
      expect((await journal(pat)).find((e) => e.id === entry.id)!.aiResponses[0].recommendations.map((r: any) => r.premiumContent.id)).toContain(premium);
      await t.sql(`update premium_content set topic = 'Renamed drills' where id = $1`, [premium]);
      expect((await journal(pat)).find((e) => e.id === entry.id)!.aiResponses[0].recommendations.find((r: any) => r.premiumContent.id === premium).premiumContent.topic).toBe('Renamed drills');
      // The kept first page follows a reply changed by SQL too (insights' own count).
      await t.sql(`update ai_responses set response_content = 'Changed behind the API' where journal_entry_id = $1`, [entry.id]);
      expect((await journal(pat)).find((e) => e.id === entry.id)!.aiResponses[0].response_content).toBe('Changed behind the API');
      await t.sql(`delete from premium_content where id = $1`, [premium]);
      expect((await journal(pat)).find((e) => e.id === entry.id)!.aiResponses[0].recommendations.map((r: any) => r.premiumContent.id)).not.toContain(premium);
    });

    it("says per recommendation whether the report is in this member's Library (another member's save of it does not count)", async () => {
      const premium = await insertPremium(t, { topic: 'Rowing ergometer intervals for masters' });
      const content = { title: 'Erg', content: 'Rowing ergometer intervals this morning, masters squad.' };
      const [pats, sams] = [await replied(pat, (await write(pat, content)).id), await replied(sam, (await write(sam, content)).id)];
      const flag = async (who: Identity, id: number) =>
        (await journal(who)).find((e) => e.id === id)!.aiResponses[0].recommendations.find((r: any) => r.premiumContent.id === premium)?.saved;
      expect(await flag(pat, pats.id)).toBe(false);
      expect(await flag(sam, sams.id)).toBe(false);
      expect((await as(sam).put('/api/community/profile/upgrade').send({})).status).toBe(200);
      expect((await as(sam).post('/api/community/library/save').send({ content_id: premium, journal_entry_id: sams.id })).status).toBe(200);
      expect(await flag(sam, sams.id)).toBe(true);
      expect(await flag(pat, pats.id)).toBe(false);
      // The one entry's answer (the journal's entry route) says the same.
      expect((await as(sam).get(`/api/community/journal/${sams.id}`)).body.aiResponses?.[0]?.recommendations.find((r: any) => r.premiumContent.id === premium).saved).toBe(true);
      expect((await request(t.server).delete(`/api/community/library/remove/${premium}`).set('Cookie', sam.cookie)).status).toBe(200);
      expect(await flag(sam, sams.id)).toBe(false);
    });

    it("never sends a private entry's text to the model: its reply is rule-based", async () => {
      openai.reset();
      const secret = 'Knee swelling again, ran 37.7 km anyway, kept it from everyone zqxprivate';
      const created = await write(pat, { title: 'Private note', content: secret, is_private: true });
      const entry = await replied(pat, created.id);
      expect(entry.aiResponses[0]).toMatchObject({ source: 'rules', rules_reason: 'private' });
      expect(entry.aiResponses[0].response_content).toContain('Private note');
      // A later public entry's prompt lists recent entries: the private one is not among them.
      const next = await write(pat, { title: 'Tempo', content: 'Tempo run along the river, 10.3 km, steady effort.' });
      await replied(pat, next.id);
      expect(sentToModel()).not.toContain('zqxprivate');
      // Nor its distance: the model's distances per week come from the entries it may be shown.
      expect(sentToModel()).toMatch(/running per week, oldest first, the last this week so far: 0, 0, 0, 10\.3 km/);
      expect(sentToModel()).not.toContain('Private note');
    });

    it('never sends names, e-mail addresses or places to the model', async () => {
      openai.reset();
      const created = await write(pat, {
        title: 'Long run with Margaret',
        content:
          'Ran 18 miles with Margaret Thornton and Dev through Richmond Park. Pat, slow down on the hills! Coffee with julie after. Send the route to pat.quinlan@example.com or margaret.t@runners.org.',
      });
      const entry = await replied(pat, created.id);
      expect(entry.aiResponses[0].source).toBe('model');
      const sent = sentToModel();
      for (const leaked of ['Margaret', 'Thornton', 'Dev ', 'Richmond', 'Pat,', 'julie', 'Quinlan', 'pat.quinlan@example.com', 'runners.org', 'margaret.t']) {
        expect(sent).not.toContain(leaked);
      }
      expect(sent).toContain('Ran 18 miles with [name] and [name] through [place].');
      expect(sent).toContain('Coffee with [name] after.');
    });

    it('asks for one repair when the answer breaks the rules, and uses the rule-based reply when the repair does too', async () => {
      const bad = { reply: 'Amazing job, you are crushing it! Keep going! Your color-coded program is perfect.', recommendations: [] };
      openai.reset();
      openai.enqueue({ kind: 'json', content: bad });
      const repaired = await replied(pat, (await write(pat, { title: 'Intervals', content: 'Six by three minutes intervals on the track.' })).id);
      expect(repaired.aiResponses[0].source).toBe('model');
      expect(openai.chatBodies()).toHaveLength(2);
      const repair = JSON.stringify(openai.chatBodies()[1].messages);
      expect(repair).toContain('Your reply breaks these rules');
      expect(repair).toContain('American spelling');

      openai.reset();
      openai.enqueue({ kind: 'json', content: bad }, { kind: 'json', content: { ...bad, reply: 'You have a stress fracture. Rest it.' } });
      const replaced = await replied(pat, (await write(pat, { title: 'Shin pain', content: 'Sharp pain in my shin after the track session.' })).id);
      expect(replaced.aiResponses[0]).toMatchObject({ source: 'rules', rules_reason: 'model_failed' });
      expect(replaced.aiResponses[0].response_content).not.toMatch(/stress fracture|crushing/);
      expect(openai.chatBodies()).toHaveLength(2);
    });

    it('repairs an answer in the wrong format once, and uses the rule-based reply when the repair is wrong too', async () => {
      openai.reset();
      openai.enqueue({ kind: 'text', content: 'Not JSON at all' });
      const repaired = await replied(pat, (await write(pat, { title: 'Rowing', content: 'Rowing machine intervals, steady breathing.' })).id);
      expect(repaired.aiResponses[0].source).toBe('model');
      expect(openai.chatBodies()).toHaveLength(2);
      expect(JSON.stringify(openai.chatBodies()[1].messages)).toContain('Answer again, exactly in the requested JSON format.');

      openai.reset();
      openai.enqueue({ kind: 'text', content: 'Not JSON' }, { kind: 'json', content: { wrong: true } });
      const replaced = await replied(pat, (await write(pat, { title: 'Yoga', content: 'Yoga for the hamstrings.' })).id);
      expect(replaced.aiResponses[0]).toMatchObject({ source: 'rules', rules_reason: 'model_failed' });
      expect(openai.chatBodies()).toHaveLength(2);
    });

    it('falls back to the rule-based reply when the model keeps failing', async () => {
      openai.reset();
      openai.enqueue({ kind: 'error', status: 500 }, { kind: 'error', status: 500 }, { kind: 'error', status: 500 });
      const entry = await replied(pat, (await write(pat, { title: 'Recovery ride', content: 'Easy spin on the turbo.' })).id);
      expect(entry.aiResponses[0]).toMatchObject({ source: 'rules', rules_reason: 'model_failed' });
      expect(openai.chatBodies()).toHaveLength(3);
    });

    it('ranks recommendations by relevance to the entry, most relevant first, each with a reason', async () => {
      const strong = await insertPremium(t, { topic: 'Cadence drills for cyclists: cadence, cadence and more cadence' });
      const weak = await insertPremium(t, { topic: 'Gravel cycling kit for winter' });
      const entry = await replied(sam, (await write(sam, { title: 'Cadence', content: 'Cadence drills on the turbo, high cadence cycling intervals.' })).id);
      const recs = entry.aiResponses[0].recommendations as Array<{ premiumContent: { id: number }; relevance_score: number; recommendation_reason: string }>;
      const ids = recs.map((r) => r.premiumContent.id);
      expect(ids.indexOf(strong)).toBe(0);
      expect(ids).toContain(weak);
      expect(recs[0].relevance_score).toBeGreaterThan(recs[ids.indexOf(weak)].relevance_score);
      for (const rec of recs) expect(rec.recommendation_reason.length).toBeGreaterThan(10);
    });

    it('has exactly one reply for every entry once the queue drains, with many entries written at once', async () => {
      const people = [pat, sam, await registerMember(t, 'kim@example.com', 'Kim')];
      const written = await Promise.all(
        people.flatMap((who) => Array.from({ length: 6 }, (_, i) => write(who, { title: `Batch ${i}`, content: `Batch session ${i}: easy aerobic miles.` }).then((e) => ({ who, id: e.id })))),
      );
      for (const { who, id } of written) await replied(who, id);
      const ids = written.map((w) => w.id);
      expect(await t.sql('select journal_entry_id, count(*)::int as n from ai_responses where journal_entry_id = any($1) group by 1 having count(*) <> 1', [ids])).toEqual([]);
      expect((await t.sql<{ n: number }>('select count(*)::int as n from ai_responses where journal_entry_id = any($1)', [ids]))[0].n).toBe(ids.length);
    });

    it('writes no second reply however often the job runs, also at the same time', async () => {
      const created = await write(sam, { title: 'Swim', content: 'Forty lengths of steady front crawl.' });
      await replied(sam, created.id);
      const writer = t.app.get(CoachReplyWriter);
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => writer.write(created.id, { lastTry: true })));
      expect(outcomes.every((o) => o === 'already-answered')).toBe(true);
      // Racing runs before any reply exists: one wins.
      await t.sql('delete from ai_responses where journal_entry_id = $1', [created.id]);
      const raced = await Promise.all(Array.from({ length: 5 }, () => writer.write(created.id, { lastTry: true })));
      expect(raced.filter((o) => o === 'written')).toHaveLength(1);
      expect(await replies(created.id)).toEqual([{ n: 1 }]);
    });

    it('the backstop writes a reply for an entry whose job was lost', async () => {
      const [row] = await t.sql<{ id: number }>(
        `insert into journal_entries (user_id, title, content, tags, created_at) values ($1, 'Lost', 'An entry whose event never went out.', '[]', now() - interval '10 minutes') returning id`,
        [sam.id],
      );
      // The app's own backstop (every minute) may come first: whichever run takes it writes the reply, once.
      await t.app.get(CoachReplyJobs).backstop();
      expect(await replies(row.id)).toEqual([{ n: 1 }]);
      // A later run (the next minute's) writes no second one.
      await t.app.get(CoachReplyJobs).backstop();
      expect(await replies(row.id)).toEqual([{ n: 1 }]);
    });

    it('does not wait for replies to entries older than two days (written before the insights engine)', async () => {
      const [old] = await t.sql<{ id: number }>(
        `insert into journal_entries (user_id, title, content, tags, created_at) values ($1, 'Old', 'From last year.', '[]', now() - interval '3 days') returning id`,
        [sam.id],
      );
      expect((await journal(sam)).find((e) => e.id === old.id)).toMatchObject({ insight_pending: false, aiResponses: [] });
    });

    it("tells the model when an entry does the goal's event, and when an earlier one already did", async () => {
      const fran = await registerMember(t, 'fran.first5k@example.com', 'Fran');
      await as(fran).post('/api/community/goals').send({ goal: 'Run my first 5k' }).expect(201);
      openai.reset();
      const first = await write(fran, { content: 'Did it! First 5k without walking, 34 minutes.' });
      await replied(fran, first.id);
      expect(sentToModel()).toContain("goal's event done in this entry");
      openai.reset();
      const again = await write(fran, { content: 'Another 5k done, 32 minutes.' });
      await replied(fran, again.id);
      expect(sentToModel()).toContain("goal's event already done earlier today (the goal is still set)");
      expect(sentToModel()).not.toContain("goal's event done in this entry");
    });

    it('uses the member coach tone', async () => {
      await t.sql(`update users set coach_tone = 'analytical' where id = $1`, [sam.id]);
      openai.reset();
      await replied(sam, (await write(sam, { title: 'Bike', content: 'Two hours in zone two.' })).id);
      expect(JSON.stringify(openai.chatBodies()[0].messages)).toContain('Tone: analytical');
    });
  });

  describe('pins', () => {
    it('pins and unpins an insight idempotently; the journal list carries the pin state; another member gets 404', async () => {
      const entry = await replied(sam, (await write(sam, { title: 'Pin me', content: 'Threshold intervals on the bike.' })).id);
      const id = entry.aiResponses[0].id;
      expect((await as(sam).get(`/api/community/insights/${id}/is-pinned`)).body).toEqual({ isPinned: false });
      for (let i = 0; i < 2; i++) {
        const res = await as(sam).post(`/api/community/insights/pin/${id}`).send({});
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ isPinned: true });
      }
      expect((await as(sam).get(`/api/community/insights/${id}/is-pinned`)).body).toEqual({ isPinned: true });
      expect((await journal(sam)).find((e) => e.id === entry.id)!.aiResponses[0].is_pinned).toBe(true);

      for (const call of [as(pat).get(`/api/community/insights/${id}/is-pinned`), as(pat).post(`/api/community/insights/pin/${id}`).send({}), request(t.server).delete(`/api/community/insights/pin/${id}`).set('Cookie', pat.cookie)]) {
        const res = await call;
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, statusCode: 404, error: 'Insight not found' });
      }
      expect((await as(sam).get(`/api/community/insights/${id}/is-pinned`)).body).toEqual({ isPinned: true });

      for (let i = 0; i < 2; i++) {
        const res = await request(t.server).delete(`/api/community/insights/pin/${id}`).set('Cookie', sam.cookie);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ isPinned: false });
      }
      expect((await journal(sam)).find((e) => e.id === entry.id)!.aiResponses[0].is_pinned).toBe(false);
      expect((await as(sam).get('/api/community/insights/0/is-pinned')).status).toBe(404);
      expect((await as(sam).get('/api/community/insights/abc/is-pinned')).status).toBe(400);
    });
  });

  describe('without OPENAI_API_KEY (in-process queue)', () => {
    let local: TestApp;
    beforeAll(async () => {
      local = await startTestApp({ queue: 'in-process' });
    });
    afterAll(async () => {
      await local?.close();
    });

    it('replies from the momentum figures and tiers', async () => {
      const member = await registerMember(local, 'rules@example.com', 'Rita');
      await request(local.server).post('/api/community/goals').set('Cookie', member.cookie).send({ goal: 'Swim a mile in open water' }).expect(201);
      const res = await request(local.server).post('/api/community/journal').set('Cookie', member.cookie).send({ title: 'Pool', content: 'Hard swim session, pushed the last 400 metres.' });
      expect(res.status).toBe(201);
      const entry = await eventually(async () => {
        const list = (await request(local.server).get('/api/community/journal').set('Cookie', member.cookie)).body as Entry[];
        return list.find((e) => e.aiResponses.length);
      }, 15_000);
      const reply = entry.aiResponses[0];
      expect(reply).toMatchObject({ source: 'rules', rules_reason: 'no_model' });
      expect(reply.response_content).toContain('"Pool"');
      expect(reply.response_content).toContain("'hard'");
      expect(reply.response_content).toContain('Swim a mile in open water');
      expect(reply.response_content).toMatch(/because/);
      expect(entry.insight_pending).toBe(false);
    });

    it("names in a reason only words of the report's teaser, never of its text a member without premium cannot read", async () => {
      const [{ id }] = await local.sql<{ id: number }>(
        `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats, tags, day_number)
       values ('Hamstring strength for masters runners', 'Two sessions a week', 2, 'Training & Performance', 'published', '{}', 'The physiotherapist says rowing helps the hamstring.', 'Strong hamstrings, faster hills.', '', '[]', '{}', '[]', 9)
       returning id`,
      );
      const member = await registerMember(local, 'oracle@example.com', 'Olive');
      const res = await request(local.server).post('/api/community/journal').set('Cookie', member.cookie).send({ content: 'My hamstring felt tight; the physiotherapist suggested rowing.' });
      expect(res.status).toBe(201);
      const entry = await eventually(async () => {
        const list = (await request(local.server).get('/api/community/journal').set('Cookie', member.cookie)).body as Entry[];
        return list.find((e) => e.aiResponses.length);
      }, 15_000);
      const [recommendation] = (entry.aiResponses[0] as unknown as { recommendations: Array<{ premiumContent: { id: number }; recommendation_reason: string }> }).recommendations;
      expect(recommendation.premiumContent.id).toBe(id);
      expect(recommendation.recommendation_reason).toMatch(/hamstring/);
      expect(recommendation.recommendation_reason).not.toMatch(/physiotherapist|rowing/);
    });
  });
});
