import { Archive, ImageOff, ImagePlus } from 'lucide-react';
import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { readingTimeMinutes } from '../../lib/format';
import { CoachingCards } from './coaching-cards';
import { isCoachingFormat, splitIntoCards } from './coaching-cards-model';
import { ContentSection, CopyButton, EditButton, FieldEditorBox, useFieldEditor, type FieldEditor } from './content-section';
import {
  formatGeneratorDate,
  formatName,
  IMAGE_SLOT_LABELS,
  IMAGE_SLOTS,
  isArchived,
  repurposedEntries,
  wordCount,
  type Generation,
  type GenerationPatch,
  type ImageSlot,
} from './generation';
import { ImagePicker } from './image-picker';
import type { StockPhoto } from './image-search';
import { Markdown } from '../../components/ui/markdown';
import { useImageFailure } from '../../lib/use-image-failure';
import { MetaLine } from '../../components/ui/meta-line';

export interface SaveOptions {
  /** No 'Content Updated' toast (the caller announces success itself). */
  silent?: boolean;
  /** Shown at once with the patch but not sent (e.g. the credit of a newly chosen photo). */
  local?: Partial<Generation>;
}

export interface GenerationViewProps {
  generation: Generation;
  /** Applies the patch on screen at once and sends it; resolves true once the server saved it. */
  onSave: (patch: GenerationPatch, options?: SaveOptions) => Promise<boolean>;
  /** A save was refused because the package changed meanwhile (the server's words), until it is reloaded. */
  conflict?: string | null;
  onArchive: () => void;
  archiving: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A titled block inside a section (a headline list, the summary, one format) with Copy and Edit. */
function TextBlock({
  title,
  fieldKey,
  text,
  editor,
  toPatch,
  initial = text,
  rows,
  hint,
  check,
  children,
}: {
  title: string;
  fieldKey: string;
  text: string;
  editor: FieldEditor;
  toPatch: (text: string) => GenerationPatch;
  initial?: string;
  rows?: number;
  hint?: string;
  check?: (text: string) => string | undefined;
  children: ReactNode;
}) {
  const isEditing = editor.editing?.key === fieldKey;
  return (
    <div className="space-y-3 border-b border-line pb-6 last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-sans text-lg font-bold">{title}</h4>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={text} what={title} />
          <EditButton editor={editor} fieldKey={fieldKey} what={title} initial={initial} toPatch={toPatch} check={check} />
        </div>
      </div>
      {isEditing ? <FieldEditorBox editor={editor} what={title} rows={rows} hint={hint} /> : children}
    </div>
  );
}

function ArticleSection({ generation, editor, onSave }: { generation: Generation; editor: FieldEditor; onSave: GenerationViewProps['onSave'] }) {
  const article = generation.long_form_article ?? '';
  const hasCards = useMemo(() => isCoachingFormat(splitIntoCards(article)), [article]);
  const isEditing = editor.editing?.key === 'long_form_article';
  const words = wordCount(article);

  const saveArticle = async (next: string) => {
    const saved = await onSave({ long_form_article: next }, { silent: true });
    if (!saved) throw new Error('The article was not saved.');
  };

  return (
    <ContentSection
      title="Long-form Article"
      actions={
        <>
          <CopyButton text={article} what="Long-form Article" />
          <EditButton
            editor={editor}
            fieldKey="long_form_article"
            what="Long-form Article"
            initial={article}
            toPatch={(text) => ({ long_form_article: text })}
          />
        </>
      }
    >
      <MetaLine className="mb-4 text-sm text-muted" items={[`${words.toLocaleString('en-GB')} words`, `${readingTimeMinutes(article)} min read`]} />
      {isEditing ? (
        <FieldEditorBox editor={editor} what="Long-form Article" rows={20} hint="Markdown: '## ' starts a heading, '- ' a bullet." />
      ) : !article.trim() ? (
        <p className="text-muted">This generation has no article text.</p>
      ) : hasCards ? (
        <Tabs defaultValue="article">
          <TabsList aria-label="How to show the article" className="max-w-md">
            <TabsTrigger value="article">Article</TabsTrigger>
            <TabsTrigger value="cards">Coaching Cards</TabsTrigger>
          </TabsList>
          <TabsContent value="article">
            <Markdown source={article} headingOffset={3} className="max-w-reading" />
          </TabsContent>
          <TabsContent value="cards">
            <CoachingCards article={article} onSave={saveArticle} headingLevel={3} />
          </TabsContent>
        </Tabs>
      ) : (
        <Markdown source={article} headingOffset={3} className="max-w-reading" />
      )}
    </ContentSection>
  );
}

/** A generation has 2-3 headline variants; the server keeps at most this many. */
const MAX_HEADLINES = 3;

function headlineLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function RepurposedSection({ generation, editor }: { generation: Generation; editor: FieldEditor }) {
  const headlines = (generation.headlines ?? []).filter((line) => line.trim());
  const deck = generation.apple_news_deck ?? '';
  const formats = repurposedEntries(generation);
  return (
    <ContentSection title="Repurposed Content">
      <div className="space-y-6">
        <TextBlock
          title="Headlines"
          fieldKey="headlines"
          text={headlines.join('\n')}
          editor={editor}
          rows={4}
          hint={`One headline per line, up to ${MAX_HEADLINES}.`}
          toPatch={(text) => ({ headlines: headlineLines(text) })}
          check={(text) => (headlineLines(text).length > MAX_HEADLINES ? `Keep at most ${MAX_HEADLINES} headlines, one per line.` : undefined)}
        >
          {headlines.length ? (
            <ol className="list-decimal space-y-2 pl-7 font-serif text-lg">
              {headlines.map((headline, index) => (
                <li key={index}>{headline}</li>
              ))}
            </ol>
          ) : (
            <p className="text-muted">No headlines.</p>
          )}
        </TextBlock>

        <TextBlock
          title="TL;DR Summary"
          fieldKey="tldr_summary"
          text={generation.tldr_summary ?? ''}
          editor={editor}
          rows={4}
          toPatch={(text) => ({ tldr_summary: text })}
        >
          <p className="max-w-reading">{generation.tldr_summary || <span className="text-muted">No summary.</span>}</p>
        </TextBlock>

        {deck.trim() ? (
          <TextBlock
            title="Apple News Deck"
            fieldKey="apple_news_deck"
            text={deck}
            editor={editor}
            rows={3}
            toPatch={(text) => ({ apple_news_deck: text })}
          >
            <p className="max-w-reading font-serif text-lg italic">{deck}</p>
          </TextBlock>
        ) : null}

        {formats.map(([name, text]) => (
          <TextBlock
            key={name}
            title={formatName(name)}
            fieldKey={`repurposed_formats.${name}`}
            text={text}
            editor={editor}
            rows={10}
            toPatch={(next) => ({ repurposed_formats: { [name]: next } })}
          >
            <Markdown source={text} headingOffset={4} className="max-w-reading" />
          </TextBlock>
        ))}
      </div>
    </ContentSection>
  );
}

function MetadataSection({ generation }: { generation: Generation }) {
  const metadata = generation.metadata ?? {};
  const tags = (metadata.tags ?? []).filter((tag) => tag.trim());
  const asText = [`Section: ${metadata.section ?? ''}`, `Format: ${metadata.format ?? ''}`, `Tags: ${tags.join(', ')}`].join('\n');
  return (
    <ContentSection title="Metadata" actions={<CopyButton text={asText} what="Metadata" />}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Section</dt>
        <dd>{metadata.section || <span className="text-muted">Not set</span>}</dd>
        <dt className="font-semibold">Format</dt>
        <dd>{metadata.format || <span className="text-muted">Not set</span>}</dd>
        <dt className="font-semibold">Tags</dt>
        <dd>
          {tags.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {tags.map((tag) => (
                <li key={tag}>
                  <Badge className="text-sm">{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted">No tags</span>
          )}
        </dd>
      </dl>
    </ContentSection>
  );
}

function ImageTile({ slot, generation, onReplace }: { slot: ImageSlot; generation: Generation; onReplace: () => void }) {
  const url = generation.generated_images?.[slot] ?? '';
  const picture = useImageFailure(url);
  const detail = generation.image_details?.[slot];
  const label = IMAGE_SLOT_LABELS[slot];
  const showImage = Boolean(url) && !picture.failed;
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="font-semibold">{label}</figcaption>
      {showImage ? (
        <img
          src={url}
          alt={detail?.alt || `${label} for "${generation.topic}"`}
          {...picture.imgProps}
          className="aspect-[4/3] w-full rounded-md border border-line bg-sunken object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-md border border-dashed border-line-strong bg-sunken p-4 text-center text-sm text-muted">
          <ImageOff aria-hidden="true" className="size-8" />
          {url ? 'The image could not be loaded.' : 'No image yet.'}
        </div>
      )}
      {showImage && detail?.photographer ? (
        <p className="text-sm text-muted">
          Photo by{' '}
          {detail.page_url ? (
            <a href={detail.page_url} target="_blank" rel="noopener noreferrer" className="link">
              {detail.photographer} on Pexels
            </a>
          ) : (
            detail.photographer
          )}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={onReplace} className="self-start">
        <ImagePlus aria-hidden="true" />
        Replace<span className="sr-only"> {label}</span>
      </Button>
    </figure>
  );
}

function ImagesSection({ generation, onSave }: { generation: Generation; onSave: GenerationViewProps['onSave'] }) {
  const [slot, setSlot] = useState<ImageSlot | null>(null);
  const [lastSlot, setLastSlot] = useState<ImageSlot>('coverImage');

  const choose = (url: string, photo?: StockPhoto) => {
    if (!slot) return;
    const target = slot;
    // Only the changed image is sent: the server merges generated_images key by key.
    void onSave(
      { generated_images: { [target]: url } },
      {
        local: {
          image_details: {
            ...generation.image_details,
            [target]: photo ? { id: Number(photo.id), alt: photo.alt, photographer: photo.photographer, page_url: photo.page_url } : null,
          },
        },
      },
    );
  };

  return (
    <ContentSection title="Generated Images">
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {IMAGE_SLOTS.map((imageSlot) => (
          <ImageTile
            key={imageSlot}
            slot={imageSlot}
            generation={generation}
            onReplace={() => {
              setLastSlot(imageSlot);
              setSlot(imageSlot);
            }}
          />
        ))}
      </div>
      <ImagePicker
        open={slot !== null}
        onOpenChange={(open) => {
          if (!open) setSlot(null);
        }}
        onSelect={choose}
        title={`Replace ${IMAGE_SLOT_LABELS[slot ?? lastSlot]}`}
        description="Choose a real-life photo of real people, or paste the address of an image."
      />
    </ContentSection>
  );
}

/** The selected generation: its header and the four collapsible sections. */
export function GenerationView({ generation, onSave, conflict = null, onArchive, archiving, headingRef }: GenerationViewProps) {
  const editor = useFieldEditor(onSave, conflict);
  const archived = isArchived(generation);
  return (
    <div className="space-y-5">
      <header className="space-y-3 rounded-lg border border-line bg-surface p-5 shadow-card md:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          {/* At least 16rem for the title: on a phone the Archive button goes under it rather than squeezing it. */}
          <div className="min-w-0 flex-1 basis-64 space-y-2">
            <p className="kicker">Selected content</p>
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl break-words focus:outline-none md:text-3xl">
              {generation.topic}
            </h2>
          </div>
          {archived ? null : (
            <Button variant="secondary" size="sm" onClick={onArchive} busy={archiving}>
              <Archive aria-hidden="true" />
              {archiving ? 'Archiving...' : 'Archive'}
              <span className="sr-only"> this content</span>
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-base text-muted">
          <span>Generated {formatGeneratorDate(generation.created_at)}</span>
          {archived ? <Badge>Archived</Badge> : <Badge tone="success">Active</Badge>}
          {generation.editorial_theme ? <Badge tone="accent">{generation.editorial_theme}</Badge> : null}
          {generation.editorial_week ? <Badge>Week {generation.editorial_week}</Badge> : null}
          {generation.system_prompt ? <Badge tone="premium">Custom prompt</Badge> : null}
        </div>
      </header>
      <ArticleSection generation={generation} editor={editor} onSave={onSave} />
      <RepurposedSection generation={generation} editor={editor} />
      <MetadataSection generation={generation} />
      <ImagesSection generation={generation} onSave={onSave} />
    </div>
  );
}
