import { ImageIcon, Pencil, Save } from 'lucide-react';
import { Revisions } from './website-revisions';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { GuardedDialog, useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { ImagePicker } from '../../generator/image-picker';
import { creditOf, photoDescription } from '../../generator/image-search';
import { articleBlocks } from '../../../lib/markdown';
import { ArticleBody } from '../../../components/site/article-body';
import { LoadError } from '../../../components/ui/load-error';
import {
  fetchWebsiteArticle,
  PICTURE_DESCRIPTION_MAX,
  pictureDescriptionHint,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  WEBSITE_KEY,
  useUpdateWebsite,
  useWebsiteArticle,
  wordCount,
  type WebsiteArticle,
  type WebsiteItem,
  type WebsiteForm,
} from './website-api';
import { WebsiteStatusBadge } from './website-article-actions';
import { SLUG_MAX, slugFromTitle, slugProblem } from './article-slug';
import { parseTags, tagsProblem, tagsText, TAG_MAX, TAGS_MAX } from './article-tags';
import { changedFields } from '../../../lib/changed-fields';
import { SaveConflict, useSaveConflict } from '../../../components/ui/save-conflict';

export interface WebsitePreviewDialogProps {
  item: WebsiteItem | null;
  onOpenChange: (open: boolean) => void;
  /** The article changed (saved or restored): the dialog shows the server's answer. */
  onChanged: (item: WebsiteArticle) => void;
}

function formOf(item: WebsiteArticle): WebsiteForm {
  return {
    title: item.title ?? '',
    seo_title: item.seo_title ?? '',
    subtitle: item.subtitle ?? '',
    category: item.category ?? '',
    meta_description: item.meta_description ?? '',
    long_form_article: item.long_form_article ?? '',
    featured_image: item.featured_image ?? '',
    featured_image_alt: item.featured_image_alt ?? '',
    slug: item.slug ?? '',
    tags: tagsText(item.tags),
  };
}

/** A never-published draft's address follows the title (the server's rule too) until the editor types one. */
const followsTitle = (item: WebsiteArticle) => item.status === 'draft' && (!item.publish_date || new Date(item.publish_date).getTime() > Date.now());

function Editor({ item: opened, onDone }: { item: WebsiteArticle; onDone: (saved?: WebsiteArticle) => void }) {
  // The version the form started from (not the prop, which a background read may move on): the save names it.
  const [item, setItem] = useState(opened);
  const [draft, setDraft] = useState<WebsiteForm>(() => formOf(opened));
  const [picking, setPicking] = useState(false);
  // A description the editor had (typed or saved) that a new picture replaced: the hint says so.
  const [descriptionReplaced, setDescriptionReplaced] = useState(false);
  // The credit of a stock photo chosen as the picture (saved with it, shown under it on the article); none for an address.
  const [credit, setCredit] = useState<ReturnType<typeof creditOf>>(null);
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(() => followsTitle(opened));
  const [slugTouched, setSlugTouched] = useState(false);
  const client = useQueryClient();
  const conflict = useSaveConflict(
    () => client.fetchQuery({ queryKey: [...WEBSITE_KEY, String(item.id)], queryFn: () => fetchWebsiteArticle(item.id), staleTime: 0 }),
    (latest) => {
      setItem(latest);
      setDraft(formOf(latest));
      setDescriptionReplaced(false);
      setSlugFollowsTitle(followsTitle(latest));
    },
  );
  const update = useUpdateWebsite();
  const set = (key: keyof WebsiteForm) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const setTitle = (title: string) =>
    setDraft((current) => ({ ...current, title, ...(slugFollowsTitle && slugFromTitle(title) ? { slug: slugFromTitle(title) } : {}) }));
  const slugError = slugProblem(draft.slug ?? '');
  const tags = parseTags(draft.tags);
  const tagsError = tagsProblem(tags);
  const initial = formOf(item);
  const leave = useUnsavedChanges(Object.keys(initial).some((key) => draft[key as keyof WebsiteForm] !== initial[key as keyof WebsiteForm]));
  const save = () => {
    setSlugTouched(true);
    if (slugError || tagsError) return;
    // Only what changed; a title-following address is left to the server (it picks a free one from the title).
    const { slug, tags: _tagsText, ...changed } = changedFields(draft, formOf(item));
    if (!slugFollowsTitle && slug !== undefined) Object.assign(changed, { slug });
    // The tags as a list, when they differ from the saved ones. Unlike the text fields, an emptied Tags box is sent
    // (an empty list): an article may have no tags, and removing them all is something an editor means to do.
    if (tags.join('\n') !== (item.tags ?? []).join('\n')) Object.assign(changed, { tags });
    if (changed.featured_image !== undefined) Object.assign(changed, { featured_image_credit: credit });
    if (!Object.keys(changed).length) return onDone();
    update.mutate(
      { id: item.id, patch: { ...changed, expected_updated_at: item.updated_at } },
      { onSuccess: (saved) => onDone(saved), onError: conflict.refused },
    );
  };

  return (
    <div className="space-y-4" aria-busy={update.isPending}>
      <Field label="Title">{(control) => <Input {...control} value={draft.title} onChange={(e) => setTitle(e.target.value)} />}</Field>
      <Field
        label="Address (slug)"
        hint={`The article's address: /article/${draft.slug || '…'}. ${
          item.status === 'published' ? 'The old address keeps leading here.' : 'Suggested from the title until the article is published.'
        }`}
        error={slugTouched ? slugError : undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={draft.slug ?? ''}
            maxLength={SLUG_MAX}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => {
              setSlugFollowsTitle(false);
              set('slug')(e.target.value);
            }}
            onBlur={() => setSlugTouched(true)}
          />
        )}
      </Field>
      <Field label="Subtitle">{(control) => <Input {...control} value={draft.subtitle} onChange={(e) => set('subtitle')(e.target.value)} />}</Field>
      <Field label="Category">{(control) => <Input {...control} value={draft.category} onChange={(e) => set('category')(e.target.value)} />}</Field>
      <Field label="SEO title" hint={`The title search results and shared links show. ${draft.seo_title.length}/${SEO_TITLE_MAX} characters`}>
        {(control) => (
          <Input {...control} value={draft.seo_title} maxLength={SEO_TITLE_MAX} onChange={(e) => set('seo_title')(e.target.value.slice(0, SEO_TITLE_MAX))} />
        )}
      </Field>
      <Field label="SEO description" hint={`${draft.meta_description.length}/${SEO_DESCRIPTION_MAX} characters`}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={SEO_DESCRIPTION_MAX}
            value={draft.meta_description}
            onChange={(e) => set('meta_description')(e.target.value.slice(0, SEO_DESCRIPTION_MAX))}
            className="min-h-0"
          />
        )}
      </Field>
      <Field label="Tags" hint={`Separated by commas: up to ${TAGS_MAX} tags of up to ${TAG_MAX} characters each. Empty the box to remove them all.`} error={tagsError}>
        {(control) => <Input {...control} value={draft.tags} autoComplete="off" onChange={(e) => set('tags')(e.target.value)} />}
      </Field>
      <div className="space-y-2">
        <p className="text-base font-semibold">Featured image</p>
        {draft.featured_image ? <img src={draft.featured_image} alt={draft.featured_image_alt || 'The featured image'} className="max-h-48 rounded-md object-cover" /> : null}
        <Button variant="secondary" size="sm" onClick={() => setPicking(true)} aria-haspopup="dialog">
          <ImageIcon aria-hidden="true" />
          Change featured image
        </Button>
      </div>
      {draft.featured_image ? (
        <Field label="Picture description" hint={pictureDescriptionHint(draft.featured_image_alt, descriptionReplaced)}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              maxLength={PICTURE_DESCRIPTION_MAX}
              value={draft.featured_image_alt}
              onChange={(e) => {
                setDescriptionReplaced(false);
                set('featured_image_alt')(e.target.value.slice(0, PICTURE_DESCRIPTION_MAX));
              }}
              className="min-h-0"
            />
          )}
        </Field>
      ) : null}
      <Field label="Article" hint={`${wordCount(draft.long_form_article)} words`}>
        {(control) => <Textarea {...control} rows={14} value={draft.long_form_article} onChange={(e) => set('long_form_article')(e.target.value)} />}
      </Field>
      {conflict.props ? <SaveConflict {...conflict.props} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => leave(onDone)} busy={update.isPending}>
          Cancel
        </Button>
        <Button onClick={save} busy={update.isPending}>
          <Save aria-hidden="true" />
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
      <ImagePicker
        open={picking}
        onOpenChange={setPicking}
        // A stock photo comes with its own description to start from; an address of the editor's own needs one written.
        onSelect={(url, photo) => {
          setCredit(photo ? creditOf(photo) : null);
          const next = photo ? photoDescription(photo) : '';
          setDescriptionReplaced(draft.featured_image_alt.trim() !== '' && draft.featured_image_alt !== next);
          setDraft((current) => ({ ...current, featured_image: url, featured_image_alt: next }));
        }}
        title="Choose the featured image"
      />
    </div>
  );
}

