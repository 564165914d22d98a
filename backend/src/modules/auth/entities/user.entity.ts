import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    email: p.string().unique(),
    name: p.string().nullable(),
    password_hash: p.string().hidden().lazy(),
    is_premium: p.boolean().default(false),
    profile_image_url: p.string().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    last_login_at: p.datetime().nullable(),
    /** When the account proved it owns the address (a staff role needs it). */
    email_verified_at: p.datetime().nullable(),
    /** How the coach writes to this member (insights): direct, encouraging (the default) or analytical. */
    coach_tone: p.string().default('encouraging').$type<'direct' | 'encouraging' | 'analytical'>(),
  },
});
export type User = InferEntity<typeof UserSchema>;
