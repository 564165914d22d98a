import { cn } from '../../lib/cn';
import { responsiveImage } from '../../lib/responsive-image';
import { useImageFailure } from '../../lib/use-image-failure';
import type { EditSettings } from './admin-kit';
import { usePublisherAdmin } from './admin-kit';
import { articleDate, articleHref, type PublicArticle } from './publisher-api';
import { DateText } from '../../components/ui/date-text';

export const UNTITLED = 'Untitled Article';

/**
 * An article's picture, in the smallest stored copy that fills `sizes` (the width it is shown at); without one, or
 * when it fails to load, a coloured gradient with the theme label.
 */
export function ArticleImage({
  src,
  width,
  sizes,
  gradient,
  label,
  className,
  priority = false,
}: {
  src: string | null | undefined;
  /** The upload's real pixel width (the API's featured_image_width), so the srcset claims no wider a file than there is. */
  width?: number | null;
  sizes: string;
  gradient: string;
  label: string;
  className?: string;
  /** The page's first picture (its Largest Contentful Paint on a phone): fetched at once and first, not when scrolled to. */
  priority?: boolean;
}) {
  const { failed, imgProps } = useImageFailure(src);
  if (!src || failed) {
    return (
      <div aria-hidden="true" className={cn('flex items-end bg-gradient-to-br p-4', gradient, className)}>
        <span className="font-sans text-sm font-bold tracking-[0.12em] text-white uppercase">{label}</span>
      </div>
    );
  }
  return (
    <img
      {...responsiveImage(src, sizes, width)}
      alt=""
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      {...imgProps}
      className={cn('bg-sunken object-cover', className)}
    />
  );
}

export type CardSize = 'large' | 'narrow' | 'half' | 'grid' | 'compact';

const TITLE_SIZE: Record<CardSize, string> = {
  large: 'text-3xl md:text-4xl',
  narrow: 'text-xl',
  half: 'text-2xl',
  grid: 'text-xl',
  compact: 'text-lg',
};

/**
 * The width each card's picture is shown at, for choosing its copy: from the large screen layout (lg, a main column
 * of about 760 px beside the sidebar: large 8/12, narrow 4/12, half 6/12, grid up to two per row) down to the phone
 * (the screen's width); compact pictures are 7rem wide everywhere.
 */
const IMAGE_SIZES: Record<CardSize, string> = {
  large: '(min-width: 1024px) 520px, 100vw',
  narrow: '(min-width: 1024px) 250px, 100vw',
  half: '(min-width: 1024px) 380px, 100vw',
  grid: '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw',
  compact: '112px',
};

const IMAGE_SIZE: Record<CardSize, string> = {
  large: 'aspect-[16/9]',
  // Beside the large card (lg), the picture grows to the row's height, so the narrow card leaves no empty gap.
  narrow: 'aspect-[4/3] lg:aspect-auto lg:min-h-48 lg:flex-1',
  half: 'aspect-[16/9]',
  grid: 'aspect-[16/10]',
  compact: 'aspect-[4/3] w-28 shrink-0 rounded-md',
};

export interface ArticleCardProps {
  article: PublicArticle;
  size: CardSize;
  gradient: string;
  label: string;
  /** The meta description is shown on the first card only (docs/product.md#theme-pages). */
  showDescription?: boolean;
  /** Visitors open the article in a new tab (theme pages). */
  newTab?: boolean;
  /** Admins open the in-page viewer instead. */
  onOpen?: (article: PublicArticle) => void;
  edit?: EditSettings;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * An article card: picture (or gradient), title (fallback 'Untitled Article'), optional description and
 * the date (publish date else created date, en-GB). The whole card is one link (or, for admins, a button
 * opening the viewer); admin tools sit under it.
 */
export function ArticleCard({
  article,
  size,
  gradient,
  label,
  showDescription = false,
  newTab = false,
  onOpen,
  edit,
  headingLevel: Heading = 'h3',
  className,
}: ArticleCardProps) {
  const admin = usePublisherAdmin();
  const title = article.title?.trim() || UNTITLED;
  const date = articleDate(article);
  const compact = size === 'compact';
  const stretched = 'no-underline after:absolute after:inset-0 after:content-[""] focus-visible:outline-none';

  const titleContent =
    admin && onOpen ? (
      <button type="button" onClick={() => onOpen(article)} className={cn(stretched, 'cursor-pointer text-left')}>
        {title}
      </button>
    ) : (
      <a href={articleHref(article)} className={stretched} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
        {title}
        {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    );

  return (
    <article className={cn('flex flex-col', className)}>
      <div
        className={cn(
          'group relative flex flex-1 rounded-lg border border-line bg-surface shadow-card transition-colors hover:border-accent',
          'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-focus',
          compact ? 'flex-row items-center gap-4 p-3' : 'flex-col overflow-hidden',
        )}
      >
        <ArticleImage src={article.featured_image} width={article.featured_image_width} sizes={IMAGE_SIZES[size]} gradient={gradient} label={label} className={cn(!compact && 'w-full', IMAGE_SIZE[size])} />
        {/* A narrow card's text keeps its own height beside the large card (lg): the picture takes the rest of the row. */}
        <div className={cn('flex flex-1 flex-col gap-2', compact ? '' : 'p-5', size === 'narrow' && 'lg:flex-none')}>
          {compact ? null : <p className="kicker">{article.category || label}</p>}
          <Heading className={cn('font-serif leading-tight font-bold text-ink [overflow-wrap:anywhere] group-hover:text-accent', TITLE_SIZE[size])}>{titleContent}</Heading>
          {showDescription && article.meta_description ? <p className="text-lg text-muted">{article.meta_description}</p> : null}
          {date ? (
            <p className="mt-auto text-sm text-muted">
              <DateText value={date} />
            </p>
          ) : null}
        </div>
      </div>
      {admin && edit ? <admin.CardTools article={article} edit={edit} /> : null}
    </article>
  );
}
