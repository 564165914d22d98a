import { Clock, Crown } from 'lucide-react';
import { SummaryBox } from './summary-box';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { useImageFailure } from '../../lib/use-image-failure';
import { formatName } from '../generator/generation';
import { Markdown } from '../../components/ui/markdown';
import type { PremiumItem } from './premium-content';
import { UpgradeCallout } from './upgrade-callout';

/** The preview's reading time is fixed (docs/product.md#premium-page-and-premium-preview). */
export const PREVIEW_READ_TIME = '4 min read';

/** A photo that hides itself when it cannot be loaded; read out by what it shows, else decorative. */
function PreviewImage({ src, alt, className }: { src: string | undefined; alt: string | undefined; className?: string }) {
  const { failed, imgProps } = useImageFailure(src);
  if (!src || failed) return null;
  return <img src={src} alt={alt ?? ''} {...imgProps} className={cn('w-full rounded-lg object-cover', className)} />;
}

type Level = 1 | 2;

function Heading({ level, children, className }: { level: Level; children: ReactNode; className?: string }) {
  const Tag = level === 1 ? 'h2' : 'h3';
  return <Tag className={cn('text-2xl', className)}>{children}</Tag>;
}

function Section({ level, title, children }: { level: Level; title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t border-line pt-8">
      <Heading level={level}>{title}</Heading>
      {children}
    </section>
  );
}

export interface PremiumArticleProps {
  item: PremiumItem;
  /** 1 on the preview page (the topic is the h1), 2 inside a dialog (the topic is the dialog's h2). */
  level?: Level;
  /** Renders the topic; defaults to a heading of `level`. A dialog passes its DialogTitle. */
  renderTitle?: (className: string) => ReactNode;
}

/**
 * A premium article laid out as subscribers read it (docs/product.md#premium-page-and-premium-preview): cover image, topic,
 * subtitle, Day N, Premium and '4 min read', then the Apple News+ Summary (when there is a deck), the
 * article, the two inline visuals side by side, the TL;DR Summary, the numbered Alternative Headlines
 * and one card per Additional Content Format.
 */
export function PremiumArticle({ item, level = 1, renderTitle }: PremiumArticleProps) {
  const TitleTag = level === 1 ? 'h1' : 'h2';
  const titleClass = 'text-3xl md:text-4xl';
  const images = item.generated_images ?? {};
  const alts = item.image_alts ?? {};
  const deck = item.apple_news_deck?.trim();
  const tldr = item.tldr_summary?.trim();
  const headlines = (item.headlines ?? []).filter((headline) => headline.trim());
  const formats = Object.entries(item.repurposed_formats ?? {}).filter(([, text]) => typeof text === 'string' && text.trim());

  return (
    <article className="space-y-8">
      <div className="space-y-5">
        <PreviewImage src={images.coverImage} alt={alts.coverImage} className="aspect-[16/9]" />
        <div className="space-y-3">
          {renderTitle ? renderTitle(titleClass) : <TitleTag className={titleClass}>{item.topic}</TitleTag>}
          {item.subtitle?.trim() ? <p className="font-serif text-xl text-muted">{item.subtitle}</p> : null}
          <div className="flex flex-wrap items-center gap-2 text-base text-muted">
            {item.editorial_week ? <Badge>Day {item.editorial_week}</Badge> : null}
            <Badge tone="premium">
              <Crown aria-hidden="true" className="size-4" />
              Premium
            </Badge>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-5" />
              {PREVIEW_READ_TIME}
            </span>
          </div>
        </div>
      </div>

      {deck ? (
        <Section level={level} title="Apple News+ Summary">
          <p className="border-l-4 border-premium bg-premium-soft px-5 py-4 font-serif text-xl leading-relaxed">{deck}</p>
        </Section>
      ) : null}

      <div className="border-t border-line pt-8">
        {item.locked ? (
          // A reader without Premium gets the teaser from the server: the way to upgrade instead of the text.
          <UpgradeCallout />
        ) : item.long_form_article?.trim() ? (
          // The article's '## N.' sections sit at the same level as the sections around them.
          <Markdown source={item.long_form_article} headingOffset={level - 1} className="text-lg" />
        ) : (
          <p className="text-lg text-muted">This article has no text yet.</p>
        )}
      </div>

      {images.inlineVisual1 || images.inlineVisual2 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <PreviewImage src={images.inlineVisual1} alt={alts.inlineVisual1} className="aspect-[4/3]" />
          <PreviewImage src={images.inlineVisual2} alt={alts.inlineVisual2} className="aspect-[4/3]" />
        </div>
      ) : null}

      {tldr ? (
        <Section level={level} title="TL;DR Summary">
          <SummaryBox text={tldr} />
        </Section>
      ) : null}

      {headlines.length ? (
        <Section level={level} title="Alternative Headlines">
          <ol className="list-decimal space-y-2 pl-7 font-serif text-xl">
            {headlines.map((headline, index) => (
              <li key={index}>{headline}</li>
            ))}
          </ol>
        </Section>
      ) : null}

      {formats.length ? (
        <Section level={level} title="Additional Content Formats">
          <div className="grid gap-4">
            {formats.map(([key, text]) => {
              const CardTitle = level === 1 ? 'h3' : 'h4';
              return (
                <div key={key} className="space-y-2 rounded-lg border border-line bg-surface p-5 shadow-card">
                  <CardTitle className="text-xl">{formatName(key)}</CardTitle>
                  <p className="text-base leading-relaxed whitespace-pre-line">{text}</p>
                </div>
              );
            })}
          </div>
        </Section>
      ) : null}
    </article>
  );
}
