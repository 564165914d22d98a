import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UPLOADS_PATH, uploadNameOf } from './upload.service.js';

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
 * Inside the transaction that starts showing `url` in staff content (which makes an upload public): when it is one of
 * our uploads it must be `ownerId`'s own, so no member's private photo can be published by naming it; claimed as
 * above. Otherwise 400 naming the field, and nothing changes.
 */
export async function claimOwnUpload(em: EntityManager, url: string | null | undefined, ownerId: number, field: string): Promise<void> {
  const name = uploadNameOf(url);
  if (name && !(await claimUpload(em, name, ownerId))) throw new BadRequestException(notYourUpload(field));
}

/**
 * An address as stored: one of our uploads given in full (`PUBLIC_URL/uploads/<name>`) in its relative form
 * (`/uploads/<name>`, the only form any table stores and the uses look for); anything else as given.
 */
export function storedUploadAddress(url: string, publicUrl: string): string {
  const ownUploads = publicUrl + UPLOADS_PATH;
  return url.startsWith(ownUploads) ? UPLOADS_PATH + url.slice(ownUploads.length) : url;
}

/** 400 for an /uploads/ address that names no stored upload (a made-up or deleted one). */
export const noSuchUpload = (field: string, url: string) => `${field} names no picture uploaded to this site (${url}). Upload the picture again.`;
