import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { THEME_DESCRIPTIONS } from '../../lib/theme-descriptions';
import type { Theme } from '../../lib/themes';
import { Badge } from '../../components/ui/badge';
import { themeWeek } from './premium/premium-library';

/** The pill's colours: the Premium tab's, or the Website tab's accent. */
const COUNT_TONES = {
  premium: 'border-premium/30 bg-premium-soft text-premium hover:border-premium',
  accent: 'border-accent/30 bg-accent-soft text-accent-hover hover:border-accent',
} as const;

/**
 * The top of a dashboard theme card (Website and Premium tabs): its week, its count (a pill that opens the theme's
 * list; "Counting…" while it loads), its title and what it is about.
 */
export function ThemeCardHeading({
  theme,
  count,
  label,
  tone,
  onOpenList,
  zeroIsEmpty = false,
}: {
  theme: Theme;
  count: number | undefined;
  /** The count in words ("3 articles", "2 published"). */
  label: (count: number) => string;
  tone: keyof typeof COUNT_TONES;
  onOpenList: () => void;
  /** 0 means the list is empty (the Premium tab counts every article): a plain badge then, nothing to open. */
  zeroIsEmpty?: boolean;
}) {
  return (
    <>
      <div className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="kicker">Week {themeWeek(theme)}</p>
          {/* The badges keep the pill's height, so the card does not move when the count arrives. */}
          {count === undefined ? (
            <span className="inline-flex min-h-11 items-center">
              <Badge>Counting…</Badge>
            </span>
          ) : count === 0 && zeroIsEmpty ? (
            <span className="inline-flex min-h-11 items-center">
              <Badge tone={tone}>{label(0)}</Badge>
            </span>
          ) : (
            <button
              type="button"
              onClick={onOpenList}
              aria-haspopup="dialog"
              aria-label={`${label(count)} in ${theme.title}: open the list`}
              className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold underline-offset-4 hover:underline ${COUNT_TONES[tone]}`}
            >
              {label(count)}
            </button>
          )}
        </div>
        <h3 className="text-2xl">{theme.title}</h3>
      </div>
      <p className="text-base text-muted">{THEME_DESCRIPTIONS[theme.slug]}</p>
    </>
  );
}

/** A theme card's newest article: what the box calls it, its title, then its date and status. */
export function NewestArticle({ label, title, meta }: { label: string; title: string; meta: ReactNode }) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className="font-serif text-lg font-bold break-words">{title}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">{meta}</p>
    </div>
  );
}

/**
 * A theme card's box while its newest article loads: the box's label and a line saying so, in a box as tall as a
 * loaded one (its title, date and actions), so nothing below moves when the article arrives.
 */
export function NewestArticleLoading({ label, reserve }: { label: string; /** The loaded box's height (a min-h class). */ reserve: string }) {
  return (
    <div className={`${reserve} space-y-1`}>
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p role="status" className="text-base text-muted">
        Loading the newest article…
      </p>
    </div>
  );
}

/** Said on a theme card while its generation runs ('website', 'premium'). */
export function GeneratingNote({ kind }: { kind: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-base font-semibold text-accent">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      Generating {kind} content…
    </p>
  );
}

/**
 * Said where a theme's Generate is disabled because another theme's generation runs (one at a time), and read with
 * that button (aria-describedby): a disabled button says nothing of why, and the keyboard cannot reach it.
 */
export function BusyElsewhereNote({ id, kind, theme }: { id?: string; kind: string; theme: string }) {
  return (
    <p id={id} className="text-base text-muted">
      {kind} content for {theme} is being generated. Start this one when it has finished.
    </p>
  );
}
