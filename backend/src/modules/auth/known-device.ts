import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A browser the account has signed in with (or reset its password in): the one way past the per-account sign-in
 * pause (LoginRateLimiter), so strangers guessing one account's password from many addresses cannot lock its owner
 * out of the browsers they use. The value names the account and carries an HMAC under SESSION_SECRET of the account and
 * of when its password was last set; it is no session and opens nothing by itself.
 *
 * A new password (reset, change, accepted invitation) therefore drops every browser's knownness but the one that set
 * it (which gets a new cookie): someone who copied the cookie of a browser they once used (a shared computer, a former
 * partner) cannot keep guessing past the pause after the owner takes the account back. "Sign out other devices" does
 * the same without a new password: it adds one to the account's `users.known_devices_generation`, which the HMAC
 * covers too, and gives the browser that asked a new cookie, so a lost or stolen phone's cookie stops counting while
 * the password stays. The number is read from the account at sign-in, not carried in the cookie (whose form is
 * unchanged). An account that never set a new password keeps the first form, `known-device:<id>`, and one that never
 * signed out its other devices the form without the number, so cookies made before each took part still pass.
 * (No per-browser part: without a record of each browser on the server, it could not be told apart or withdrawn; all
 * the others go at once.)
 *
 * The cookie is `f50_known`, `__Host-f50_known` where cookies are Secure by configuration (cookie-names.ts).
 */
export const KNOWN_DEVICE_DAYS = 400;

/**
 * The account a cookie is made for: its id, when its password was last set (null: never since registration) and how
 * many times it signed out its other devices (`users.known_devices_generation`).
 */
export interface KnownDeviceOwner {
  id: number;
  password_changed_at: Date | null;
  known_devices_generation: number;
}

/** The cookie's owner as an account row has it (an entity, or a raw row: its time may come as text). */
export function knownDeviceOwner(user: { id: number; password_changed_at?: Date | string | null; known_devices_generation?: number | string | null }): KnownDeviceOwner {
  const set = user.password_changed_at;
  return { id: Number(user.id), password_changed_at: set ? new Date(set) : null, known_devices_generation: Number(user.known_devices_generation ?? 0) };
}

/** What the HMAC covers: the forms of cookies made before the password, then the generation, took part stay as they were. */
function knownDeviceClaim({ id, password_changed_at: set, known_devices_generation: generation }: KnownDeviceOwner): string {
  const base = set ? `known-device:${id}:${set.getTime()}` : `known-device:${id}`;
  return generation > 0 ? `${base}:generation:${generation}` : base;
}

const mac = (secret: string, owner: KnownDeviceOwner) => createHmac('sha256', secret).update(knownDeviceClaim(owner)).digest('base64url');

/** The cookie's value for an account, as its password is now. */
export function knownDeviceValue(secret: string, owner: KnownDeviceOwner): string {
  return `${owner.id}.${mac(secret, owner)}`;
}

/**
 * Whether the cookie's value was made for this account since its password was last set and its other devices last
 * signed out, under one of the secrets (the present one, or the one before a change).
 */
export function isKnownDevice(secrets: ReadonlyArray<string | undefined>, value: string | undefined, owner: KnownDeviceOwner): boolean {
  if (!value) return false;
  const given = Buffer.from(value);
  return secrets.some((secret) => {
    if (!secret) return false;
    const expected = Buffer.from(knownDeviceValue(secret, owner));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
