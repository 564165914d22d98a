import { describe, expect, it } from '@jest/globals';
import { photoDescription, type StockPhoto } from './image-search';

const photo = (over: Partial<StockPhoto>): StockPhoto =>
  ({ id: 1, url: 'https://images.pexels.com/photos/1/a.jpeg', thumbnail: '', alt: '', photographer: 'Jane Doe', photographer_url: '', page_url: '', width: 1, height: 1, avg_color: null, ...over }) as StockPhoto;

describe('a chosen stock photo starts the picture description', () => {
  it("from the photo's own description, trimmed and at most 250 characters", () => {
    expect(photoDescription(photo({ alt: '  A rower on a misty lake ' }))).toBe('A rower on a misty lake');
    expect(photoDescription(photo({ alt: 'x'.repeat(300) }))).toHaveLength(250);
  });

  it("empty when the search gave only its stand-in credit ('Photo by …'), which does not say what it shows", () => {
    expect(photoDescription(photo({ alt: 'Photo by Jane Doe' }))).toBe('');
    expect(photoDescription(photo({ alt: 'Photo by a Pexels photographer', photographer: '' }))).toBe('');
  });
});
