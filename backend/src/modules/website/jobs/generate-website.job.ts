import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { clip } from '../../../infrastructure/web/markdown-text.js';
import { WEBSITE_ARTICLE_PROMPT, WEBSITE_RULES } from '../../ai/index.js';
import { PackageJobRunner, type GenerationOutcome, type PackageJobData } from '../../content/index.js';
import { WebsiteContentSchema } from '../entities/website-content.entity.js';
import { uniqueSlug } from '../website-support.js';

/** Writes and stores a website article draft. */
@JobType('generation', 'generate-website')
export class GenerateWebsiteArticle extends Job<PackageJobData> {}

/**
 * Runs website generations on the `generation` queue with the website prompt (website-article.v1) and rules
 * (800-1200 words, 2-3 headlines)
 * and stores a draft: title = first headline, subtitle = the deck, SEO description = the summary (the rules keep it
 * within 160 characters; `clip` only collapses its whitespace), featured image = the cover photo, slug from the title.
 * Staff publish it later.
 */
@Injectable()
export class GenerateWebsiteJob {
  constructor(private readonly jobs: PackageJobRunner) {}

  @JobHandler(GenerateWebsiteArticle)
  generate(job: JobContext<PackageJobData>): Promise<GenerationOutcome> {
    return this.jobs.run(job, {
      what: 'website article',
      rules: WEBSITE_RULES,
      prompt: WEBSITE_ARTICLE_PROMPT,
      store: async (em, _publish, result, { topic, customPrompt, editorialWeek, editorialTheme, userId }) => {
        const title = clip(result.pkg.headlines[0] || topic, 300);
        const row = em.create(WebsiteContentSchema, {
          title,
          subtitle: clip(result.pkg.apple_news_deck, 300) || null,
          topic,
          slug: await uniqueSlug(em, title, null),
          category: editorialTheme ?? result.pkg.metadata.section ?? null,
          editorial_theme: editorialTheme ?? null,
          editorial_week: editorialWeek ?? null,
          status: 'draft',
          publish_date: null,
          meta_description: clip(result.pkg.tldr_summary, 160),
          featured_image: result.images.coverImage ?? null,
          long_form_article: result.pkg.long_form_article,
          headlines: result.pkg.headlines,
          tldr_summary: result.pkg.tldr_summary,
          tags: result.pkg.metadata.tags,
          is_hero_article: false,
          is_featured: false,
          image_details: result.imageDetails as unknown as Record<string, unknown>,
          system_prompt: customPrompt ?? null,
          prompt_version: result.promptVersion,
          model: result.model,
          created_by: userId,
          updated_by: userId,
        });
        await em.flush();
        return row.id;
      },
    });
  }
}
