import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A tiny, safe markdown reader for generated articles: headings, paragraphs, bullet and numbered
 * lists, quotes, rules, bold, italic, code and links. Everything is rendered as React elements
 * (text is escaped by React); nothing is injected as HTML.
 */

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'rule' };

const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t#]*$/;
const BULLET = /^[ \t]*[-*+][ \t]+(.*)$/;
const NUMBERED = /^[ \t]*(\d+)[.)][ \t]+(.*)$/;
const QUOTE = /^[ \t]*>[ \t]?(.*)$/;
const RULE = /^[ \t]*([-*_])([ \t]*\1){2,}[ \t]*$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: Extract<Block, { kind: 'list' }> | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (quote.length) blocks.push({ kind: 'quote', text: quote.join(' ') });
    if (list) blocks.push(list);
    paragraph = [];
    quote = [];
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    let match: RegExpExecArray | null;
    if (RULE.test(line)) {
      flush();
      blocks.push({ kind: 'rule' });
    } else if ((match = HEADING.exec(line.trim()))) {
      flush();
      blocks.push({ kind: 'heading', level: match[1].length, text: match[2] });
    } else if ((match = BULLET.exec(line)) || (match = NUMBERED.exec(line))) {
      const ordered = match.length === 3;
      const text = ordered ? match[2] : match[1];
      const current = list as Extract<Block, { kind: 'list' }> | null;
      if (!current || current.ordered !== ordered) {
        flush();
        list = { kind: 'list', ordered, start: ordered ? Number(match[1]) : 1, items: [text] };
      } else {
        current.items.push(text);
      }
    } else if ((match = QUOTE.exec(line))) {
      if (paragraph.length || list) flush();
      quote.push(match[1]);
    } else if (list) {
      // A continuation line belongs to the last list item.
      const current = list as Extract<Block, { kind: 'list' }>;
      current.items[current.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (quote.length) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

const INLINE = /(\*\*|__)(.+?)\1|\*(?![\s*])(.+?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

function safeHref(href: string): string | undefined {
  return /^(https?:|mailto:)/i.test(href) ? href : undefined;
}

/** Bold, italic, code and links inside one block. */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    if (match[2] !== undefined) {
      nodes.push(<strong key={key++}>{renderInline(match[2])}</strong>);
    } else if (match[3] !== undefined) {
      nodes.push(<em key={key++}>{renderInline(match[3])}</em>);
    } else if (match[4] !== undefined) {
      nodes.push(
        <code key={key++} className="rounded-sm bg-sunken px-1 py-0.5">
          {match[4]}
        </code>,
      );
    } else {
      const href = safeHref(match[6]);
      nodes.push(
        href ? (
          <a key={key++} href={href} target="_blank" rel="noopener noreferrer" className="link">
            {renderInline(match[5])}
          </a>
        ) : (
          <Fragment key={key++}>{renderInline(match[5])}</Fragment>
        ),
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** Heading sizes by the level written in the text ('#' biggest), whatever tag the page structure needs. */
const HEADING_CLASSES: Record<number, string> = {
  1: 'text-2xl',
  2: 'text-xl',
  3: 'text-lg',
  4: 'text-lg',
  5: 'text-base',
  6: 'text-base',
};

export interface MarkdownProps {
  source: string;
  /**
   * Added to each heading level so the article fits the page's heading levels: with 2, a '# Title' in the
   * text becomes an <h3>. Levels stop at 6.
   */
  headingOffset?: number;
  className?: string;
}

/** Renders markdown text as readable, escaped React elements. */
export function Markdown({ source, headingOffset = 2, className }: MarkdownProps) {
  const blocks = parseMarkdown(source);
  return (
    <div className={cn('space-y-4 text-base leading-relaxed text-ink', className)}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const level = Math.min(6, block.level + headingOffset);
            const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
            return (
              <Tag key={index} className={cn('pt-2 font-serif font-bold', HEADING_CLASSES[block.level])}>
                {renderInline(block.text)}
              </Tag>
            );
          }
          case 'list': {
            const items = block.items.map((item, i) => (
              <li key={i}>
                {renderInline(item)}
              </li>
            ));
            return block.ordered ? (
              <ol key={index} start={block.start} className="list-decimal space-y-1.5 pl-7">
                {items}
              </ol>
            ) : (
              <ul key={index} className="list-disc space-y-1.5 pl-7">
                {items}
              </ul>
            );
          }
          case 'quote':
            return (
              <blockquote key={index} className="border-l-4 border-accent pl-4 font-serif text-lg text-muted italic">
                {renderInline(block.text)}
              </blockquote>
            );
          case 'rule':
            return <hr key={index} className="border-line" />;
          default:
            return <p key={index}>{renderInline(block.text)}</p>;
        }
      })}
    </div>
  );
}
