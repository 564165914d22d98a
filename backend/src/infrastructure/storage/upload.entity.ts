import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The ledger of stored upload files: who a file under DATA_DIR/uploads belongs to. A member may attach
 * only their own uploads, and deleting an account finds every file of theirs here.
 */
export const UploadSchema = defineEntity({
  name: 'Upload',
  tableName: 'uploads',
  properties: {
    name: p.string().primary(),
    user_id: p.integer(),
    created_at: p.datetime().onCreate(() => new Date()),
    /** When the hourly sweep last found the upload in use (null: never checked); upload-sweep.ts. */
    checked_at: p.datetime().nullable(),
  },
});
export type Upload = InferEntity<typeof UploadSchema>;
