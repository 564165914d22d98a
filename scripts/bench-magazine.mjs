// The public magazine's measures (issue 11), run by `npm run bench` (or `npm run bench -- magazine`):
// - GET /api/publisher/articles with 60 published articles and GET /article/{slug} (HTML), each beside a bare
//   node:http server answering the same bytes (as a browser asks: Accept-Encoding gzip, deflate, br), 64 connections;
//   goal: at least 0.5 of bare, p99 under 25 ms.
// - The public pages (`publicPages`: home, an article, a theme page, /premium, /about, /privacy, a search) in headless
//   Chromium: JavaScript loaded (compressed bytes as sent, brotli, and the same files gzipped at level 9; goal under 120 KB
//   gzipped on each) and Largest Contentful Paint (goal under 1 s). test/browser/slow-phone.spec.ts holds the same
//   JavaScript budget, sent and gzipped, in the browser journeys. `npm run bench -- js` measures these pages alone (no
//   load, no Lighthouse).
// - Lighthouse (default mobile settings, Chromium at CHROMIUM_PATH) on the home page, an article, a theme page,
//   /about and /premium: performance, accessibility, best practices, SEO.
// The app runs on a fresh database loaded with the demo magazine (npm run seed:demo) and copies of it up to 60.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const GOALS = { ratio: 0.5, p99: 25, jsKb: 120, lcpMs: 1000 };

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** 60 published articles: the demo magazine (12) and four copies of it under other slugs. */
async function loadMagazine(databaseUrl, env) {
  execFileSync(process.execPath, ['backend/dist/seed-demo.js'], { cwd: root, env: { ...process.env, ...env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  return withClient(databaseUrl, async (client) => {
    for (let copy = 1; copy <= 4; copy++) {
      await client.query(
        `insert into website_content (title, subtitle, slug, category, editorial_theme, status, publish_date, meta_description, featured_image,
           long_form_article, headlines, tldr_summary, tags, is_featured)
         select title || ' (' || $1 || ')', subtitle, slug || '-' || $1, category, editorial_theme, 'published', publish_date - make_interval(days => 30 * $1::int),
                meta_description, featured_image, long_form_article, headlines, tldr_summary, tags, false
           from website_content where created_by is not null`,
        [copy],
      );
    }
    const [{ n }] = (await client.query(`select count(*)::int as n from website_content where status = 'published'`)).rows;
    if (n !== 60) throw new Error(`expected 60 published articles, found ${n}`);
    return (await client.query(`select slug from website_content where is_hero_article`)).rows[0].slug;
  });
}

/** Scripts a page loads (bytes as sent, and gzipped) and its Largest Contentful Paint, in headless Chromium. */
async function pageWeight(browser, url, screenshot) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(-1), 3000);
      }),
  );
  const sent = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
      .reduce((sum, e) => sum + e.encodedBodySize, 0),
  );
  await page.screenshot({ path: screenshot });
  let gzipped = 0;
  for (const res of scripts) gzipped += gzipSync(await res.body(), { level: 9 }).length;
  await context.close();
  return { files: scripts.length, sentKb: sent / 1024, gzipKb: gzipped / 1024, lcpMs: lcp };
}

export async function lighthouseScores(urls, extraChromeFlags = []) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  // Lighthouse sometimes fails to record its trace (runtimeError NO_NAVSTART: "Please run Lighthouse again"); that run
  // measured nothing and scores 0, so it is run again, up to twice, and the error is reported if it stays.
  const measure = async (url) => {
    for (let attempt = 1; ; attempt++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROME_FLAGS, ...extraChromeFlags] });
      try {
        const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!run.lhr.runtimeError || attempt === 3) return run;
        console.log(`  Lighthouse on ${url}: ${run.lhr.runtimeError.code}, running it again`);
      } finally {
        await chrome.kill();
      }
    }
  };
  for (const url of urls) {
    const run = await measure(url);
    const { categories, audits } = run.lhr;
    if (process.env.BENCH_LIGHTHOUSE_DIR) {
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(`${process.env.BENCH_LIGHTHOUSE_DIR}/${name}.json`, run.report);
    }
    results.push({
      url,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      failing: Object.values(categories)
        .flatMap((c) => c.auditRefs)
        .map((ref) => audits[ref.id])
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id)
        .slice(0, 8),
      ...(run.lhr.runtimeError ? { error: run.lhr.runtimeError.code } : {}),
    });
  }
  return results;
}

