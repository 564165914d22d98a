import { Pencil } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { useUnsavedChanges } from '../../components/ui/guarded-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import {
  EXPECTED_COACHING_CARDS,
  GRID_CARDS,
  isCoachingFormat,
  replaceCard,
  splitArticle,
  type CoachingCard,
} from './coaching-cards-model';
import { Markdown } from '../../components/ui/markdown';

export interface CoachingCardsProps {
  /** The article (markdown). Split into cards at '## N.' headings, or else at lines beginning 'N. '. */
  article: string;
  /**
   * Called after a card is edited, with the whole article rebuilt as numbered '## N. title'
   * sections. Return a promise to keep the card in edit mode until it settles: resolved shows
   * 'Card updated'; rejected keeps the edit open (the caller reports the error).
   */
  onSave?: (article: string) => void | Promise<unknown>;
  /** Show Edit buttons on the cards. Defaults to true when onSave is given. Without onSave, Edit answers 'Save not available'. */
  editable?: boolean;
  /** Level of the roadmap title (2 or 3, default 3); card titles are one level below. */
  headingLevel?: 2 | 3;
  className?: string;
}

interface CardItemProps {
  card: CoachingCard;
  recap?: boolean;
  titleTag: 'h3' | 'h4';
  editable: boolean;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (next: { title: string; content: string }) => Promise<boolean>;
}

function CardEditor({ card, onCancel, onSave }: Pick<CardItemProps, 'card' | 'onCancel' | 'onSave'>) {
  const id = useId();
  const [title, setTitle] = useState(card.title);
  const [content, setContent] = useState(card.content);
  const [saving, setSaving] = useState(false);
  const blank = !title.trim();
  // In the premium editor (a GuardedDialog), closing it or Cancel with the card changed asks first.
  const leave = useUnsavedChanges(title !== card.title || content !== card.content);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || saving) return;
    setSaving(true);
    const saved = await onSave({ title: title.trim(), content: content.trim() });
    if (!saved) setSaving(false);
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={`Edit card ${card.id}`}>
      <div className="space-y-2">
        <Label htmlFor={`${id}-title`}>Card {card.id} title</Label>
        <Input id={`${id}-title`} value={title} onChange={(event) => setTitle(event.target.value)} autoFocus />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-content`}>Card {card.id} content</Label>
        <Textarea id={`${id}-content`} rows={8} value={content} onChange={(event) => setContent(event.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={saving} disabled={!saving && blank}>
          {saving ? 'Saving...' : 'Save Card'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => leave(onCancel)} busy={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function CardItem({ card, recap = false, titleTag: TitleTag, editable, editing, onEdit, onCancel, onSave }: CardItemProps) {
  return (
    <article
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-surface p-5 shadow-card',
        recap ? 'border-accent/30 bg-accent-soft' : 'border-line',
      )}
      aria-label={`${recap ? 'Recap card' : 'Card'} ${card.id}: ${card.title}`}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent font-serif text-lg font-bold text-on-accent"
        >
          {card.id}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          {recap ? <p className="kicker">Recap</p> : null}
          <TitleTag className="text-xl">{card.title}</TitleTag>
        </div>
        {editable && !editing ? (
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit card ${card.id}: ${card.title}`}>
            <Pencil aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {editing ? (
        <CardEditor card={card} onCancel={onCancel} onSave={onSave} />
      ) : card.content ? (
        <Markdown source={card.content} headingOffset={4} className="text-base" />
      ) : null}
    </article>
  );
}

/**
 * The coaching-cards viewer: an article of 6 or more numbered sections is shown as the Premium
 * Coaching Roadmap (first 9 cards in a grid, a 10th full width as the recap); anything shorter
 * is shown as plain text in the traditional format. Cards can be edited when onSave is given.
 */
export function CoachingCards({ article, onSave, editable, headingLevel = 3, className }: CoachingCardsProps) {
  const titleId = useId();
  const { intro, cards } = useMemo(() => splitArticle(article), [article]);
  const [editingId, setEditingId] = useState<number | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const canEdit = editable ?? Boolean(onSave);

  if (!isCoachingFormat(cards)) {
    return (
      <div className={cn('space-y-4', className)}>
        <p className="rounded-md border border-line bg-sunken px-4 py-3 text-base text-muted">
          This content uses the traditional format. New Premium content will display as interactive coaching cards.
        </p>
        <div className="text-base leading-relaxed whitespace-pre-wrap text-ink">{article}</div>
      </div>
    );
  }

  const TitleTag = headingLevel === 2 ? 'h2' : 'h3';
  const CardTitleTag = headingLevel === 2 ? 'h3' : 'h4';

  const focusEditButton = (cardId: number) => {
    requestAnimationFrame(() => {
      rootRef.current?.querySelector<HTMLElement>(`[data-card="${cardId}"] button[aria-label^="Edit card"]`)?.focus();
    });
  };

  const startEdit = (cardId: number) => {
    if (!onSave) {
      toast({ title: 'Save not available', description: 'Save functionality is not configured for this view.', variant: 'destructive' });
      return;
    }
    setEditingId(cardId);
  };

  const cancelEdit = (cardId: number) => {
    setEditingId(null);
    focusEditButton(cardId);
  };

  const saveCard = async (cardId: number, next: { title: string; content: string }): Promise<boolean> => {
    if (!onSave) return false;
    try {
      await onSave(replaceCard(article, cardId, next));
    } catch {
      return false;
    }
    setEditingId(null);
    toast({ title: 'Card updated', description: `Card ${cardId} has been saved.` });
    focusEditButton(cardId);
    return true;
  };

  const renderCard = (card: CoachingCard, recap = false) => (
    <div key={card.id} data-card={card.id} className={recap ? '@xl:col-span-full' : undefined}>
      <CardItem
        card={card}
        recap={recap}
        titleTag={CardTitleTag}
        editable={canEdit}
        editing={editingId === card.id}
        onEdit={() => startEdit(card.id)}
        onCancel={() => cancelEdit(card.id)}
        onSave={(next) => saveCard(card.id, next)}
      />
    </div>
  );

  const gridCards = cards.slice(0, GRID_CARDS);
  const recapCard = cards[EXPECTED_COACHING_CARDS - 1];
  const extraCards = cards.slice(EXPECTED_COACHING_CARDS);

  return (
    <section ref={rootRef} aria-labelledby={titleId} className={cn('@container space-y-6', className)}>
      <div className="space-y-1">
        <TitleTag id={titleId} className="text-2xl">
          Premium Coaching Roadmap
        </TitleTag>
        <p className="text-base text-muted">10 strategic cards to guide your performance</p>
      </div>
      {intro ? <Markdown source={intro} headingOffset={3} className="text-muted" /> : null}
      <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
        {gridCards.map((card) => renderCard(card))}
        {recapCard ? renderCard(recapCard, true) : null}
        {extraCards.map((card) => renderCard(card))}
      </div>
    </section>
  );
}
