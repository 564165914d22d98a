import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { insertPremium } from './members-fixtures.js';

/**
 * A premium report's pictures are read out by what they show (docs/product.md#premium-articles): image_alts holds the
 * stock photo's own description of each picture of generated_images, from the generation's image_details, when it
 * describes it (Pexels' stand-in 'Photo by …' names the photographer, not the picture).
 * A reader without premium gets the cover's only, as the cover is all the teaser shows.
 */
describe('premium-image-alts', () => {
  const COVER = 'https://images.pexels.com/photos/101/pexels-photo-101.jpeg';
  const INLINE_1 = 'https://images.pexels.com/photos/202/pexels-photo-202.jpeg';
  const INLINE_2 = 'https://images.pexels.com/photos/303/pexels-photo-303.jpeg';
  const COVER_ALT = 'A man in his sixties cycling up a mountain road';
  const INLINE_1_ALT = 'Two swimmers resting at the end of a pool lane';

  let t: TestApp;
  let id: number;
  let premium: Identity;
  let free: Identity;
  let editor: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    id = await insertPremium(t, { topic: 'Climbing at 60' });
    const detail = (photo: number, alt: string, photographer = 'Jane Doe') => ({ id: photo, alt, photographer, photographer_url: '', page_url: '', query: 'q' });
    await t.sql('update premium_content set generated_images = $1, image_details = $2 where id = $3', [
      JSON.stringify({ coverImage: COVER, inlineVisual1: INLINE_1, inlineVisual2: INLINE_2 }),
      JSON.stringify({
        coverImage: detail(101, `  ${COVER_ALT} `),
        inlineVisual1: detail(202, INLINE_1_ALT),
        // The stand-in of a photo Pexels did not describe.
        inlineVisual2: detail(303, 'Photo by Sam Lee', 'Sam Lee'),
      }),
      id,
    ]);
    premium = await registerMember(t, 'premium-alts@example.com', 'Premium Member');
    free = await registerMember(t, 'free-alts@example.com', 'Free Member');
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    expect((await request(t.server).put('/api/community/profile/upgrade').set('Cookie', premium.cookie)).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('premium picture descriptions', () => {
    it("answers each picture's description to premium members and staff, and none for a stand-in or a slot without a picture", async () => {
      for (const who of [premium, editor]) {
        const res = await request(t.server).get(`/api/premium-content/${id}`).set('Cookie', who.cookie);
        expect(res.status).toBe(200);
        expect(res.body.image_alts).toEqual({ coverImage: COVER_ALT, inlineVisual1: INLINE_1_ALT });
      }
      // A slot without a picture has no description, whatever its detail says.
      await t.sql(`update premium_content set generated_images = generated_images - 'inlineVisual1' where id = $1`, [id]);
      const res = await request(t.server).get(`/api/premium-content/${id}`).set('Cookie', premium.cookie);
      expect(res.body.image_alts).toEqual({ coverImage: COVER_ALT });
    });

    it('a saved report in the Library carries them too (the members read reports there)', async () => {
      const saved = await request(t.server).post('/api/community/library/save').set('Cookie', premium.cookie).send({ content_id: id });
      expect(saved.status).toBe(200);
      const one = await request(t.server).get(`/api/community/library/${saved.body.saved.id}`).set('Cookie', premium.cookie);
      expect(one.status).toBe(200);
      expect(one.body.premium_content.image_alts).toEqual({ coverImage: COVER_ALT });
    });

    it("gives a reader without premium the cover's description only, like the teaser's pictures", async () => {
      const res = await request(t.server).get(`/api/premium-content/${id}`).set('Cookie', free.cookie);
      expect([res.status, res.body.locked]).toEqual([200, true]);
      expect(res.body.generated_images).toEqual({ coverImage: COVER });
      expect(res.body.image_alts).toEqual({ coverImage: COVER_ALT });
    });
  });
});