/** The public pages whose JavaScript is measured: [label, path, screenshot name]. */
function publicPages(heroSlug) {
  return [
    ['home page /', '/', 'home'],
    ['article page', `/article/${heroSlug}`, 'article'],
    ['theme page /publisher/training', '/publisher/training', 'theme'],
    ['/premium', '/premium', 'premium'],
    ['/about', '/about', 'about'],
    ['/privacy', '/privacy', 'privacy'],
    ['/search?q=recovery', '/search?q=recovery', 'search'],
  ];
}

/** `jsOnly` (`npm run bench -- js`): the public pages' JavaScript and LCP alone, without the load runs and Lighthouse. */
export async function benchMagazine({ startApp, adminQuery, adminUrl, sideBySide, verdict, report, jsOnly = false }) {
  const database = `f50_bench_magazine_${process.pid}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = Number(process.env.BENCH_PORT || 4321);
  const dataDir = `${os.tmpdir()}/f50-bench-magazine-${process.pid}`;
  const env = { QUEUE_PREFIX: `f50bench${process.pid}`, PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir };
  const { child } = await startApp(port, url.toString(), env);
  try {
    const heroSlug = await loadMagazine(url.toString(), env);
    const base = `http://127.0.0.1:${port}`;
    await new Promise((r) => setTimeout(r, 1500)); // the seed's events empty the cache once
    const loadBefore = os.loadavg()[0];
    const articles = jsOnly ? null : await sideBySide(`${base}/api/publisher/articles`, BROWSER_HEADERS, 64);
    const html = jsOnly ? null : await sideBySide(`${base}/article/${heroSlug}`, BROWSER_HEADERS, 64);

    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    const pages = [];
    for (const [label, path, shot] of publicPages(heroSlug)) pages.push([label, await pageWeight(browser, base + path, `${root}test-results/bench-${shot}.png`)]);
    await browser.close();
    const lighthouse = jsOnly || process.env.BENCH_LIGHTHOUSE === '0' ? [] : await lighthouseScores(['/', `/article/${heroSlug}`, '/publisher/training', '/about', '/premium'].map((p) => base + p));

    console.log(`\n${jsOnly ? 'JavaScript of the public pages' : 'Magazine benchmark'} (60 published articles; the reads as a browser asks: Accept-Encoding gzip, deflate, br)`);
    console.log(`  machine: ${os.cpus().length} cores, load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after the runs${jsOnly ? '' : '; 64 connections'}`);
    if (articles) report('GET /api/publisher/articles (60)', articles, `-> ${verdict(articles, GOALS)}`);
    if (html) report(`GET /article/{slug} (HTML)`, html, `-> ${verdict(html, GOALS)}`);
    for (const [label, page] of pages) {
      const ok = page.gzipKb < GOALS.jsKb && page.lcpMs >= 0 && page.lcpMs < GOALS.lcpMs;
      console.log(
        `  ${label.padEnd(32)}JS ${page.files} files, ${page.sentKb.toFixed(1)} KB as sent (brotli), ${page.gzipKb.toFixed(1)} KB gzipped; LCP ${page.lcpMs.toFixed(0)} ms -> ${ok ? 'met' : 'MISSED'} (goal: JS < ${GOALS.jsKb} KB gzipped, LCP < ${GOALS.lcpMs} ms)`,
      );
    }
    if (lighthouse.length) console.log('  Lighthouse (default mobile settings): performance / accessibility / best practices / SEO, LCP, total blocking time');
    for (const r of lighthouse) {
      console.log(`    ${new URL(r.url).pathname.padEnd(60)}${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo}, LCP ${r.lcp}, TBT ${r.tbt}${r.failing.length ? `; below 0.9: ${r.failing.join(', ')}` : ''}${r.error ? ` (Lighthouse error ${r.error})` : ''}`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await adminQuery(`drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
