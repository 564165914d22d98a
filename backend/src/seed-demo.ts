import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppModule } from './app.module.js';
import { type AppConfig, ConfigError, loadConfig } from './config/app-config.js';
import { resolveDatabaseUrl } from './infrastructure/database/embedded-postgres.js';
import { createRootLogger, PinoLoggerService } from './infrastructure/logging/logger.js';
import { Outbox, type Publish } from './infrastructure/queue/outbox.js';
import { OutboxRelay } from './infrastructure/queue/outbox-relay.js';
import { UploadService } from './infrastructure/storage/upload.service.js';
import { AdChanged } from './modules/ads/events/ad-changed.event.js';
import { hashPassword } from './modules/auth/password.js';
import { PremiumPublished } from './modules/premium/events/premium-lifecycle.events.js';
import { ContentPublished } from './modules/website/events/article-lifecycle.events.js';
import { HeroChanged } from './modules/website/events/hero-changed.event.js';
import { DEMO_ADS, DEMO_ARTICLES, DEMO_FEATURED_SLUGS, DEMO_HERO_SLUG, type DemoArticle } from './seed/demo-articles.js';
import { DEMO_PREMIUM } from './seed/demo-premium.js';

/** The account the demo articles, ads and images belong to (it cannot sign in: its password is random and unknown). */
const DEMO_ACCOUNT = { email: 'demo-content@flyingat50.invalid', name: 'Flying@50 demo content' };

/** Each theme's colours for its generated cover illustration. */
const THEME_COLOURS: Record<string, [string, string, string]> = {
  'Training & Performance': ['#0c6663', '#14b8a6', '#f0fdfa'],
  'Nutrition & Fueling': ['#9a3412', '#f59e0b', '#fffbeb'],
  'Recovery & Health': ['#1e3a8a', '#60a5fa', '#eff6ff'],
  'Mindset & Motivation': ['#581c87', '#c084fc', '#faf5ff'],
  'Gear & Tech': ['#1f2937', '#6b7280', '#f9fafb'],
  'Racing & Strategy': ['#991b1b', '#f87171', '#fef2f2'],
};

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A calm landscape (sky gradient, a low warm sun, hills, a road) in the theme's colours, made locally with sharp. The sun
 * sits in the picture's middle band, so the 500 px heroes (which crop the top and bottom) show it whole.
 */
