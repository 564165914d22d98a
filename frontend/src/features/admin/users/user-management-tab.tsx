import { Info, ShieldAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { SEARCH_PAUSE_MS, useSettledValue } from '../../../lib/use-settled-value';
import { ShowOlderButton } from '../../../components/ui/show-older-button';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatShortDate } from '../../../lib/format';
import { focusNear, focusPlace, type FocusPlace } from '../../../lib/focus-after-change';
import { isAdmin, type SessionUser } from '../../../lib/user';
import { ApiKeysSection } from './api-keys-section';
import { StaffInvitationsSection } from './staff-invitations-section';
import { StaffRoleDialog } from './staff-role-dialog';
import { TwoStepResetDialog } from './two-step-reset-dialog';
import { Button } from '../../../components/ui/button';
import { AuditLogSection } from './audit-log-section';
import { BillingTotals, PlanCell, useBillingTotals, useMemberPlans } from './billing-figures';
import { NewPremiumMembers } from './new-premium-members';
import { USER_FILTERS, USER_SORTS, useUserCounts, useUserPages, type AdminListedUser, type UserFilter, type UserSort } from './user-list';
import { EmailAddress } from '../../../components/ui/email-address';


const STAFF_LABELS = { admin: 'Admin', editor: 'Editor' } as const;

const isStaffRow = (user: AdminListedUser) => user.role === 'admin' || user.role === 'editor';

/** Staff accounts stand out; so does an account no person owns (the demo content's author), which the figures do not count. */
function StaffBadge({ user }: { user: AdminListedUser }) {
  if (user.role === 'admin' || user.role === 'editor') return <Badge tone="accent">{STAFF_LABELS[user.role]}</Badge>;
  return user.content_account ? <Badge>Content account</Badge> : null;
}

/** Two-step sign-in is on for the account. */
function TwoStepBadge({ user }: { user: AdminListedUser }) {
  return user.two_factor ? <Badge tone="success">Two-step</Badge> : null;
}

/** What an administrator does to a row: lower a staff role; turn off two-step sign-in for a lost phone. */
interface RowActions {
  onChangeRole: (user: AdminListedUser) => void;
  onResetTwoStep: (user: AdminListedUser) => void;
}

function RowButtons({ user, onChangeRole, onResetTwoStep }: { user: AdminListedUser } & RowActions) {
  const who = user.name || user.email;
  if (!isStaffRow(user) && !user.two_factor) return null;
  return (
    <span className="flex flex-wrap gap-2">
      {isStaffRow(user) ? (
        <Button variant="secondary" size="sm" onClick={() => onChangeRole(user)} aria-label={`Change role of ${who}`}>
          Change role
        </Button>
      ) : null}
      {user.two_factor ? (
        <Button variant="secondary" size="sm" onClick={() => onResetTwoStep(user)} aria-label={`Turn off two-step sign-in of ${who}`}>
          Turn off two-step
        </Button>
      ) : null}
    </span>
  );
}

/**
 * The plan of a member; a staff or content account shows none unless it pays (neither is a member: 'Free' beside
 * 'Editor' read as a member on the free plan).
 */
function Plan({ user, subscription }: { user: AdminListedUser; subscription?: Parameters<typeof PlanCell>[0]['subscription'] }) {
  if ((isStaffRow(user) || user.content_account) && !user.is_premium && !subscription) return null;
  return <PlanCell premium={user.is_premium} subscription={subscription} />;
}

function lastLogin(user: AdminListedUser): string {
  return formatShortDate(user.last_login_at) || 'Never';
}

