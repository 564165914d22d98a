import { Link } from 'react-router';

/** "Forgot password?" under a sign-in form; `from` brings the reader back to the right sign-in afterwards. */
export function ForgotPasswordLink({ from }: { from: 'staff' | 'community' }) {
  return (
    <p className="text-center">
      <Link to={`/forgot-password?from=${from}`} className="link text-base font-semibold">
        Forgot password?
      </Link>
    </p>
  );
}
