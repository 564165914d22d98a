import { Link } from '../../lib/router-links';

/**
 * "Forgot password?" under a sign-in form; `from` brings the reader back to the right sign-in afterwards. The link is a
 * 44 px tall target on its own line (it was the 21 px line of text, easy to miss with a thumb).
 */
export function ForgotPasswordLink({ from }: { from: 'staff' | 'community' }) {
  return (
    <p className="text-center">
      <Link to={`/forgot-password?from=${from}`} className="link inline-flex min-h-11 items-center text-base font-semibold">
        Forgot password?
      </Link>
    </p>
  );
}
