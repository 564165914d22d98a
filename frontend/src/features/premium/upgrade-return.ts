import { useSearchParams } from 'react-router';
import { safeReturnPath } from '../../lib/return-path';

/**
 * The way back to a locked report after upgrading: 'Upgrade Now' in the lock carries the report's place (the member
 * page it was read on, with ?report=<id>, which opens it there) to the profile's upgrade as ?next=; the checkout carries
 * it to Stripe (the server checks it again, backend/src/infrastructure/http/return-path.ts) and Stripe back to
 * /premium/welcome?next=..., whose 'Continue to your report' goes there. A member who leaves Checkout without paying
 * comes back to the profile's upgrade offer with the same ?next= (the server's cancel_url), so upgrading from there still
 * leads back to the report, and 'Back to your report' goes there at once. Only a path of this site is ever followed.
 */
export const REPORT_PARAM = 'report';
export const CONTINUE_LABEL = 'Continue to your report';
/** The upgrade offer's way back to the report without upgrading (also after leaving Stripe's Checkout unpaid). */
export const BACK_LABEL = 'Back to your report';

/** The member page `pathname` + `search` with report `id` open on it (any other report named there is replaced). */
export function reportPlace(pathname: string, search: string, id: number): string {
  const params = new URLSearchParams(search);
  params.set(REPORT_PARAM, String(id));
  return `${pathname}?${params.toString()}`;
}

/**
 * The profile's upgrade offer, asked to lead back to `returnTo` afterwards (when it is a path of this site), with `plan`
 * chosen already (?plan=, which the plans read: PlanPicker) when given.
 */
export function upgradePath(returnTo: string | null, plan?: string): string {
  const path = safeReturnPath(returnTo);
  const params = new URLSearchParams();
  if (path) params.set('next', path);
  if (plan) params.set('plan', plan);
  const query = params.toString();
  return `/profile${query ? `?${query}` : ''}#upgrade`;
}

/** The report id the address asks to open (?report=<positive whole number>), or null. */
export function reportIdOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** Where this page was asked to lead back to (?next=, a path of this site only), or null. */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('next'));
}
