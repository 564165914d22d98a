import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { markdownToHtml } from '../../lib/markdown';

export interface MarkdownProps {
  source: string;
  /**
   * Added to each heading level so the article fits the page's heading levels: with 2, a '# Title' in the
   * text becomes an <h3>. Levels stop at 6.
   */
  headingOffset?: number;
  className?: string;
}

/** Readable styles for the elements markdown produces. */
const PROSE = cn(
  'space-y-4 text-base leading-relaxed text-ink',
  '[&_h1]:pt-2 [&_h1]:font-serif [&_h1]:text-2xl [&_h1]:font-bold',
  '[&_h2]:pt-2 [&_h2]:font-serif [&_h2]:text-xl [&_h2]:font-bold',
  '[&_h3]:pt-2 [&_h3]:font-serif [&_h3]:text-lg [&_h3]:font-bold',
  '[&_h4]:pt-2 [&_h4]:font-serif [&_h4]:text-lg [&_h4]:font-bold',
  '[&_h5]:font-bold [&_h6]:font-bold',
  '[&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-7 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-7',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:font-serif [&_blockquote]:text-lg [&_blockquote]:text-muted [&_blockquote]:italic',
  '[&_code]:rounded-sm [&_code]:bg-sunken [&_code]:px-1 [&_code]:py-0.5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-sunken [&_pre]:p-4',
  '[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent-hover',
  '[&_hr]:border-line [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2',
);

/**
 * Markdown as HTML through markdown-it (lib/markdown.ts): raw HTML in the text is escaped and unsafe
 * links are refused there, so the result can be placed in the page.
 */
export function Markdown({ source, headingOffset = 2, className }: MarkdownProps) {
  const html = useMemo(() => markdownToHtml(source, headingOffset), [source, headingOffset]);
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
