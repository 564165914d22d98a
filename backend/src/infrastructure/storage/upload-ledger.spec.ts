import { describe, expect, it } from '@jest/globals';
import { storedUploadAddress } from './upload.service.js';

const SITE = 'https://flying50.example';
const upload = '/uploads/0123456789abcdef0123456789abcdef.webp';

describe('storedUploadAddress', () => {
  it.each([
    [`${SITE}${upload}`, upload],
    [`HTTPS://Flying50.EXAMPLE:443${upload}`, upload],
    [`${SITE}${upload}?v=2`, `${upload}?v=2`], // still under /uploads/: the claim refuses it (it names no upload)
    [`${SITE}/uploads/hero.jpg`, '/uploads/hero.jpg'],
    [upload, upload],
  ])('stores one of our uploads given in full relative: %s', (given, stored) => {
    expect(storedUploadAddress(given, SITE)).toBe(stored);
  });

  it.each([
    'https://images.pexels.com/photos/1/pexels-photo-1.jpeg?w=940',
    `https://other.example${upload}`,
    `http://flying50.example${upload}`,
    `https://flying50.example:8443${upload}`,
    `https://u:p@flying50.example${upload}`,
    'https://flying50.example/uploads/../assets/logo.svg',
    'https://flying50.example/assets/logo.svg',
    'not an address',
  ])('leaves any other address as given: %s', (given) => {
    expect(storedUploadAddress(given, SITE)).toBe(given);
  });

  it('follows a PUBLIC_URL with a path', () => {
    expect(storedUploadAddress(`https://example.org/magazine${upload}`, 'https://example.org/magazine')).toBe(upload);
    expect(storedUploadAddress(`https://example.org${upload}`, 'https://example.org/magazine')).toBe(`https://example.org${upload}`);
  });
});
