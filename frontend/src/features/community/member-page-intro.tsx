import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { displayName } from '../../lib/user';
import { useMemberUser } from './member-context';

/** The opening of a member page: a greeting by name, the account's email and plan, what the page is for. */
export function MemberPageIntro({ heading, children, actions }: { heading: string; children: ReactNode; actions?: ReactNode }) {
  const user = useMemberUser();
  return (
    <section className="container-page space-y-6 py-10">
      <div className="space-y-2">
        <p className="text-lg">
          Hello, <span className="font-semibold">{displayName(user)}</span>
        </p>
        <p className="flex flex-wrap items-center gap-3 text-base text-muted">
          Signed in as {user.email}
          {user.is_premium ? <Badge tone="premium">Premium Member</Badge> : <Badge>Free plan</Badge>}
        </p>
      </div>
      <div className="max-w-reading space-y-4 text-lg">
        <h2 className="text-3xl">{heading}</h2>
        {children}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </section>
  );
}
