import type { EntityManager } from '@mikro-orm/postgresql';
import { UPLOADS_PATH } from './upload.service.js';

/**
 * Inside the transaction that starts using an upload (an entry's photo, a generation's image): locks its ledger
 * row FOR SHARE until the commit. The sweep deletes only rows it holds FOR UPDATE and finds unused in a later
 * statement, so it either waits for this use to commit (and then sees it) or has already deleted the row (and this
 * answers false). False also when the upload does not exist or, with `ownerId`, belongs to someone else.
 */
export async function claimUpload(em: EntityManager, name: string, ownerId?: number): Promise<boolean> {
  const rows = await em.execute<{ user_id: number }[]>('select user_id from uploads where name = ? for share', [name]);
  return rows.length > 0 && (ownerId === undefined || rows[0].user_id === ownerId);
}

export const notYourUpload = (field: string) => `${field} is not one of your uploads. Upload the image again.`;

/**
 * An address as stored: one of our uploads given in full (`PUBLIC_URL/uploads/<name>`, as copied from a browser) in its
 * relative form (`/uploads/<name>`, the only form any table stores and the uses look for); anything else (a Pexels
 * photo, another site's picture) as given. The scheme and host are compared as a browser would (any case, default
 * port); a query or fragment stays on, so such an address names no upload and is refused by the claim.
 * Every write that takes a picture address goes through this (UploadIntake.address and its claims).
 */
export function storedUploadAddress(url: string, publicUrl: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  let given: URL;
  try {
    given = new URL(url);
  } catch {
    return url;
  }
  const site = new URL(publicUrl);
  const uploads = site.pathname.replace(/\/$/, '') + UPLOADS_PATH;
  if (given.origin !== site.origin || given.username || given.password || !given.pathname.startsWith(uploads)) return url;
  return UPLOADS_PATH + given.pathname.slice(uploads.length) + given.search + given.hash;
}

/** 400 for an /uploads/ address that names no stored upload (a made-up or deleted one). */
export const noSuchUpload = (field: string, url: string) => `${field} names no picture uploaded to this site (${url}). Upload the picture again.`;
