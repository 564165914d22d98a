import { describe, expect, it } from '@jest/globals';
import { responsiveImage } from './responsive-image';

const HEX = '0123456789abcdef0123456789abcdef';

describe('responsiveImage', () => {
  it("offers an upload's stored copies 480 and 960 px wide, then the upload itself, with the sizes it is shown at", () => {
    expect(responsiveImage(`/uploads/${HEX}.webp`, '100vw')).toEqual({
      src: `/uploads/${HEX}.webp`,
      srcSet: `/uploads/${HEX}-480.webp 480w, /uploads/${HEX}-960.webp 960w, /uploads/${HEX}.webp 1600w`,
      sizes: '100vw',
    });
    expect(responsiveImage(`/uploads/${HEX}.webp`)).toEqual({
      src: `/uploads/${HEX}.webp`,
      srcSet: `/uploads/${HEX}-480.webp 480w, /uploads/${HEX}-960.webp 960w, /uploads/${HEX}.webp 1600w`,
    });
  });

  it("with the upload's real width, offers only the copies narrower than it and the upload at its own width", () => {
    const url = `/uploads/${HEX}.webp`;
    expect(responsiveImage(url, '100vw', 600).srcSet).toBe(`/uploads/${HEX}-480.webp 480w, ${url} 600w`);
    expect(responsiveImage(url, '100vw', 1200).srcSet).toBe(`/uploads/${HEX}-480.webp 480w, /uploads/${HEX}-960.webp 960w, ${url} 1200w`);
    expect(responsiveImage(url, '100vw', 2000).srcSet).toBe(`/uploads/${HEX}-480.webp 480w, /uploads/${HEX}-960.webp 960w, ${url} 2000w`);
    expect(responsiveImage(url, '100vw', 400).srcSet).toBe(`${url} 400w`);
    expect(responsiveImage(url, '100vw', null).srcSet).toBe(`/uploads/${HEX}-480.webp 480w, /uploads/${HEX}-960.webp 960w, ${url} 1600w`);
  });

  it('offers a Pexels photo at 480, 960 and 1600 px wide, dropping a height that would override the width', () => {
    const url = 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg?auto=compress&cs=tinysrgb&h=650&w=940';
    const { src, srcSet, sizes } = responsiveImage(url, '(min-width: 1024px) 33vw, 100vw');
    expect(src).toBe(url);
    expect(srcSet).toBe(
      [480, 960, 1600].map((w) => `https://images.pexels.com/photos/1/pexels-photo-1.jpeg?auto=compress&cs=tinysrgb&w=${w} ${w}w`).join(', '),
    );
    expect(sizes).toBe('(min-width: 1024px) 33vw, 100vw');
    expect(responsiveImage('https://images.pexels.com/photos/2/b.jpeg').srcSet).toBe(
      [480, 960, 1600].map((w) => `https://images.pexels.com/photos/2/b.jpeg?auto=compress&cs=tinysrgb&w=${w} ${w}w`).join(', '),
    );
  });

  it('answers just the address for anything else, never sizes without a srcSet (invalid HTML, and an imagesizes on the preload)', () => {
    for (const url of [
      '/images/hero-default.svg',
      'https://cdn.example/photo.jpg',
      'http://images.pexels.com/photos/1.jpeg',
      'https://images.pexels.com.evil.example/photos/1.jpeg',
      'https://user:pw@images.pexels.com/photos/1.jpeg',
      `/uploads/${HEX}-480.webp`,
      `https://elsewhere.example/uploads/${HEX}.webp`,
      `/uploads/${HEX.toUpperCase()}.webp`,
      'not a url',
      '',
    ]) {
      expect(responsiveImage(url)).toEqual({ src: url });
      expect(responsiveImage(url, '100vw')).toEqual({ src: url });
    }
  });
});
