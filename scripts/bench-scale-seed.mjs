// Seeding for the scale bench (scripts/bench-scale.mjs): published articles written into the bench's own database with
// COPY (rows composed in this process by scripts/bench-scale-text.mjs; one stream per core, BENCH_SCALE_SEED_STREAMS,
// since PostgreSQL's work per row, the generated full-text column, is what takes the time), numbered so that topping up
// from 100 to 10,000 to 100,000 adds only the missing ones.
import os from 'node:os';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { article, demoSentences } from './bench-scale-text.mjs';

const root = new URL('..', import.meta.url).pathname;
const COLUMNS = ['title', 'subtitle', 'slug', 'category', 'editorial_theme', 'publish_date', 'meta_description', 'featured_image', 'long_form_article', 'headlines', 'tldr_summary', 'tags', 'is_featured', 'is_hero_article'];
/** Seeded articles are the ones without an author (the bench publishes its own through the API as an editor). */
const SEEDED = `created_by is null`;

/** A value in COPY's text format: \N for null, backslash, tab, newline and carriage return escaped. */
const copyValue = (value) => (value === null || value === undefined ? '\\N' : String(value).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]));

/** The seeded rows numbered from+1 to to, as COPY text lines, a few hundred at a time. */
function* lines(from, to, demo, now) {
  let batch = [];
  for (let n = from + 1; n <= to; n++) {
    const row = article(n, demo, now);
    batch.push(`${COLUMNS.map((c) => copyValue(row[c])).join('\t')}\tpublished\t${row.publish_date}\t${row.publish_date}\n`);
    if (batch.length === 200) {
      yield batch.join('');
      batch = [];
    }
  }
  if (batch.length) yield batch.join('');
}

/**
 * Tops the seeded articles up to `count` (all published; the demo magazine's sentences as part of the vocabulary) and
 * answers how many were added, how long it took and the bodies' sizes.
 */
export async function seedArticles(databaseUrl, count) {
  const { DEMO_ARTICLES } = await import(`${root}backend/dist/seed/demo-articles.js`);
  const demo = demoSentences(DEMO_ARTICLES);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [{ seeded }] = (await client.query(`select count(*)::int as seeded from website_content where ${SEEDED}`)).rows;
    const started = performance.now();
    const now = Date.now();
    const streams = Math.max(1, Math.min(Number(process.env.BENCH_SCALE_SEED_STREAMS || os.cpus().length), 8, Math.ceil((count - seeded) / 1000)));
    const share = Math.ceil((count - seeded) / streams);
    const copyRange = async (from, to) => {
      const stream = new pg.Client({ connectionString: databaseUrl });
      await stream.connect();
      try {
        const copy = stream.query(copyStreams.from(`copy website_content (${COLUMNS.join(', ')}, status, created_at, updated_at) from stdin`));
        await pipeline(Readable.from(lines(from, to, demo, now)), copy);
      } finally {
        await stream.end();
      }
    };
    if (seeded < count) {
      await Promise.all(Array.from({ length: streams }, (_, i) => copyRange(seeded + i * share, Math.min(count, seeded + (i + 1) * share))));
      await client.query('analyze website_content');
    }
    const ms = performance.now() - started;
    const [sizes] = (
      await client.query(
        `select count(*)::int as n, min(length(long_form_article))::int as min, avg(length(long_form_article))::int as avg,
                max(length(long_form_article))::int as max, count(distinct md5(long_form_article))::int as distinct_bodies,
                count(featured_image)::int as pictures, min(publish_date) as oldest, count(distinct editorial_theme)::int as themes
           from website_content where ${SEEDED}`,
      )
    ).rows;
    return { added: Math.max(0, count - seeded), ms, streams, ...sizes };
  } finally {
    await client.end();
  }
}
