import { beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { AiAbortedError, AiBadOutputError, AiUpstreamError } from './ai-errors.js';
import { ContentPackageGenerator, type GenerationStage } from './content-package.generator.js';
import { ImageSearchPort, type ImageSearchRequest, type ImageSearchResult } from './image-search.port.js';
import { LlmPort, type JsonCompletion, type JsonCompletionRequest } from './llm.port.js';

const SECTIONS = ['Training & Performance'];
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new AiAbortedError());
    });
  });

function pkg(words: number) {
  return {
    long_form_article: Array.from({ length: words }, () => 'pace').join(' '),
    headlines: ['One', 'Two'],
    tldr_summary: 'S',
    apple_news_deck: 'D',
    repurposed_formats: { listicle: 'L', tips: 'T', opinion: 'O', interview: 'I', narrative: 'N' },
    metadata: { section: 'Training & Performance', format: 'Feature', tags: ['t'] },
  };
}

class StubLlm extends LlmPort {
  calls: { name: string; at: number; messages: number }[] = [];
  /** The most calls in flight at once (2 when the article and the image queries are asked side by side). */
  mostAtOnce = 0;
  private inFlight = 0;
  constructor(private readonly answer: (req: JsonCompletionRequest, n: number) => Promise<unknown>) {
    super();
  }
  configured() {
    return { ok: true as const };
  }
  async completeJson(req: JsonCompletionRequest): Promise<JsonCompletion> {
    this.calls.push({ name: req.schemaName, at: Date.now(), messages: req.messages.length });
    this.mostAtOnce = Math.max(this.mostAtOnce, ++this.inFlight);
    try {
      const data = await this.answer(req, this.calls.filter((c) => c.name === req.schemaName).length);
      return { data, raw: JSON.stringify(data), model: 'stub' };
    } finally {
      this.inFlight -= 1;
    }
  }
}

class StubImages extends ImageSearchPort {
  queries: string[] = [];
  constructor(private readonly fail = false) {
    super();
  }
  configured() {
    return { ok: true as const };
  }
  async search({ query, signal }: ImageSearchRequest): Promise<ImageSearchResult> {
    this.queries.push(query);
    await sleep(10, signal);
    if (this.fail) throw new AiUpstreamError('Image search failed: Pexels answered 500.');
    const photos = [1, 2, 3, 4].map((id) => ({
      id,
      url: `https://img/${id}.jpg`,
      thumbnail: '',
      alt: `alt ${id}`,
      photographer: 'P',
      photographer_url: '',
      page_url: '',
      width: 1,
      height: 1,
      avg_color: null,
    }));
    return { photos, total_results: 4, page: 1, per_page: 10 };
  }
}

const queries = { cover_query: 'cover', inline_visual_1_query: 'one', inline_visual_2_query: 'two' };

beforeAll(() => Logger.overrideLogger(false));

describe('ContentPackageGenerator', () => {
  it('runs the article and image calls in parallel and picks three different photos', async () => {
    const llm = new StubLlm(async (req) => {
      await sleep(100);
      return req.schemaName === 'image_queries' ? queries : pkg(1500);
    });
    const images = new StubImages();
    const stages: GenerationStage[] = [];
    const result = await new ContentPackageGenerator(llm, images).generate({ topic: 'Hills' }, { sections: SECTIONS, onStage: (s) => void stages.push(s) });
    // Side by side: the second call starts while the first is still out (counted, not timed: a loaded machine
    // stretched a wall-clock bound past its limit).
    expect(llm.mostAtOnce).toBe(2);
    expect(images.queries.sort()).toEqual(['cover', 'one', 'two']);
    expect(result.images).toEqual({ coverImage: 'https://img/1.jpg', inlineVisual1: 'https://img/2.jpg', inlineVisual2: 'https://img/3.jpg' });
    expect(result.imageDetails.coverImage).toMatchObject({ id: 1, alt: 'alt 1', query: 'cover' });
    expect(result.repaired).toBe(false);
    expect(stages).toEqual(['writing', 'images', 'checking']);
  });

  it('repairs once, then rejects', async () => {
    const once = new StubLlm(async (req, n) => (req.schemaName === 'image_queries' ? queries : pkg(n === 1 ? 100 : 1500)));
    const fixed = await new ContentPackageGenerator(once, new StubImages()).generate({ topic: 'Hills' }, { sections: SECTIONS });
    expect(fixed.repaired).toBe(true);
    expect(once.calls.filter((c) => c.name === 'content_package').map((c) => c.messages)).toEqual([2, 4]);

    const never = new StubLlm(async (req) => (req.schemaName === 'image_queries' ? queries : pkg(100)));
    await expect(new ContentPackageGenerator(never, new StubImages()).generate({ topic: 'Hills' }, { sections: SECTIONS })).rejects.toThrow(AiBadOutputError);
    expect(never.calls.filter((c) => c.name === 'content_package')).toHaveLength(2);
  });

  it('fails fast: an image search failure cancels the article call', async () => {
    let cancelled = false;
    const llm = new StubLlm(async (req) => {
      if (req.schemaName === 'image_queries') return queries;
      try {
        await sleep(5000, req.signal);
      } catch (error) {
        cancelled = true;
        throw error;
      }
      return pkg(1500);
    });
    const started = Date.now();
    await expect(new ContentPackageGenerator(llm, new StubImages(true)).generate({ topic: 'Hills' }, { sections: SECTIONS })).rejects.toThrow(
      'Image search failed: Pexels answered 500.',
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(cancelled).toBe(true);
  });
});
