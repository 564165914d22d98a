import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/app-config.js';
import { UserSchema } from '../entities/user.entity.js';
import { PREMIUM_NOW_SQL, toUserView, type UserRow, type UserView } from '../user-view.js';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';
import { likeWords, type ListCursor, type ListPage } from '../../../infrastructure/http/list-paging.js';
import type { UserPlan, UserSort } from '../dto/users-list.dto.js';
import { secretOf } from '../two-factor.js';

/** A page of the accounts: `q` words each found (any case, accents or none: "Chloe" finds "Chloé") in the email or the name. */
export class ListUsersQuery {
  constructor(
    public readonly filter: { plan?: UserPlan; q: string },
    public readonly sort: UserSort,
    public readonly limit: number,
    public readonly before?: ListCursor,
  ) {}
}

/** Each order as a keyset: a date newest first (never signed in: the epoch, so last), or the lower-case email A to Z. */
const ORDERS: Record<UserSort, { at: string; text?: boolean }> = {
  registered: { at: 'u.created_at' },
  'last-login': { at: `coalesce(u.last_login_at, timestamptz '1970-01-01 00:00:00+00')` },
  email: { at: 'lower(u.email)', text: true },
};

/** With `premium_until`: the list says premium *now* (toUserView), as the member's own pages do. */
const USER_COLUMNS = `u.id, u.email, u.name, u.role, u.is_premium, u.premium_until, u.profile_image_url, u.created_at, u.last_login_at, u.email_verified_at,
  exists (select 1 from two_factor_secrets t where t.user_id = u.id and t.confirmed_at is not null) as two_factor`;

/** An account's address and name as a search reads them: the expression of the index users_fold_search. */
const USER_SEARCH_TEXT = `staff_fold(u.email || ' ' || coalesce(u.name, ''))`;

/**
 * An account as the administrators' list shows it: with whether two-step sign-in is on, and whether it is a content
 * account (an address under the reserved `.invalid` domain, which no person can own: the demo content's author), which
 * the list marks as such and the figures do not count as a member (MEMBER_SQL).
 */
export type AdminUserView = UserView & { two_factor: boolean; content_account: boolean };

/** An address under the reserved `.invalid` domain (RFC 2606): an account no person can sign in to or own. */
export const isContentAccount = (email: string): boolean => /\.invalid$/i.test(email);

/** The admin Users tab's list: one page in the chosen order, filtered and searched in PostgreSQL. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, ListPage<AdminUserView>> {
  constructor(private readonly em: EntityManager) {}

  execute({ filter, sort, limit, before }: ListUsersQuery): Promise<ListPage<AdminUserView>> {
    // staff_fold: lower case without accents (Migration20270101100000_staff_find), on the trigram index users_fold_search.
    const where = likeWords(filter.q).map((word) => ({ sql: `${USER_SEARCH_TEXT} like staff_fold(?)`, params: [word] as unknown[] }));
    // A plan is a member's: 'Free members' and 'Premium members' list the members the tiles count (MEMBER_SQL), no staff
    // or content account.
    if (filter.plan) where.push({ sql: `${MEMBER_SQL} and ${PREMIUM_NOW_SQL} = ?`, params: [filter.plan === 'premium'] });
    const map = (row: UserRow & { two_factor: boolean }) => ({ ...toUserView(row), two_factor: row.two_factor, content_account: isContentAccount(row.email) });
    const list = { select: USER_COLUMNS, from: 'from users u', where, id: 'u.id', map, ...ORDERS[sort] };
    return keysetPage<UserRow & { id: number; two_factor: boolean }, AdminUserView>(this.em.fork(), list, limit, before);
  }
}

export class UserCountsQuery {}

/** Who the Users figures count: members, not content accounts (isContentAccount; the index users_premium_members has this predicate, word for word). */
const MEMBER_SQL = `u.role = 'member' and u.email not ilike '%.invalid'`;

/**
 * The members premium *now* (PREMIUM_NOW_SQL: the demo toggle, or a subscription's `premium_until` still ahead), counted
 * on the partial index users_premium_members (Migration20270103200000_premium_members): two index range scans, over
 * the members premium now only, however many members there are or once were premium. A grace period that runs out
 * fires no event, so no kept flag or counter could follow it: the date is compared when staff look.
 */
export const PREMIUM_MEMBERS_SQL = `(select count(*) from users u where ${MEMBER_SQL} and u.is_premium and u.premium_until is null)
  + (select count(*) from users u where ${MEMBER_SQL} and u.is_premium and u.premium_until > now())`;

/**
 * The Users figures: members only, premium and free. Staff (editors, admins) and the accounts under the reserved
 * `.invalid` domain, which no person can own (the demo content's author, `npm run seed:demo`), are no readers. The
 * total is read from member_counts (rows kept by statement triggers on users, Migration20261219000000_member_counts),
 * the premium members from PREMIUM_MEMBERS_SQL; free is the rest.
 */
@QueryHandler(UserCountsQuery)
export class UserCountsHandler implements IQueryHandler<UserCountsQuery, { total: number; premium: number; free: number }> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<{ total: number; premium: number; free: number }> {
    const [row] = await this.em.fork().execute<Array<{ total: string; premium: string }>>(
      `select (select coalesce(sum(n), 0) from member_counts) as total, ${PREMIUM_MEMBERS_SQL} as premium`,
    );
    return { total: Number(row.total), premium: Number(row.premium), free: Number(row.total) - Number(row.premium) };
  }
}

export class GetUserQuery {
  constructor(public readonly id: number) {}
}

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetUserQuery): Promise<UserView> {
    const user = await this.em.fork().findOne(UserSchema, { id });
    if (!user) throw new NotFoundException('Account not found');
    return toUserView(user);
  }
}

export class TwoFactorStatusQuery {
  constructor(public readonly userId: number) {}
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
}

/** Whether two-step sign-in is on for the account, since when, and how many recovery codes are left. */
@QueryHandler(TwoFactorStatusQuery)
export class TwoFactorStatusHandler implements IQueryHandler<TwoFactorStatusQuery, TwoFactorStatus> {
  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: TwoFactorStatusQuery): Promise<TwoFactorStatus> {
    const row = await secretOf(this.em.fork(), this.config, userId);
    if (!row?.confirmed_at) return { enabled: false, enabled_at: null, recovery_codes_left: 0 };
    return { enabled: true, enabled_at: new Date(row.confirmed_at).toISOString(), recovery_codes_left: row.recovery_left };
  }
}
