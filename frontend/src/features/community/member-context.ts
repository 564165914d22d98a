import { useOutletContext } from 'react-router';
import type { SessionUser } from '../../lib/user';

export interface MemberOutletContext {
  user: SessionUser;
}

/** The signed-in member, inside the member wrapper (which guarantees there is one). */
export function useMemberUser(): SessionUser {
  return useOutletContext<MemberOutletContext>().user;
}