function Preview({ item, onChanged }: { item: WebsiteArticle; onChanged: (item: WebsiteArticle) => void }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <Editor
        item={item}
        onDone={(saved) => {
          setEditing(false);
          if (saved) onChanged(saved);
        }}
      />
    );
  }
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <WebsiteStatusBadge item={item} />
        {item.category ? <span>{item.category}</span> : null}
        <span>{wordCount(item.long_form_article ?? '')} words</span>
        <Button variant="secondary" size="sm" className="ml-auto" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
      {item.subtitle ? <p className="text-xl text-muted">{item.subtitle}</p> : null}
      {item.featured_image ? <img src={item.featured_image} alt={item.featured_image_alt ?? ''} className="max-h-80 w-full rounded-md object-cover" /> : null}
      {item.seo_title && item.seo_title !== item.title ? (
        <p className="text-sm">
          <span className="font-semibold">SEO title: </span>
          {item.seo_title}
        </p>
      ) : null}
      {item.meta_description ? (
        <p className="text-sm">
          <span className="font-semibold">SEO description: </span>
          {item.meta_description}
        </p>
      ) : null}
      {item.tags?.length ? (
        <p className="text-sm">
          <span className="font-semibold">Tags: </span>
          {tagsText(item.tags)}
        </p>
      ) : null}
      {/* As the article page shows it (the same blocks and renderer): what the editor previews is what readers get. */}
      <ArticleBody blocks={articleBlocks(item.long_form_article)} className="max-w-reading" />
      <Revisions item={item} onRestored={onChanged} />
    </div>
  );
}

