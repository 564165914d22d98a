import { inlineMarkdownToText } from '../../lib/markdown';

/**
 * Coaching cards: a premium article read as numbered cards. Pure functions, no React, so the
 * generator, the premium editor and the preview page all split and rebuild articles the same way.
 */

export interface CoachingCard {
  /** 1-based position of the card. */
  id: number;
  title: string;
  content: string;
}

export interface SplitArticle {
  /** Text before the first card (an introduction or a title line); '' when there is none. */
  intro: string;
  cards: CoachingCard[];
}

/** Fewer cards than this and the article is shown in the traditional format. */
export const MIN_COACHING_CARDS = 6;
/** A coaching roadmap has this many cards; the first GRID_CARDS sit in the grid, the 10th is the recap. */
export const EXPECTED_COACHING_CARDS = 10;
export const GRID_CARDS = 9;

/** '## 3. Title' (a second-level heading that starts with a number). */
const HEADING_CARD = /^##(?!#)[ \t]*(\d+)\.[ \t]*(.*)$/;
/** '3. Title' at the start of a line. */
const NUMBERED_LINE = /^(\d+)\.[ \t]+(.*)$/;

/** A card title as plain text: markdown marks (bold, italic, code, links) and closing #s removed. */
function cleanTitle(raw: string): string {
  return inlineMarkdownToText(raw.replace(/[ \t]+#+[ \t]*$/, ''));
}

function splitBy(lines: string[], pattern: RegExp): SplitArticle | null {
  const intro: string[] = [];
  const cards: Array<{ title: string; body: string[] }> = [];
  for (const line of lines) {
    const match = pattern.exec(line.trim());
    if (match) {
      cards.push({ title: cleanTitle(match[2]), body: [] });
    } else if (cards.length) {
      cards[cards.length - 1].body.push(line);
    } else {
      intro.push(line);
    }
  }
  if (!cards.length) return null;
  return {
    intro: intro.join('\n').trim(),
    cards: cards.map((card, index) => ({
      id: index + 1,
      title: card.title || `Card ${index + 1}`,
      content: card.body.join('\n').trim(),
    })),
  };
}

/**
 * Splits an article into cards at its '## N.' headings or, when it has none, at lines that begin
 * 'N. '. Text before the first card is kept as the intro.
 */
export function splitArticle(article: string | null | undefined): SplitArticle {
  const lines = (article ?? '').replace(/\r\n?/g, '\n').split('\n');
  return splitBy(lines, HEADING_CARD) ?? splitBy(lines, NUMBERED_LINE) ?? { intro: (article ?? '').trim(), cards: [] };
}

/** The cards of an article (see splitArticle). */
export function splitIntoCards(article: string | null | undefined): CoachingCard[] {
  return splitArticle(article).cards;
}

/** True when an article has enough cards to be shown as a coaching roadmap. */
export function isCoachingFormat(cards: readonly CoachingCard[]): boolean {
  return cards.length >= MIN_COACHING_CARDS;
}

/**
 * The whole article rebuilt from its cards as numbered '## N. title' sections (numbered by
 * position), with the intro, if any, first.
 */
export function rebuildArticle(cards: readonly Pick<CoachingCard, 'title' | 'content'>[], intro = ''): string {
  const sections = cards.map((card, index) => {
    const heading = `## ${index + 1}. ${card.title.trim()}`;
    const content = card.content.trim();
    return content ? `${heading}\n\n${content}` : heading;
  });
  return [intro.trim(), ...sections].filter(Boolean).join('\n\n');
}

/** The article with one card replaced, rebuilt as numbered sections. */
export function replaceCard(article: string, cardId: number, next: Pick<CoachingCard, 'title' | 'content'>): string {
  const { intro, cards } = splitArticle(article);
  const updated = cards.map((card) => (card.id === cardId ? { ...card, title: next.title, content: next.content } : card));
  return rebuildArticle(updated, intro);
}
