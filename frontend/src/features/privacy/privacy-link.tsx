import type { ReactNode } from 'react';
import { Link } from '../../lib/router-links';

/**
 * The privacy policy's address and a link to it, apart from the policy's text (privacy-policy.tsx): the forms that
 * collect data (the newsletter sign-up on the home and /about pages, the members' sign-up) link to it, and their pages'
 * chunks then carry a few bytes instead of the whole policy (about 2 KB gzipped).
 */
export const PRIVACY_PATH = '/privacy';

/** A link to the privacy policy page, for the places where data is collected. */
export function PrivacyLink({ children = 'privacy policy', className = 'link' }: { children?: ReactNode; className?: string }) {
  return (
    <Link to={PRIVACY_PATH} className={className}>
      {children}
    </Link>
  );
}
