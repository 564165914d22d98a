import { Save, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { GuardedDialog, useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { Input, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { CoachingCards } from '../../generator/coaching-cards';
import { isCoachingFormat, splitIntoCards } from '../../generator/coaching-cards-model';
import { statusLabel, type PremiumItem } from '../../premium/premium-content';
import { fetchLatestPremium, reportSaveFailure, useEnhancePremium, usePremiumItem, usePublishPremium, useUpdatePremium, type PremiumPatch } from './premium-api';
import { PublishState } from './premium-publish-state';
import { changedFields } from '../../../lib/changed-fields';
import { SaveConflict, useSaveConflict } from '../../../components/ui/save-conflict';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { EDITOR_CARDS, editorArticle, mergeEditorArticle } from './premium-editor-cards';
import { TOPIC_REQUIRED } from './premium-library';
import { focusFirstInvalid } from '../../../lib/focus-after-change';

const HEADLINE_SLOTS = 3;
/** The server's limits (UpdatePremiumDto) and refusals of a blank subtitle or summary. */
const SUBTITLE_MAX = 300;
const SUMMARY_MAX = 2000;
export const SUBTITLE_REQUIRED = 'Write a subtitle: members read it under the title.';
export const SUMMARY_REQUIRED = 'Write the summary: members read it as the TL;DR after the article.';

function headlineSlots(headlines: readonly string[]): string[] {
  return Array.from({ length: HEADLINE_SLOTS }, (_, index) => headlines[index] ?? '');
}

function Editor({ initial, onClose }: { initial: PremiumItem; onClose: () => void }) {
  const update = useUpdatePremium();
  const publish = usePublishPremium();
  const enhance = useEnhancePremium();
  const [item, setItem] = useState(initial);
  const [topic, setTopic] = useState(initial.topic);
  const [headlines, setHeadlines] = useState(() => headlineSlots(initial.headlines ?? []));
  const [deck, setDeck] = useState(initial.apple_news_deck ?? '');
  const [subtitle, setSubtitle] = useState(initial.subtitle ?? '');
  const [summary, setSummary] = useState(initial.tldr_summary ?? '');
  const [textErrors, setTextErrors] = useState<{ subtitle?: string; summary?: string }>({});
  const [prompt, setPrompt] = useState(initial.system_prompt ?? '');
  const [article, setArticle] = useState(initial.long_form_article);
  const [articleError, setArticleError] = useState<string>();
  const [headlineError, setHeadlineError] = useState<string>();
  const client = useQueryClient();
  const conflict = useSaveConflict(
    () => fetchLatestPremium(client, item.id),
    (latest) => {
      setItem(latest);
      setTopic(latest.topic);
      setHeadlines(headlineSlots(latest.headlines ?? []));
      setDeck(latest.apple_news_deck ?? '');
      setSubtitle(latest.subtitle ?? '');
      setSummary(latest.tldr_summary ?? '');
      setTextErrors({});
      setPrompt(latest.system_prompt ?? '');
      setArticle(latest.long_form_article);
      setArticleError(undefined);
    },
  );
  const [confirmingEnhance, setConfirmingEnhance] = useState(false);
  const topicBlank = !topic.trim();
  // An article in the coaching-card format is edited card by card; any other (e.g. '## Heading' sections without numbers)
  // as one markdown text with the details, so a typo in a live post can be fixed (docs/product.md#premium-articles).
  const cardFormat = isCoachingFormat(splitIntoCards(item.long_form_article));
  const savedArticle = item.long_form_article.trim();
  // What the forms hold and the server does not (compared as they would be saved).
  const changed =
    topic.trim() !== item.topic ||
    headlines.map((headline) => headline.trim()).join('\n') !== headlineSlots(item.headlines ?? []).join('\n') ||
    deck.trim() !== (item.apple_news_deck ?? '') ||
    subtitle.trim() !== (item.subtitle ?? '') ||
    summary.trim() !== (item.tldr_summary ?? '') ||
    prompt.trim() !== (item.system_prompt ?? '') ||
    (!cardFormat && article.trim() !== savedArticle);
  const leave = useUnsavedChanges(changed);

  // Each save names the version the editor last loaded or saved (`item`), and sends only what changed.
  const save = async (patch: PremiumPatch): Promise<PremiumItem> => {
    try {
      const saved = await update.mutateAsync({ id: item.id, patch: { ...patch, expected_updated_at: item.updated_at } });
      setItem(saved);
      return saved;
    } catch (error) {
      reportSaveFailure(error);
      conflict.refused(error);
      throw error;
    }
  };
  const nothingToSave = () => toast({ title: 'No Changes', description: 'Nothing has changed since the last save.' });

  const saveDetails = async (event: FormEvent) => {
    event.preventDefault();
    if (topicBlank || update.isPending) return;
    const kept = headlines.map((headline) => headline.trim()).filter(Boolean);
    if (!kept.length) {
      setHeadlineError('Keep at least one headline.');
      return focusFirstInvalid(event.currentTarget);
    }
    if (!cardFormat && !article.trim()) {
      setArticleError('Write the article.');
      return focusFirstInvalid(event.currentTarget);
    }
    // Members read the subtitle under the title and the summary after the article: once written, they can be changed
    // but not emptied (the server refuses a blank one too).
    const missing = { subtitle: item.subtitle?.trim() && !subtitle.trim() ? SUBTITLE_REQUIRED : undefined, summary: item.tldr_summary?.trim() && !summary.trim() ? SUMMARY_REQUIRED : undefined };
    if (missing.subtitle || missing.summary) {
      setTextErrors(missing);
      return focusFirstInvalid(event.currentTarget);
    }
    const trimmedDeck = deck.trim();
    // The deck is optional on the page, but the server refuses a blank one: leave it out when blank.
    const changed = changedFields(
      {
        topic: topic.trim(),
        headlines: kept,
        ...(trimmedDeck ? { apple_news_deck: trimmedDeck } : {}),
        ...(subtitle.trim() ? { subtitle: subtitle.trim() } : {}),
        ...(summary.trim() ? { tldr_summary: summary.trim() } : {}),
        ...(cardFormat ? {} : { long_form_article: article.trim() }),
      },
      {
        topic: item.topic,
        headlines: item.headlines ?? [],
        apple_news_deck: item.apple_news_deck ?? '',
        subtitle: item.subtitle ?? '',
        tldr_summary: item.tldr_summary ?? '',
        long_form_article: savedArticle,
      },
    );
    if (!Object.keys(changed).length) return nothingToSave();
    await save(changed)
      .then(() => toast({ title: 'Content Updated', description: 'Your changes have been saved.' }))
      .catch(() => undefined);
  };

  const saveBrief = async (event: FormEvent) => {
    event.preventDefault();
    if (topicBlank || update.isPending) return;
    const changed = changedFields({ topic: topic.trim(), system_prompt: prompt.trim() || null }, { topic: item.topic, system_prompt: item.system_prompt ?? null });
    if (!Object.keys(changed).length) return nothingToSave();
    await save(changed)
      .then(() => toast({ title: 'Content Updated', description: 'The writing brief has been saved.' }))
      .catch(() => undefined);
  };

  // Card edits: the whole article is rebuilt as numbered '## N. title' sections and saved; the
  // coaching cards show 'Card updated' once the promise resolves.
  const saveCards = (edited: string) => save({ long_form_article: mergeEditorArticle(item.long_form_article, edited) });

  return (
    <>
      <DialogHeader>
        {/* One wrapping row beside the close button: the two short badges first, so on a phone they share a line and the
            theme (up to 'Training & Performance') has the next (they stood one per line, ~130 px above the title). */}
        <div className="flex flex-wrap gap-2">
          <Badge tone="premium">Premium</Badge>
          <Badge tone={item.status === 'published' ? 'success' : 'neutral'}>{statusLabel(item.status)}</Badge>
          {item.theme ? <Badge tone="accent">{item.theme}</Badge> : null}
        </div>
        <DialogTitle>Edit premium post</DialogTitle>
        <DialogDescription>
          {cardFormat
            ? 'Change the topic, headlines, subtitle, summary and Apple News deck, then save. Each coaching card is saved as soon as you save the card.'
            : 'Change the topic, headlines, subtitle, summary, Apple News deck and article, then save.'}
        </DialogDescription>
      </DialogHeader>

      <PublishState
        item={item}
        publishing={publish.isPending}
        onChange={(status) => publish.mutate(item, status, { onSuccess: setItem, onError: conflict.refused })}
      />
      {conflict.props ? <SaveConflict {...conflict.props} /> : null}
      <form onSubmit={saveDetails} noValidate className="space-y-5" aria-label="Post details">
        <Field label="Topic" required error={topicBlank ? TOPIC_REQUIRED : undefined}>
          {(control) => <Input {...control} value={topic} onChange={(event) => setTopic(event.target.value)} autoComplete="off" />}
        </Field>
        <fieldset className="space-y-3">
          <legend className="text-base font-semibold">Headlines (2-3 variants)</legend>
          {headlines.map((headline, index) => (
            <Field key={index} label={`Headline ${index + 1}`} error={index === 0 ? headlineError : undefined}>
              {(control) => (
                <Input
                  {...control}
                  value={headline}
                  onChange={(event) => {
                    const next = [...headlines];
                    next[index] = event.target.value;
                    setHeadlines(next);
                    setHeadlineError(undefined);
                  }}
                  autoComplete="off"
                />
              )}
            </Field>
          ))}
        </fieldset>
        <Field label="Subtitle" hint="Members read it under the title." error={textErrors.subtitle}>
          {(control) => (
            <Input
              {...control}
              value={subtitle}
              maxLength={SUBTITLE_MAX}
              onChange={(event) => {
                setSubtitle(event.target.value);
                setTextErrors((errors) => ({ ...errors, subtitle: undefined }));
              }}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Summary (TL;DR)" hint="Members read it in the TL;DR Summary box after the article, with your line breaks." error={textErrors.summary}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={summary}
              maxLength={SUMMARY_MAX}
              onChange={(event) => {
                setSummary(event.target.value);
                setTextErrors((errors) => ({ ...errors, summary: undefined }));
              }}
              className="min-h-0"
            />
          )}
        </Field>
        <Field label="Apple News deck" hint="One sentence used as the subtitle in Apple News+.">
          {(control) => <Textarea {...control} rows={3} value={deck} onChange={(event) => setDeck(event.target.value)} className="min-h-0" />}
        </Field>
        {cardFormat ? null : (
          <Field
            label="Article (markdown)"
            hint="This post is not in the coaching-card format (numbered '## 1. Title' sections), so its text is edited here as a whole: '## ' starts a section."
            error={articleError}
            required
          >
            {(control) => (
              <Textarea
                {...control}
                rows={16}
                value={article}
                onChange={(event) => {
                  setArticle(event.target.value);
                  setArticleError(undefined);
                }}
              />
            )}
          </Field>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={update.isPending} disabled={!update.isPending && topicBlank}>
            <Save aria-hidden="true" />
            {update.isPending ? 'Saving...' : 'Save changes'}
          </Button>
          <Button variant="secondary" onClick={() => leave(onClose)}>
            Done
          </Button>
          <Button
            variant="ghost"
            busy={enhance.isPending || update.isPending}
            onClick={() => setConfirmingEnhance(true)}
            aria-haspopup="dialog"
          >
            <Sparkles aria-hidden="true" />
            {enhance.isPending ? 'Enhancing (~2 mins)...' : 'Enhance with AI'}
          </Button>
        </div>
        <p className="text-sm text-muted">Enhance with AI rewrites the whole post from its topic and brief; the current version is archived, and members who saved it get the new one.</p>
      </form>
      <ConfirmDialog
        open={confirmingEnhance}
        onOpenChange={setConfirmingEnhance}
        title={`Rewrite "${item.topic}" with AI?`}
        description={
          <>
            The current version, including your card edits, will be replaced by a new post written from its saved topic and
            brief (the current one goes to the archive; members who saved it get the new one). This takes about 2 minutes.
            {changed ? <strong className="mt-2 block">Your unsaved changes above will not be used: save them first to keep them.</strong> : null}
          </>
        }
        confirmLabel="Rewrite with AI"
        pendingLabel="Enhancing (~2 mins)..."
        pending={enhance.isPending}
        destructive
        onConfirm={() => enhance.mutate(item.id, { onSuccess: onClose, onSettled: () => setConfirmingEnhance(false) })}
      />

      <Collapsible className="mt-6 rounded-lg border border-line bg-sunken px-4 py-2">
        <h3 className="text-lg">
          <CollapsibleTrigger className="w-full">Writing brief</CollapsibleTrigger>
        </h3>
        <CollapsibleContent>
          <form onSubmit={saveBrief} noValidate className="space-y-4 py-3" aria-label="Writing brief">
            <Field
              label="Custom AI Prompt (Optional)"
              hint="Leave empty to use the default premium brief. A custom prompt is kept with the post for regeneration."
            >
              {(control) => (
                <Textarea {...control} rows={4} value={prompt} onChange={(event) => setPrompt(event.target.value)} placeholder="Empty: the default premium coaching brief" className="min-h-0" />
              )}
            </Field>
            <Button type="submit" variant="secondary" busy={update.isPending} disabled={!update.isPending && topicBlank}>
              Save writing brief
            </Button>
          </form>
        </CollapsibleContent>
      </Collapsible>

      {cardFormat ? (
        <div className="mt-8 space-y-3 border-t border-line pt-6">
          <CoachingCards article={editorArticle(item.long_form_article)} onSave={saveCards} headingLevel={3} />
          {splitIntoCards(item.long_form_article).length > EDITOR_CARDS ? (
            <p className="text-base text-muted">
              The editor shows the first {EDITOR_CARDS} cards; the recap card is kept as it is and appears in the preview.
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * The premium post editor: topic, headlines, Apple News deck, writing brief and the coaching cards, or the article as one
 * markdown text when it is not in the card format (the item read by its id). Done, Escape or the close button with unsaved changes asks first (GuardedDialog); Enhance with AI asks first.
 */
export function PremiumEditorDialog({ id, onOpenChange }: { id: number | null; onOpenChange: (open: boolean) => void }) {
  const article = usePremiumItem(id);
  return (
    <GuardedDialog open={id !== null} onOpenChange={onOpenChange} description="Your changes to this premium post have not been saved.">
      <DialogContent className="max-w-5xl">
        {article.data && article.data.id === id ? (
          <Editor key={id} initial={article.data} onClose={() => onOpenChange(false)} />
        ) : id !== null ? (
          <>
            <DialogTitle className="sr-only">Edit premium post</DialogTitle>
            <DialogDescription className="sr-only">The article's details, writing brief and coaching cards.</DialogDescription>
            {article.isError ? (
              <LoadError message="The article could not be loaded." onRetry={() => void article.refetch()} />
            ) : (
              <Spinner label="Loading the article" showLabel />
            )}
          </>
        ) : null}
      </DialogContent>
    </GuardedDialog>
  );
}
