import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Role } from '../../../infrastructure/http/access.js';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    email: p.string().unique(),
    name: p.string().nullable(),
    password_hash: p.string().hidden().lazy(),
    /** Premium as set: the demo toggle, or a subscription (then `premium_until` says until when). See `premiumNow`. */
    is_premium: p.boolean().default(false),
    /** When premium from a subscription ends (null: no end, the demo toggle). Written by the billing consumer. */
    premium_until: p.datetime().nullable(),
    profile_image_url: p.string().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    last_login_at: p.datetime().nullable(),
    /** When the address was verified (an invitation, a reset link, an address-change link opened, a mailed code). */
    email_verified_at: p.datetime().nullable(),
    /**
     * When the account's holder last proved, themselves, that its present address is theirs: the code mailed while
     * turning two-step sign-in on, a reset link's new password, an accepted invitation. Not an address-change link (it
     * shows only that someone reading the new address clicked), which clears it. Null: not since the address was set.
     * Two-step sign-in is turned on only with it, and a password reset keeps two-step sign-in on only with it.
     */
    email_owner_proved_at: p.datetime().nullable(),
    /** member, or a staff role granted by opening an invitation (see staff-invitations.ts). */
    role: p.string().default('member').$type<Role>(),
    /** The last password change (API keys made before it stop working). */
    password_changed_at: p.datetime().nullable(),
    /**
     * How many times the account signed out its other devices: part of the known-browser cookie's HMAC
     * (known-device.ts), so each time every other browser's cookie stops counting.
     */
    known_devices_generation: p.integer().default(0),
    /** How the coach writes to this member (insights): direct, encouraging (the default) or analytical. */
    coach_tone: p.string().default('encouraging').$type<'direct' | 'encouraging' | 'analytical'>(),
    /** The member put the "Upgrade to Premium" card away (it stays away on every page and device). */
    upgrade_offer_hidden: p.boolean().default(false),
    /** The member's time zone (IANA name) for their calendar days and weeks; null reads as MEMBER_TIME_ZONE_DEFAULT. */
    time_zone: p.string().nullable(),
  },
});
export type User = InferEntity<typeof UserSchema>;