async function coverImage(theme: string, seed: number): Promise<Buffer> {
  const [deep, mid, light] = THEME_COLOURS[theme] ?? THEME_COLOURS['Training & Performance'];
  const sunX = 300 + ((seed * 197) % 1000);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="430" r="90" fill="#fde68a" opacity="0.9"/>
    <path d="M0 620 C 300 ${480 + (seed % 5) * 20}, 600 700, 900 560 S 1400 ${520 + (seed % 3) * 30}, 1600 600 L1600 900 L0 900 Z" fill="${mid}" opacity="0.85"/>
    <path d="M0 720 C 400 640, 800 820, 1200 700 S 1500 680, 1600 720 L1600 900 L0 900 Z" fill="${deep}"/>
    <path d="M760 900 C 800 820, 860 770, 980 720" stroke="${light}" stroke-width="18" fill="none" stroke-linecap="round" opacity="0.8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A square ad picture: the product word on the advertiser's colours. */
async function adImage(label: string, colours: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/>
    <circle cx="470" cy="140" r="90" fill="#ffffff" opacity="0.18"/>
    <text x="50" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function demoAccount(em: EntityManager): Promise<number> {
  const [found] = await em.execute<Array<{ id: number }>>(`select id from users where lower(email) = ?`, [DEMO_ACCOUNT.email]);
  if (found) return found.id;
  const [created] = await em.execute<Array<{ id: number }>>(`insert into users (email, name, password_hash) values (?, ?, ?) returning id`, [
    DEMO_ACCOUNT.email,
    DEMO_ACCOUNT.name,
    await hashPassword(randomBytes(32).toString('base64url')),
  ]);
  return created.id;
}

async function storeImage(uploads: UploadService, em: EntityManager, owner: number, png: Buffer): Promise<string> {
  const stored = await uploads.storeImage(png, 'profile');
  await em.execute(`insert into uploads (name, user_id) values (?, ?)`, [stored.name, owner]);
  return stored.url;
}

const lifecycle = (id: number, article: DemoArticle) => ({ kind: 'website' as const, id, topic: article.title, editorialTheme: article.editorial_theme, by: null });

/**
 * The app's settings, except that SESSION_SECRET may be left out, even with NODE_ENV=production (as for db:backup and
 * db:restore): the seed signs nothing, and what it publishes is handled by the app's own processes. A throwaway secret
 * stands in then, and SESSION_SECRET_PREVIOUS is left out with it, so the start-up re-sealing of authenticator secrets
 * (TwoFactorKeyChange) does not run here: it would seal them under the stand-in, which no app process knows.
 */
function seedConfig(env: NodeJS.ProcessEnv): AppConfig {
  if (env.SESSION_SECRET) return loadConfig(env);
  return loadConfig({ ...env, SESSION_SECRET: randomBytes(32).toString('hex'), SESSION_SECRET_PREVIOUS: undefined });
}

/**
 * `npm run seed:demo`: loads the demo magazine (about a dozen articles across the six themes, a hero, featured items and
 * three ads with locally generated pictures) into the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR while the app is stopped). Idempotent: articles are matched by slug and ads by title, so a second run adds
 * nothing. `npm start` never runs it.
 */
async function main(): Promise<void> {
  const config = seedConfig(process.env);
  // Errors only at the usual levels: without REDIS_URL this process relays nothing (the app's own relay publishes the
  // demo's events), and the relay's warning that it leaves them pending is expected here.
  const logger = createRootLogger(config.logLevel === 'info' || config.logLevel === 'warn' ? 'error' : config.logLevel);
  const database = await resolveDatabaseUrl(config, (msg) => console.log(msg));
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config.with({ databaseUrl: database.url, runWorkers: false })), {
    logger: new PinoLoggerService(logger),
  });
  await app.init();
  try {
    const outbox = app.get(Outbox);
    const uploads = app.get(UploadService);
    const em = app.get(EntityManager).fork();
    const owner = await demoAccount(em);
    let addedArticles = 0;
    let addedAds = 0;
    let addedPremium = 0;

    for (const [index, article] of DEMO_ARTICLES.entries()) {
      const exists = await em.execute(`select 1 from website_content where slug = ? union select 1 from website_slug_history where slug = ?`, [article.slug, article.slug]);
      if (exists.length) continue;
      const image = await storeImage(uploads, em, owner, await coverImage(article.editorial_theme, index + 1));
      await outbox.transactional(async (tx, publish: Publish) => {
        const [row] = await tx.execute<Array<{ id: number }>>(
          `insert into website_content (title, subtitle, slug, category, editorial_theme, status, publish_date, meta_description, featured_image,
             long_form_article, headlines, tldr_summary, tags, is_featured, created_by, updated_by)
           values (?, ?, ?, ?, ?, 'published', now() - make_interval(days => ?), ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
          [
            article.title,
            article.subtitle,
            article.slug,
            article.category,
            article.editorial_theme,
            article.daysAgo,
            article.meta_description,
            image,
            article.body,
            JSON.stringify([article.title]),
            article.tldr,
            JSON.stringify(article.tags),
            DEMO_FEATURED_SLUGS.includes(article.slug),
            owner,
            owner,
          ],
        );
        publish(new ContentPublished({ ...lifecycle(row.id, article), status: 'published' }));
      });
      addedArticles += 1;
    }

    // The hero, unless an editor has chosen one.
    await outbox.transactional(async (tx, publish) => {
      const [current] = await tx.execute(`select id from website_content where is_hero_article and status = 'published'`);
      if (current) return;
      const [hero] = await tx.execute<Array<{ id: number }>>(`update website_content set is_hero_article = true where slug = ? and status = 'published' returning id`, [DEMO_HERO_SLUG]);
      if (hero) publish(new HeroChanged({ kind: 'website', id: hero.id, previousId: null, by: null }));
    });

    for (const ad of DEMO_ADS) {
      if ((await em.execute(`select 1 from ads where title = ?`, [ad.title])).length) continue;
      const image = await storeImage(uploads, em, owner, await adImage(ad.label, ad.colours));
      await outbox.transactional(async (tx, publish) => {
        const [row] = await tx.execute<Array<{ id: number }>>(
          `insert into ads (title, image_url, link_url, format, target_pages, position, is_active, created_by) values (?, ?, ?, 'square', ?, ?, true, ?) returning id`,
          [ad.title, image, ad.link_url, JSON.stringify(ad.target_pages), ad.position, owner],
        );
        publish(new AdChanged({ adId: row.id, change: 'created', isActive: true, targetPages: ad.target_pages, by: owner }));
      });
      addedAds += 1;
    }

    // Premium reports, published (matched by topic), each with a cover made like the articles'.
    for (const [index, report] of DEMO_PREMIUM.entries()) {
      if ((await em.execute(`select 1 from premium_content where topic = ?`, [report.topic])).length) continue;
      const cover = await storeImage(uploads, em, owner, await coverImage(report.editorial_theme, DEMO_ARTICLES.length + index + 1));
      await outbox.transactional(async (tx, publish) => {
        const [row] = await tx.execute<Array<{ id: number }>>(
          `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, day_number, status, long_form_article, apple_news_deck,
             tldr_summary, headlines, repurposed_formats, tags, metadata, generated_images, created_by)
           values (?, ?, ?, ?, ?, 'published', ?, ?, ?, ?, '{}', ?, ?, ?, ?) returning id`,
          [
            report.topic,
            report.subtitle,
            report.editorial_week,
            report.editorial_theme,
            report.editorial_week,
            report.body,
            report.apple_news_deck,
            report.tldr,
            JSON.stringify(report.headlines),
            JSON.stringify(report.tags),
            JSON.stringify({ section: 'Premium report', format: 'Long read' }),
            JSON.stringify({ coverImage: cover }),
            owner,
          ],
        );
        publish(new PremiumPublished({ kind: 'premium', id: row.id, topic: report.topic, editorialTheme: report.editorial_theme, by: null, status: 'published' }));
      });
      addedPremium += 1;
    }

    // Running API processes see the demo once its events are handled (each purges what it touched in the public cache):
    // with Redis, relayed from here to the workers; without it, the running app's relay picks them up from the outbox
    // within a second (or the app's next start does).
    if (config.redisUrl) await app.get(OutboxRelay).flush();
    console.log(
      addedArticles || addedAds || addedPremium
        ? `Demo magazine loaded: ${addedArticles} article(s), ${addedPremium} premium report(s) and ${addedAds} ad(s) added ` +
          `(${DEMO_ARTICLES.length} articles, ${DEMO_PREMIUM.length} premium reports and ${DEMO_ADS.length} ads in the demo).`
        : 'The demo magazine is already loaded: nothing added.',
    );
  } finally {
    await app.close();
    await database.stop?.();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('The demo magazine could not be loaded:', error);
    process.exit(1);
  },
);
