import { describe, expect, it } from '@jest/globals';
import { replaceCard, splitIntoCards } from '../../generator/coaching-cards-model';
import { editorArticle, mergeEditorArticle } from './premium-editor-cards';

const roadmap = Array.from({ length: 10 }, (_, i) => `## ${i + 1}. Step ${i + 1}\n\nDo thing ${i + 1}.`).join('\n\n');

describe('the premium editor cards', () => {
  it('shows the first nine cards of a ten-card roadmap', () => {
    const shown = splitIntoCards(editorArticle(roadmap));
    expect(shown).toHaveLength(9);
    expect(shown[8].title).toBe('Step 9');
  });

  it('keeps articles of nine or fewer cards, and traditional articles, as they are', () => {
    const nine = roadmap.split('\n\n## 10.')[0];
    expect(editorArticle(nine)).toBe(nine);
    expect(editorArticle('Just a paragraph.')).toBe('Just a paragraph.');
  });

  it('puts a card edit back into the whole article as numbered sections, keeping card 10', () => {
    const edited = replaceCard(editorArticle(roadmap), 3, { title: 'Better step', content: 'Do it better.' });
    const merged = mergeEditorArticle(roadmap, edited);
    const cards = splitIntoCards(merged);
    expect(cards).toHaveLength(10);
    expect(cards[2]).toEqual({ id: 3, title: 'Better step', content: 'Do it better.' });
    expect(cards[9]).toEqual({ id: 10, title: 'Step 10', content: 'Do thing 10.' });
    expect(merged).toContain('## 3. Better step\n\nDo it better.');
    expect(merged.startsWith('## 1. Step 1')).toBe(true);
  });
});
