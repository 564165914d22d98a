import { applyDecorators, ForbiddenException, NotFoundException } from '@nestjs/common';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Limit, RateLimiter } from '../../infrastructure/limits/rate-limiter.js';
import { UserSchema, type User } from './entities/user.entity.js';
import { verifyPassword } from './password.js';

export const PASSWORD_CHECK_MESSAGES = {
  wrong: 'That password is not right.',
  tooMany: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  userNotFound: 'User not found',
};

/**
 * Checks of the account's own password by a signed-in session (two-step settings, a password change): a session left
 * open is not enough to change them, nor to guess the password through them (5 wrong in 15 minutes, then 429).
 */
export const passwordCheckLimit = (userId: number): Limit => ({
  bucket: 'password-check',
  subject: String(userId),
  max: 5,
  windowMinutes: 15,
  message: PASSWORD_CHECK_MESSAGES.tooMany,
});

/**
 * The account's own password, asked again before a change to how it signs in; 403 when wrong. Checked before any
 * transaction (argon2 takes tens of milliseconds); answers the account with its hash.
 */
export async function confirmPassword(em: EntityManager, limiter: RateLimiter, userId: number, password: string): Promise<User> {
  const limit = passwordCheckLimit(userId);
  await limiter.consume(limit);
  const user = await em.fork().findOne(UserSchema, { id: userId }, { populate: ['password_hash'] });
  if (!user) throw new NotFoundException(PASSWORD_CHECK_MESSAGES.userNotFound);
  if (!(await verifyPassword(user.password_hash, password))) throw new ForbiddenException(PASSWORD_CHECK_MESSAGES.wrong);
  await limiter.refund(limit);
  return user;
}

/** The refusals of a route that asks for the account's password again. */
export const ApiPasswordCheck = () =>
  applyDecorators(
    ApiErrorAnswer(403, 'The password is not the account\'s', PASSWORD_CHECK_MESSAGES.wrong),
    ApiTooManyRequests('5 wrong passwords in 15 minutes: nothing is checked until the window ends', PASSWORD_CHECK_MESSAGES.tooMany),
  );
