import type { TestApp } from '../support/test-app.js';

/** Inserts a stored generation directly (for tests that need a row without calling the model). */
export async function insertGeneration(
  t: TestApp,
  values: { topic?: string; status?: 'published' | 'archived'; editorial_week?: number | null; created_by?: number | null; created_at?: Date } = {},
): Promise<number> {
  const [row] = await t.sql<{ id: number }>(
    `insert into content_generations (topic, status, editorial_week, editorial_theme, long_form_article, headlines, tldr_summary,
       apple_news_deck, repurposed_formats, metadata, generated_images, image_details, prompt_version, model, created_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'content-package.v1', 'fixture', $13, $14, $14)
     returning id`,
    [
      values.topic ?? 'Fixture topic',
      values.status ?? 'published',
      values.editorial_week ?? null,
      values.editorial_week ? 'Training & Performance' : null,
      '## 1. Start\n\nA short fixture article.',
      JSON.stringify(['Fixture headline one', 'Fixture headline two']),
      'A fixture summary.',
      'A fixture deck.',
      JSON.stringify({ listicle: 'L', tips: 'T', opinion: 'O', interview: 'I', narrative: 'N' }),
      JSON.stringify({ section: 'Training & Performance', format: 'Feature', tags: ['fixture'] }),
      JSON.stringify({ coverImage: 'https://images.example/1.jpg', inlineVisual1: 'https://images.example/2.jpg', inlineVisual2: 'https://images.example/3.jpg' }),
      JSON.stringify({}),
      values.created_by ?? null,
      values.created_at ?? new Date(),
    ],
  );
  return row.id;
}
