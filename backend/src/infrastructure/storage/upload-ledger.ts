import type { EntityManager } from '@mikro-orm/postgresql';

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

/** 400 for an /uploads/ address that names no stored upload (a made-up or deleted one). */
export const noSuchUpload = (field: string, url: string) => `${field} names no picture uploaded to this site (${url}). Upload the picture again.`;
