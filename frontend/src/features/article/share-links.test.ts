import { describe, expect, it } from '@jest/globals';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  it('carries the encoded title and canonical address in each link', () => {
    const url = 'https://flyingat50.com/article/strength-work-for-runners';
    const links = shareLinks('Strength & speed: 50+ runners?', url);
    expect(links.email).toBe(`mailto:?subject=Strength%20%26%20speed%3A%2050%2B%20runners%3F&body=${encodeURIComponent(url)}`);
    expect(links.whatsapp).toBe(`https://wa.me/?text=Strength%20%26%20speed%3A%2050%2B%20runners%3F%20${encodeURIComponent(url)}`);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  });
});
