import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sealSecret } from '../../backend/src/modules/auth/two-factor.js';
import { adminQuery, databaseUrlFor } from '../support/test-app.js';

/** `npm run seed:demo` against a fresh database: the demo magazine, loaded once however often it runs (issue 11). */
describe('seed-demo', () => {
  const run = promisify(execFile);
  const name = `f50_seed_${process.pid}_${randomBytes(3).toString('hex')}`;
  const dataDir = `/tmp/f50-test-data/${name}`;
  const env = { ...process.env, DATABASE_URL: databaseUrlFor(name), REDIS_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  const sql = async <T = Record<string, unknown>>(query: string) => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrlFor(name) });
    await client.connect();
    try {
      return (await client.query(query)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
  });
  afterAll(async () => {
    await adminQuery(`drop database if exists ${name} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('npm run seed:demo', () => {
    it('loads about a dozen published articles across the six themes, a hero, featured articles, premium reports and ads; a second run adds nothing', async () => {
      const first = await run('npm', ['run', '--silent', 'seed:demo'], { env, cwd: new URL('../..', import.meta.url).pathname, timeout: 240_000 });
      expect(first.stdout).toMatch(/Demo magazine loaded: 12 article\(s\), 3 premium report\(s\) and 3 ad\(s\) added/);

      const articles = await sql<{ editorial_theme: string; status: string; long_form_article: string; featured_image: string }>('select * from website_content');
      expect(articles.length).toBe(12);
      expect(new Set(articles.map((a) => a.editorial_theme)).size).toBe(6);
      expect(articles.every((a) => a.status === 'published' && a.featured_image.startsWith('/uploads/'))).toBe(true);
      for (const article of articles) {
        expect(article.long_form_article.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(6);
        expect(article.long_form_article).toMatch(/^## /m);
        expect(article.long_form_article.split(/\s+/).length).toBeGreaterThan(220);
      }
      expect((await sql(`select id from website_content where is_hero_article`)).length).toBe(1);
      expect((await sql(`select id from website_content where is_featured`)).length).toBe(3);
      const ads = await sql<{ image_url: string; position: number; target_pages: string[] }>('select * from ads order by position');
      expect(ads.map((a) => a.position)).toEqual([1, 2, 3]);
      // All three in the home and theme sidebars, and each the one ad of a different page: a fresh demo's Ads tab shows
      // no clash (GET /api/ads/conflicts).
      const singleAdPages = ads.flatMap((a) => a.target_pages.filter((page) => !['home', 'publisher'].includes(page)));
      expect(ads.every((a) => a.target_pages.includes('home') && a.target_pages.includes('publisher'))).toBe(true);
      expect(new Set(singleAdPages).size).toBe(singleAdPages.length);
      // Published premium reports, so a premium member has reports to be recommended and to keep in the Library.
      const premium = await sql<{ status: string; long_form_article: string; generated_images: { coverImage: string } }>('select * from premium_content');
      expect(premium.length).toBe(3);
      expect(premium.every((p) => p.status === 'published' && /^## /m.test(p.long_form_article) && p.generated_images.coverImage.startsWith('/uploads/'))).toBe(true);
      // Every picture was made here and is in the uploads ledger.
      const images = [...articles.map((a) => a.featured_image), ...premium.map((p) => p.generated_images.coverImage), ...ads.map((a) => a.image_url)].map((url) => url.slice('/uploads/'.length));
      expect((await sql<{ name: string }>('select name from uploads')).map((r) => r.name).sort()).toEqual(images.sort());
      // Stored like any upload: with the copies 480 and 960 px wide that phones load.
      for (const image of images) {
        for (const width of [480, 960]) expect(existsSync(join(dataDir, 'uploads', image.replace(/\.webp$/, `-${width}.webp`)))).toBe(true);
      }
      expect((await sql("select id from outbox_events where type = 'ContentPublished'")).length).toBe(12);
      expect((await sql("select id from outbox_events where type = 'PremiumPublished'")).length).toBe(3);
      // Without Redis the seed relays nothing itself: its events wait in the outbox for the app's own relay (a running app
      // picks them up within a second and purges its public cache; they were lost in the seed's own in-process queue).
      expect(await sql('select id from outbox_events where dispatched_at is not null')).toEqual([]);

      const second = await run('npm', ['run', '--silent', 'seed:demo'], { env, cwd: new URL('../..', import.meta.url).pathname, timeout: 240_000 });
      expect(second.stdout).toContain('The demo magazine is already loaded: nothing added.');
      expect((await sql('select id from website_content')).length).toBe(12);
      expect((await sql('select id from ads')).length).toBe(3);
      expect((await sql('select id from premium_content')).length).toBe(3);
    }, 300_000);

    it('runs with production settings without SESSION_SECRET (like db:backup), and never seals authenticator secrets under a stand-in', async () => {
      // A member's authenticator secret sealed under the old key of a SESSION_SECRET change still under way.
      const previous = 'p'.repeat(40);
      const [member] = await sql<{ id: number }>(`insert into users (email, name, password_hash) values ('two-step@example.com', 'Two Step', 'x') returning id`);
      const sealed = sealSecret({ sessionSecret: previous }, 'JBSWY3DPEHPK3PXP');
      await sql(`insert into two_factor_secrets (user_id, secret, confirmed_at) values (${member.id}, '${sealed}', now())`);

      const production = { ...env, NODE_ENV: 'production', SESSION_SECRET: '', SESSION_SECRET_PREVIOUS: previous };
      const seeded = await run('npm', ['run', '--silent', 'seed:demo'], { env: production, cwd: new URL('../..', import.meta.url).pathname, timeout: 240_000 });
      expect(seeded.stdout).toContain('The demo magazine is already loaded: nothing added.');
      // Still sealed under the old key: the app's next start with the real SESSION_SECRET seals it again, not the seed.
      expect(await sql(`select secret from two_factor_secrets where user_id = ${member.id}`)).toEqual([{ secret: sealed }]);
    }, 300_000);
  });
});