/** The whole article (GET /api/website-content/{id}: the list holds summaries), then its preview. */
function LoadedPreview({ id, onChanged }: { id: number; onChanged: (item: WebsiteArticle) => void }) {
  const article = useWebsiteArticle(id);
  if (article.isError) return <LoadError message="The article could not be loaded." onRetry={() => void article.refetch()} />;
  if (!article.data) return <p role="status" className="text-base text-muted">Loading the article…</p>;
  return <Preview key={id} item={article.data} onChanged={onChanged} />;
}

/**
 * The website article preview with inline editing and the revisions (docs/product.md#website-articles). Closing it or
 * Cancel with unsaved edits asks first (GuardedDialog).
 */
export function WebsitePreviewDialog({ item, onOpenChange, onChanged }: WebsitePreviewDialogProps) {
  return (
    <GuardedDialog open={item !== null} onOpenChange={onOpenChange} description="Your edits to this article have not been saved.">
      <DialogContent className="max-w-4xl">
        {item ? (
          <>
            <DialogHeader>
              <p className="kicker">Website article preview</p>
              <DialogTitle>{item.title}</DialogTitle>
              <DialogDescription>How the article reads, with its SEO details; edit it inline or restore an earlier version.</DialogDescription>
            </DialogHeader>
            <LoadedPreview key={item.id} id={item.id} onChanged={onChanged} />
          </>
        ) : null}
      </DialogContent>
    </GuardedDialog>
  );
}