function StatTiles() {
  const counts = useUserCounts();
  const tiles = [
    { label: 'Members', value: counts.data?.total },
    { label: 'Premium members', value: counts.data?.premium },
    { label: 'Free members', value: counts.data?.free },
  ];
  // Three columns from md up; below, one tile a row (label and number side by side): a third of a phone is too narrow
  // for '10,000' at this size, and a number is never broken across lines.
  return (
    <dl className="grid grid-cols-1 gap-2 md:grid-cols-3 md:gap-4">
      {tiles.map((tile) => (
        <Card key={tile.label} className="flex flex-wrap items-baseline justify-between gap-x-3 px-4 py-3 md:block md:p-5">
          <dt className="text-base text-muted">{tile.label}</dt>
          <dd className="whitespace-nowrap font-serif text-3xl font-bold tabular-nums text-ink md:text-4xl">
            {tile.value === undefined ? '…' : tile.value.toLocaleString('en-GB')}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

function UserTable({ users, ...actions }: { users: readonly AdminListedUser[] } & RowActions) {
  const billing = useMemberPlans(users.map((user) => user.id));
  return (
    <>
      <div className="relative hidden overflow-x-auto rounded-lg border border-line bg-surface md:block">
        <table className="w-full text-left text-base">
          <caption className="sr-only">Community users and staff</caption>
          <thead className="border-b border-line bg-sunken">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Name</th>
              <th scope="col" className="px-4 py-3 font-semibold">Email</th>
              <th scope="col" className="px-4 py-3 font-semibold">Plan</th>
              <th scope="col" className="px-4 py-3 font-semibold">Registered</th>
              <th scope="col" className="px-4 py-3 font-semibold">Last login</th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-b border-line last:border-b-0">
                <td className="px-4 py-3">
                  <span className="flex flex-wrap items-center gap-2">
                    {user.name || '—'} <StaffBadge user={user} /> <TwoStepBadge user={user} />
                  </span>
                </td>
                <td className="px-4 py-3">
                  <EmailAddress address={user.email} />
                </td>
                <td className="px-4 py-3"><Plan user={user} subscription={billing.get(user.id)} /></td>
                <td className="px-4 py-3 whitespace-nowrap">{formatShortDate(user.created_at)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{lastLogin(user)}</td>
                <td className="px-4 py-3">
                  <RowButtons user={user} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Community users and staff">
        {users.map((user) => (
          <li key={user.id}>
            <Card className="space-y-2 p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{user.name || user.email}</p>
                <span className="flex flex-wrap gap-2">
                  <StaffBadge user={user} />
                  <TwoStepBadge user={user} />
                  <Plan user={user} subscription={billing.get(user.id)} />
                </span>
              </div>
              <p className="break-all text-muted">{user.email}</p>
              <p className="text-sm text-muted">
                <span className="whitespace-nowrap">Registered {formatShortDate(user.created_at)}</span> ·{' '}
                <span className="whitespace-nowrap">Last login {lastLogin(user)}</span>
              </p>
              <RowButtons user={user} {...actions} />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

function UserList() {
  const filterId = useId();
  const sortId = useId();
  const searchId = useId();
  const [filter, setFilter] = useState<UserFilter>('all');
  const [sort, setSort] = useState<UserSort>('registered');
  const [query, setQuery] = useState('');
  const q = useSettledValue(query.trim(), SEARCH_PAUSE_MS);
  const [changing, setChanging] = useState<AdminListedUser | null>(null);
  // The Change role pressed: lowered to member, the row loses it once the list is read again (focusNear).
  const changeRoleOpener = useRef<FocusPlace | null>(null);
  const [resetting, setResetting] = useState<AdminListedUser | null>(null);
  const list = useUserPages(filter, sort, q);
  const shown = list.items ?? [];
  const billingTotals = useBillingTotals();

  return (
    <div className="space-y-6">
      <StatTiles />
      <BillingTotals totals={billingTotals.data} failed={billingTotals.isError} />
      <NewPremiumMembers totals={billingTotals.data} failed={billingTotals.isError} />
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-56 space-y-2">
          <Label htmlFor={filterId}>Show</Label>
          <NativeSelect id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as UserFilter)}>
            {USER_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="min-w-72 space-y-2">
          <Label htmlFor={sortId}>Sort by</Label>
          <NativeSelect id={sortId} value={sort} onChange={(event) => setSort(event.target.value as UserSort)}>
            {USER_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="min-w-64 flex-1 space-y-2">
          <Label htmlFor={searchId}>Search by email or name</Label>
          <Input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
        </div>
        <p className="pb-3 text-base text-muted" aria-live="polite">
          {list.totalOver !== undefined
            ? `Showing ${shown.length.toLocaleString('en-GB')} of over ${list.totalOver.toLocaleString('en-GB')}`
            : list.total === undefined
              ? 'Loading…'
              : `Showing ${shown.length.toLocaleString('en-GB')} of ${list.total.toLocaleString('en-GB')}`}
        </p>
      </div>
      {list.isPending ? <Spinner label="Loading users" showLabel /> : null}
      {list.isError ? <LoadError message="The user list could not be loaded." onRetry={list.refetch} /> : null}
      {!list.isPending && !list.isError && shown.length === 0 ? (
        <p className="rounded-md border border-line bg-surface p-5 text-muted">
          {filter === 'all' && !q ? 'There are no community accounts yet.' : 'No users match this filter.'}
        </p>
      ) : null}
      {shown.length ? (
        <>
          <UserTable
            users={shown}
            onChangeRole={(user) => {
              changeRoleOpener.current = focusPlace();
              setChanging(user);
            }}
            onResetTwoStep={setResetting}
          />
          <ShowOlderButton hasOlder={list.hasMore} loading={list.loadingMore} onShowOlder={list.loadMore} label="Load more users" endText="That is every user." />
        </>
      ) : null}
      <StaffRoleDialog user={changing} onClose={() => setChanging(null)} onChanged={() => focusNear(changeRoleOpener.current)} />
      <TwoStepResetDialog user={resetting} onClose={() => setResetting(null)} />
      <p className="flex items-start gap-3 rounded-md border border-line bg-sunken p-4 text-base">
        <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
        Members change their own details from their profile; nothing here edits or deletes an account. Staff roles are given
        by invitation (below) and can be lowered here; two-step sign-in can be turned off here for someone who lost their phone.
      </p>
    </div>
  );
}

/** The Users tab: the user list, staff invitations, API keys and the audit log for administrators, a notice for everyone else. */
export function UserManagementTab({ user }: { user: SessionUser }) {
  if (!isAdmin(user)) {
    return (
      <div className="flex items-start gap-4 rounded-lg border border-line bg-surface p-6">
        <ShieldAlert aria-hidden="true" className="size-8 shrink-0 text-premium" />
        <div className="space-y-2">
          <h3 className="text-2xl">Admin Access Required</h3>
          <p className="text-muted">Only administrators can access the User Management section.</p>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <UserList />
      <StaffInvitationsSection />
      <ApiKeysSection />
      <AuditLogSection />
    </div>
  );
}
