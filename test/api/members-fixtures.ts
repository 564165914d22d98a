import type { TestApp } from '../support/test-app.js';

/** Inserts a premium content row directly (there is no API to create one yet). */
export async function insertPremium(
  t: Pick<TestApp, 'sql'>,
  values: { id?: number; topic?: string; status?: 'published' | 'draft' | 'archived'; editorial_theme?: string | null; created_by?: number | null } = {},
): Promise<number> {
  const [row] = await t.sql<{ id: number }>(
    `insert into premium_content (${values.id ? 'id, ' : ''}topic, subtitle, editorial_week, editorial_theme, status, created_by, generated_images,
       long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats, tags, day_number)
     values (${values.id ? '$13, ' : ''}$1, $2, 2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 9)
     on conflict (id) do update set status = excluded.status
     returning id`,
    [
      values.topic ?? 'Strength work for masters triathletes',
      'Two sessions a week',
      values.editorial_theme === undefined ? 'Training & Performance' : values.editorial_theme,
      values.status ?? 'published',
      values.created_by ?? null,
      JSON.stringify({ coverImage: 'https://images.example/c.jpg', inlineVisual1: 'https://images.example/1.jpg', inlineVisual2: 'https://images.example/2.jpg' }),
      '## Why strength\n\nA short fixture article.',
      'A fixture deck.',
      'A fixture summary.',
      JSON.stringify(['Headline one', 'Headline two']),
      JSON.stringify({ socialMediaPost: 'Post text' }),
      JSON.stringify(['strength']),
      ...(values.id ? [values.id] : []),
    ],
  );
  return row.id;
}

export async function insertEntry(t: TestApp, userId: number, values: { content?: string; image_url?: string | null } = {}): Promise<number> {
  const [row] = await t.sql<{ id: number }>(
    `insert into journal_entries (user_id, title, content, tags, image_url) values ($1, 'Fixture', $2, '["Training"]', $3) returning id`,
    [userId, values.content ?? 'A fixture entry.', values.image_url ?? null],
  );
  return row.id;
}

/** An archived goal (any number may exist beside the one active goal). */
export async function insertGoal(t: TestApp, userId: number, goal = 'A fixture goal'): Promise<number> {
  const [row] = await t.sql<{ id: number }>(
    `insert into goals (user_id, goal, is_active, archived_at) values ($1, $2, false, now()) returning id`,
    [userId, goal],
  );
  return row.id;
}

export async function insertSaved(t: Pick<TestApp, 'sql'>, userId: number, premiumId: number, journalEntryId: number | null = null): Promise<number> {
  const [row] = await t.sql<{ id: number }>(
    // With the report's theme, as a save through the API stores it (the Library's theme filter).
    `insert into saved_reports (user_id, premium_content_id, journal_entry_id, theme)
     select $1, id, $3, premium_theme(editorial_theme, topic) from premium_content where id = $2 returning id`,
    [userId, premiumId, journalEntryId],
  );
  return row.id;
}
