import { addressHash } from '../../infrastructure/crypto/keyed-hash.js';

/**
 * What is kept of an address unsubscribed long ago (newsletter_suppressions): its keyed hash under SESSION_SECRET,
 * never the address, so the figures still count it and it is recognised should it sign up again.
 */
export function suppressionHash(secret: string, email: string): string {
  return addressHash(secret, 'newsletter-suppression', email);
}
