// Rule-based coach replies and their recommendations on the demo's three premium reports, without OPENAI_API_KEY
// (in-process queue, real PostgreSQL): what the reply says of a rest day, a health worry and a ride fuelled at
// intervals, a question asked, the previous entry's day, and which reports are recommended, with which reason.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember } from '../support/auth.js';
import { DEMO_PREMIUM } from '../../backend/src/seed/demo-premium.js';
import { GoalReachUnmarked } from '../../backend/src/modules/community/index.js';
import { GoalReachFollowsEntries } from '../../backend/src/modules/insights/events/goal-reach-follows.handler.js';

describe('insights-rules', () => {
  type Entry = { id: number; aiResponses: Array<Record<string, unknown>> };

  describe('rule-based replies and recommendations', () => {
    let local: TestApp;
    beforeAll(async () => {
      local = await startTestApp({ queue: 'in-process' });
    });
    afterAll(async () => {
      await local?.close();
    });

    it("recommends only reports about the entry's own specific words, and replies to a rest day, a health worry and a ride as what they are", async () => {
      // The demo's three reports (a training week, recovery you can measure, fuelling the long session): every entry was
      // recommended all three, a rest day too, through words such as 'day', 'session' or 'morning'.
      const ids: Record<string, number> = {};
      for (const [i, r] of DEMO_PREMIUM.entries()) {
        const [{ id }] = await local.sql<{ id: number }>(
          `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats, tags, day_number)
         values ($1, $2, $3, $4, 'published', '{}', $5, $6, $7, $8, '{}', $9, $10) returning id`,
          [r.topic, r.subtitle, r.editorial_week, r.editorial_theme, r.body, r.apple_news_deck, r.tldr, JSON.stringify(r.headlines), JSON.stringify(r.tags), 20 + i],
        );
        ids[r.editorial_theme] = id;
      }
      const member = await registerMember(local, 'rest.day@example.com', 'Reggie');
      await request(local.server).post('/api/community/goals').set('Cookie', member.cookie).send({ goal: 'Finish the Berlin marathon under four hours' }).expect(201);
      type Rec = { premiumContent: { id: number }; recommendation_reason: string; relevance_score: number };
      const replyTo = async (content: string) => {
        const res = await request(local.server).post('/api/community/journal').set('Cookie', member.cookie).send({ content });
        expect(res.status).toBe(201);
        const entry = await eventually(async () => {
          const list = (await request(local.server).get('/api/community/journal').set('Cookie', member.cookie)).body as Entry[];
          return list.find((e) => e.id === res.body.id && e.aiResponses.length);
        }, 15_000);
        return entry.aiResponses[0] as { response_content: string; recommendations: Rec[] };
      };

      const ride = await replyTo('Rode 85 km, fuelled every 30 minutes with gels, felt strong');
      expect(ride.response_content).toContain('85 km ride');
      expect(ride.response_content).not.toContain('in 30 minutes');
      expect(ride.recommendations.map((r) => r.premiumContent.id)).toEqual([ids['Nutrition & Fueling']]);
      expect(ride.recommendations[0].recommendation_reason).toBe("Your entry mentions 'fuelled', which this Nutrition & Fueling report covers in depth.");

      const rest = await replyTo('Rest day. Just stretching and a walk.');
      expect(rest.response_content).toMatch(/Rest days are part of training/);
      expect(rest.response_content).not.toMatch(/steady session|taking shape/);
      // The ride was written moments before, the same day where the member lives.
      expect(rest.response_content).toContain('Your previous entry was "Rode 85 km, fuelled every 30 minutes with gels, felt strong" earlier today.');
      expect(rest.recommendations.map((r) => r.premiumContent.id)).toEqual([ids['Recovery & Health']]);
      expect(rest.recommendations[0].recommendation_reason).toContain("Your entry mentions 'rest'");

      const worry = await replyTo('Worried about my heart rate: resting heart rate has been 10 beats higher all week. Doctor appointment on Friday');
      expect(worry.response_content).toMatch(/follow your doctor's advice/i);
      expect(worry.response_content).not.toMatch(/steady session|harder session|taking shape/);
      expect(worry.recommendations.map((r) => r.premiumContent.id)).toEqual([ids['Recovery & Health']]);
      expect(worry.recommendations[0].recommendation_reason).toMatch(/^Your entry mentions 'heart rate' and 'resting'/);

      // Nothing specific, nothing recommended; and a reason never names the goal of an entry that does not mention it.
      const filler = await replyTo('Morning session, the last one of the week, keeping it easy.');
      expect(filler.recommendations).toEqual([]);
      // A question is asked, not logged, and answered.
      const asked = await replyTo('What should I eat before a long run?');
      expect(asked.response_content).toMatch(/^You ask: "What should I eat before a long run\?" /);
      expect(asked.response_content).toContain('30 to 60 g of carbohydrate an hour');
      expect(asked.response_content).not.toMatch(/your run|is logged/);
      const long = await replyTo('Long run by the canal: fuelling with gels.');
      // A run trains for a marathon goal, though the entry does not name it.
      expect(long.response_content).toContain('is training for your goal, "Finish the Berlin marathon under four hours", even though this entry does not name it');
      for (const rec of long.recommendations) expect(rec.recommendation_reason).not.toMatch(/goal|finish/);
    });

    it("remembers the goal reached however long ago: it is stored with the reply that congratulated it, cleared by a new text or by deleting that entry", async () => {
      const member = await registerMember(local, 'long.ago@example.com', 'Lou');
      const set = await request(local.server).post('/api/community/goals').set('Cookie', member.cookie).send({ goal: 'Ride the Dragon Ride' }).expect(201);
      const goalId = Number(set.body.goal.id);
      const replyTo = async (content: string) => {
        const res = await request(local.server).post('/api/community/journal').set('Cookie', member.cookie).send({ content });
        expect(res.status).toBe(201);
        const entry = await eventually(async () => {
          const list = (await request(local.server).get('/api/community/journal').set('Cookie', member.cookie)).body as Entry[];
          return list.find((e) => e.id === res.body.id && e.aiResponses.length);
        }, 15_000);
        return { id: Number(res.body.id), reply: String(entry.aiResponses[0].response_content) };
      };
      const done = await replyTo('Completed the Dragon Ride! 200 km, brutal climbs.');
      expect(done.reply).toContain('goal reached');
      const reachedAt = async () => (await local.sql<{ reached_at: Date | null }>('select reached_at from goals where id = $1', [goalId]))[0].reached_at;
      const [{ created_at: entryAt }] = await local.sql<{ created_at: Date }>('select created_at from journal_entries where id = $1', [done.id]);
      expect(await reachedAt()).toEqual(entryAt);
      // Sixty days on, the entry that reached it is far outside the 30 days a reply reads: the stored day still counts.
      await local.sql(`update goals set created_at = created_at - interval '70 days', reached_at = timestamptz '2026-09-12 10:00:00+00' where id = $1`, [goalId]);
      await local.sql(`update journal_entries set created_at = timestamptz '2026-09-12 10:00:00+00' where id = $1`, [done.id]);
      const again = await replyTo('Rode the Dragon Ride route again with friends, 200 km, lovely day.');
      expect(again.reply).not.toMatch(/goal reached|the day your goal was for/);
      expect(again.reply).toContain('You reached your goal, "Ride the Dragon Ride", on 12 September 2026.');
      // A new text is a new event: nothing reached yet.
      await request(local.server).put(`/api/community/goals/${goalId}`).set('Cookie', member.cookie).send({ goal: 'Ride the Fred Whitton' }).expect(200);
      expect(await reachedAt()).toBeNull();
      // Deleting the entry that reached it moves the mark to a later entry that reached it too (GoalReachUnmarked), or
      // takes it away when there is none; deleting another entry does not.
      const fred = await replyTo('Finished the Fred Whitton! Hardknott was brutal.');
      expect(fred.reply).toContain('goal reached');
      const second = await replyTo('Finished the Fred Whitton again, with the club this time.');
      expect(second.reply).not.toContain('goal reached');
      const [{ created_at: secondAt }] = await local.sql<{ created_at: Date }>('select created_at from journal_entries where id = $1', [second.id]);
      expect(await reachedAt()).not.toBeNull();
      await request(local.server).delete(`/api/community/journal/${again.id}`).set('Cookie', member.cookie).expect(200);
      expect(await reachedAt()).not.toBeNull();
      await request(local.server).delete(`/api/community/journal/${fred.id}`).set('Cookie', member.cookie).expect(200);
      await local.flushOutbox();
      await eventually(async () => (await reachedAt())?.getTime() === secondAt.getTime());
      await request(local.server).delete(`/api/community/journal/${second.id}`).set('Cookie', member.cookie).expect(200);
      expect(await reachedAt()).toBeNull();
      // No later entry reached it: the consumer (run here, as the queue runs it) leaves it unreached.
      await local.app.get(GoalReachFollowsEntries).follow(new GoalReachUnmarked({ userId: member.id, goalId }));
      expect(await reachedAt()).toBeNull();
    });

    it("congratulates the goal's event done once: a later entry doing it again is reminded of that day and asked for the next goal", async () => {
      const member = await registerMember(local, 'first.5k@example.com', 'Fran');
      await request(local.server).post('/api/community/goals').set('Cookie', member.cookie).send({ goal: 'Run my first 5k' }).expect(201);
      const replyTo = async (content: string) => {
        const res = await request(local.server).post('/api/community/journal').set('Cookie', member.cookie).send({ content });
        expect(res.status).toBe(201);
        const entry = await eventually(async () => {
          const list = (await request(local.server).get('/api/community/journal').set('Cookie', member.cookie)).body as Entry[];
          return list.find((e) => e.id === res.body.id && e.aiResponses.length);
        }, 15_000);
        return String(entry.aiResponses[0].response_content);
      };
      const first = await replyTo('Did it! First 5k without walking, 34 minutes.');
      expect(first).toContain('This was the day your goal was for, and you finished it: goal reached.');
      const again = await replyTo('Another 5k done, 32 minutes.');
      expect(again).not.toMatch(/goal reached|the day your goal was for/);
      expect(again).toContain('You reached your goal, "Run my first 5k", earlier today. When you are ready, set the next one with \'Archive & Set New Goal\'');
      // A new goal: the event done under the old one is no longer the news.
      await request(local.server).post('/api/community/goals/archive').set('Cookie', member.cookie).send({ newGoal: 'Run the Leeds 10k' }).expect(200);
      expect(await replyTo('Finished the Leeds 10k, 1:05!')).toContain('This was the day your goal was for');
    });

    it("tells a session that lifts its sport's week a third above all of last week, and asks for no harder session", async () => {
      const member = await registerMember(local, 'long.run@example.com', 'Lou');
      await local.sql(`insert into journal_entries (user_id, title, content, tags, created_at) values ($1, '', 'Ran 10 km steady', '[]', now() - interval '7 days')`, [member.id]);
      const res = await request(local.server).post('/api/community/journal').set('Cookie', member.cookie).send({ content: 'Long run 16 km along the river, legs fine' });
      expect(res.status).toBe(201);
      const entry = await eventually(async () => {
        const list = (await request(local.server).get('/api/community/journal').set('Cookie', member.cookie)).body as Entry[];
        return list.find((e) => e.id === res.body.id && e.aiResponses.length);
      }, 15_000);
      const reply = String(entry.aiResponses[0].response_content);
      expect(reply).toContain('With this run, your running this week comes to 16 km, 60% more than all of last week (10 km), so keep the next few days easy');
      expect(reply).not.toMatch(/harder session/i);
    });
  });
});
