import { describe, expect, it } from '@jest/globals';
import { checkGenerationImages } from './generation-image-sources.js';

const config = { pexelsBaseUrl: 'http://127.0.0.1:4010', publicUrl: 'https://flying50.example' };
const upload = '/uploads/0123456789abcdef0123456789abcdef.webp';
const refused = (slot: string) => `generated_images.${slot} must be a Pexels photo (https://images.pexels.com/...) or an uploaded image (/uploads/...)`;

describe('checkGenerationImages', () => {
  it("accepts Pexels' image host, the image search server's origin and the product's uploads (made relative)", () => {
    expect(
      checkGenerationImages(
        {
          coverImage: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg?w=940',
          inlineVisual1: 'http://127.0.0.1:4010/photos/2.jpg',
          inlineVisual2: `https://flying50.example${upload}`,
        },
        config,
      ),
    ).toEqual({ coverImage: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg?w=940', inlineVisual1: 'http://127.0.0.1:4010/photos/2.jpg', inlineVisual2: upload });
    expect(checkGenerationImages({ coverImage: upload }, config)).toEqual({ coverImage: upload });
  });

  it.each([
    ['coverImage', 'https://tracker.example/pixel.gif'],
    ['inlineVisual1', 'https://images.pexels.com.tracker.example/a.jpeg'],
    ['inlineVisual2', 'http://images.pexels.com/a.jpeg'],
    ['coverImage', 'https://u:p@images.pexels.com/a.jpeg'],
    ['coverImage', 'http://127.0.0.1:4011/photos/2.jpg'],
    ['coverImage', 'https://flying50.example/uploads/../secret.webp'],
    ['coverImage', `https://flying50.example${upload}?track=1`],
    ['coverImage', 'https://flying50.example/assets/logo.svg'],
    ['coverImage', '/uploads/short.webp'],
  ])('refuses %s = %s, naming the field', (slot, value) => {
    expect(() => checkGenerationImages({ [slot]: value }, config)).toThrow(refused(slot));
  });
});
