import { Eye, Pencil, Send, Sparkles, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonRow, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatShortDate } from '../../../lib/format';
import type { Theme } from '../../../lib/themes';
import { statusLabel, type PremiumSummary } from '../../premium/premium-content';
import { BusyElsewhereNote, GeneratingNote, NewestArticle, NewestArticleLoading, ThemeCardHeading } from '../theme-card-parts';

export interface PremiumThemeCardProps {
  theme: Theme;
  /** From GET /api/premium-content/theme-counts; undefined while it loads (or failed). */
  count: number | undefined;
  /** The theme's newest item (null: none; undefined while it loads); View, Edit and Delete act on it. */
  latest: PremiumSummary | null | undefined;
  generating: boolean;
  /** The theme whose generation is running when it is another one (one at a time): Generate is disabled, and says why. */
  generatingElsewhere: string | null;
  onOpenList: () => void;
  onView: (item: PremiumSummary) => void;
  onEdit: (item: PremiumSummary) => void;
  onDelete: (item: PremiumSummary) => void;
  /** Shown for a draft only: makes it live for members. */
  onPublish: (item: PremiumSummary) => void;
  /** The newest article's Publish is on its way. */
  publishing: boolean;
  onGenerate: () => void;
}

function countLabel(count: number): string {
  return count === 1 ? '1 article' : `${count} articles`;
}

/**
 * The place of the newest article's View, Edit and Delete while it loads: the same three, drawn but unseen and not
 * buttons (no role, no focus), so the card does not grow under the editor's finger when they arrive (at 390 px they wrap
 * to two rows, 104 px that pushed the cards below down). Left out when the theme is known to hold none.
 */
const NEWEST_ACTIONS = [
  [Eye, 'View'],
  [Pencil, 'Edit'],
  [Trash2, 'Delete'],
] as const;

function NewestActionsPlace() {
  return (
    <ButtonRow aria-hidden="true" className="invisible">
      {NEWEST_ACTIONS.map(([Icon, label]) => (
        <span key={label} className={buttonClasses('secondary', 'sm')}>
          <Icon />
          {label}
        </span>
      ))}
    </ButtonRow>
  );
}

/** One theme of the Premium tab: its article count (opening the list), the newest article and the actions. */
export function PremiumThemeCard({ theme, count, latest, generating, generatingElsewhere, onOpenList, onView, onEdit, onDelete, onPublish, publishing, onGenerate }: PremiumThemeCardProps) {
  const hasItems = (count ?? (latest ? 1 : 0)) > 0;
  const busyNoteId = useId();
  return (
    <Card className="flex flex-col gap-4 p-5 md:p-6">
      <ThemeCardHeading theme={theme} count={count} label={countLabel} tone="premium" onOpenList={onOpenList} zeroIsEmpty />

      <div className="flex-1 rounded-md bg-sunken px-4 py-3">
        {latest ? (
          <NewestArticle
            label="Newest article"
            title={latest.topic}
            meta={
              <>
                {formatShortDate(latest.created_at)}
                <Badge tone={latest.status === 'published' ? 'success' : 'neutral'}>{statusLabel(latest.status)}</Badge>
              </>
            }
          />
        ) : latest === null ? (
          <p className="text-base text-muted">No premium articles yet.</p>
        ) : (
          // Its label, a title of two lines (most topics: 40-60 characters, at every width) and the date; the actions
          // keep their place below the box (NewestActionsPlace).
          <NewestArticleLoading label="Newest article" reserve="min-h-33" />
        )}
      </div>

      {generating ? (
        <GeneratingNote kind="premium" />
      ) : null}

      <div className="space-y-2">
        {latest ? (
          <ButtonRow>
            {latest.status === 'draft' ? (
              <Button size="sm" onClick={() => onPublish(latest)} busy={publishing} aria-label={`Publish the newest ${theme.title} article`}>
                <Send aria-hidden="true" />
                Publish
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => onView(latest)} aria-label={`View the newest ${theme.title} article`}>
              <Eye aria-hidden="true" />
              View
            </Button>
            <Button variant="secondary" size="sm" onClick={() => onEdit(latest)} aria-label={`Edit the newest ${theme.title} article`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button variant="secondary" size="sm" onClick={() => onDelete(latest)} aria-label={`Delete the newest ${theme.title} article`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </ButtonRow>
        ) : latest === undefined && count !== 0 ? (
          <NewestActionsPlace />
        ) : null}
        {generatingElsewhere ? <BusyElsewhereNote id={busyNoteId} kind="Premium" theme={generatingElsewhere} /> : null}
        <Button
          onClick={onGenerate}
          disabled={Boolean(generatingElsewhere)}
          aria-haspopup="dialog"
          aria-describedby={generatingElsewhere ? busyNoteId : undefined}
          className="w-full"
        >
          <Sparkles aria-hidden="true" />
          {hasItems ? 'Generate New' : 'Generate Content'}
          <span className="sr-only"> for {theme.title}</span>
        </Button>
      </div>
    </Card>
  );
}
