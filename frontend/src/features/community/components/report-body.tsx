import { articleBlocks } from '../../../lib/markdown';
import { ArticleBody } from '../../../components/site/article-body';
import { ListenButton } from '../../../components/site/listen-button';
import { PrintButton } from '../../../components/site/print-button';
import { readAloudParts } from '../../../lib/read-aloud';
import { UpgradeCallout } from '../../premium/upgrade-callout';
import { SummaryBox } from '../../premium/summary-box';
import type { SavedPremiumContent } from '../member-shapes';
import { PageAd } from '../../publisher/page-ad';
import { PREMIUM_AD_PAGES } from '../../publisher/publisher-api';
import { ReportCover } from './report-cover';

/** A premium report's cover image, Apple News summary, long-form text (as readable blocks) and its TL;DR summary after it. */
export function ReportBody({ content }: { content: SavedPremiumContent }) {
  const blocks = articleBlocks(content.long_form_article);
  const cover = content.generated_images?.coverImage;
  return (
    <div className="space-y-5">
      <ReportCover src={cover} alt={content.image_alts?.coverImage ?? ''} className="aspect-[16/9] w-full rounded-md object-cover" />
      {content.apple_news_deck?.trim() ? (
        <p className="border-l-4 border-premium bg-premium-soft px-4 py-3 text-lg">{content.apple_news_deck}</p>
      ) : null}
      {content.locked ? (
        <UpgradeCallout contentId={content.id} />
      ) : blocks.length ? (
        <>
          <div className="flex flex-wrap gap-3 print:hidden">
            <ListenButton parts={readAloudParts([content.topic, content.subtitle, content.apple_news_deck], blocks)} />
            <PrintButton />
          </div>
          <ArticleBody blocks={blocks} heading="h3" className="space-y-4" />
          {content.tldr_summary?.trim() ? (
            <section className="space-y-3 border-t border-line pt-5">
              <h3 className="text-2xl">TL;DR Summary</h3>
              <SummaryBox text={content.tldr_summary.trim()} />
            </section>
          ) : null}
        </>
      ) : (
        <p className="text-lg text-muted">This report has no article text.</p>
      )}
      <PageAd pages={PREMIUM_AD_PAGES} className="pt-2" />
    </div>
  );
}
