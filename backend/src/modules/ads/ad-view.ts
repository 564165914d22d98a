import type { Ad } from './entities/ad.entity.js';
import type { AdView } from './dto/ads.dto.js';

export const toAdView = (ad: Ad): AdView => ({
  id: ad.id,
  title: ad.title ?? null,
  image_url: ad.image_url,
  image_width: null,
  link_url: ad.link_url ?? null,
  format: ad.format,
  target_pages: ad.target_pages,
  position: ad.position ?? null,
  is_active: ad.is_active,
  user_id: ad.created_by ?? null,
  created_at: new Date(ad.created_at).toISOString(),
  updated_at: new Date(ad.updated_at).toISOString(),
});
