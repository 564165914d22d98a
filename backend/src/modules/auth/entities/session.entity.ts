import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from './user.entity.js';

/** A signed-in session. The id is an HMAC of the cookie token, so a database leak reveals no usable cookie. */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().primary(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    created_at: p.datetime().onCreate(() => new Date()),
    expires_at: p.datetime(),
    /** When the session last proved the account's password (sign-in, a password change, confirm-password); see RECENT_PASSWORD_MINUTES. */
    password_proved_at: p.datetime().nullable(),
    /**
     * Whether the session may come under the bare cookie name where cookies carry the `__Host-` prefix (cookie-names.ts):
     * only sessions begun before the prefix came in; SessionService.start sets false.
     */
    bare_cookie: p.boolean().default(true),
  },
});
export type Session = InferEntity<typeof SessionSchema>;
