import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { ArticleBlock, ArticleSpan } from '../../lib/markdown';

/** A link of the article: another site's opens in a new tab (and says so to screen readers), this site's in place. */
function Link({ href, children }: { href: string; children: ReactNode }) {
  const external = /^https?:\/\//i.test(href);
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="link">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <a href={href} className="link">
      {children}
    </a>
  );
}

function Span({ span }: { span: ArticleSpan }) {
  let content: ReactNode = span.text;
  if (span.code) content = <code className="rounded-sm bg-sunken px-1 py-0.5 text-[0.9em]">{content}</code>;
  if (span.em) content = <em>{content}</em>;
  if (span.strong) content = <strong>{content}</strong>;
  return span.href ? <Link href={span.href}>{content}</Link> : <>{content}</>;
}

const Spans = ({ spans }: { spans: ArticleSpan[] }) => (
  <>
    {spans.map((span, index) => (
      <Span key={index} span={span} />
    ))}
  </>
);

function Blocks({ blocks, heading: Heading }: { blocks: ArticleBlock[]; heading: 'h2' | 'h3' }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Heading key={index} className="pt-4 text-2xl">
                {block.text}
              </Heading>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <Spans spans={block.spans} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index} start={block.ordered && block.start !== 1 ? block.start : undefined} className={cn('space-y-2 pl-7', block.ordered ? 'list-decimal' : 'list-disc')}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    {/* A tight item (one paragraph) is its text; a loose one its blocks. */}
                    {item.length === 1 && item[0].kind === 'paragraph' ? (
                      <Spans spans={item[0].spans} />
                    ) : (
                      <div className="space-y-3">
                        <Blocks blocks={item} heading={Heading} />
                      </div>
                    )}
                  </li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={index} className="space-y-3 border-l-4 border-accent pl-5 font-serif text-xl text-muted italic">
                <Blocks blocks={block.blocks} heading={Heading} />
              </blockquote>
            );
        }
      })}
    </>
  );
}

/**
 * An article's body (lib/markdown.ts articleBlocks): subheadings, paragraphs, lists, quotes and links, as readers see it
 * on the article page. The one way to show an article's text: the article page (rendered on the server and hydrated),
 * the Website tab's preview, the magazine's viewer and members' premium reports, so what an editor previews is what
 * readers get.
 */
export function ArticleBody({ blocks, heading = 'h2', className }: { blocks: ArticleBlock[]; heading?: 'h2' | 'h3'; className?: string }) {
  return (
    <div data-article-body="" className={cn('space-y-6 text-lg leading-relaxed', className)}>
      <Blocks blocks={blocks} heading={heading} />
    </div>
  );
}
