import { ApiProperty } from '@nestjs/swagger';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/app-config.js';
import { intArray } from '../../../infrastructure/database/int-array.js';
import type { Role } from '../../../infrastructure/http/access.js';
import { UserSchema, type User } from '../entities/user.entity.js';
import { MEMBER_TIME_ZONE_DEFAULT, PREMIUM_NOW_SQL, needsSecondStep } from '../user-view.js';

/**
 * What other modules show or use of an account next to its id (a key's creator, an audit row's actor, the member a
 * coach reply is for). Other modules never join `users` (docs/architecture.md, "Module contracts"): they ask for the
 * ids of the page they show, in one statement.
 */
export interface AccountCard {
  id: number;
  email: string;
  name: string | null;
  role: Role;
  coach_tone: User['coach_tone'];
  /** The time zone the member's days and weeks are counted in (MEMBER_TIME_ZONE_DEFAULT when they told none). */
  time_zone: string;
  /** The last password change (API keys made before it stop working), or null. */
  password_changed_at: Date | null;
  /** A staff account that must turn on two-step sign-in first (STAFF_TWO_FACTOR=required): it acts as a member till then. */
  two_factor_needed: boolean;
  /** Premium now (PREMIUM_NOW_SQL: the demo toggle, or a subscription's paid or grace period still ahead). */
  premium: boolean;
}

/** The accounts with these ids (deleted ones are absent from the map). */
export class AccountsByIdsQuery {
  constructor(public readonly ids: readonly number[]) {}
}

@QueryHandler(AccountsByIdsQuery)
export class AccountsByIdsHandler implements IQueryHandler<AccountsByIdsQuery, Map<number, AccountCard>> {
  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ ids }: AccountsByIdsQuery): Promise<Map<number, AccountCard>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    type Row = Omit<AccountCard, 'password_changed_at' | 'two_factor_needed'> & { password_changed_at: string | Date | null; two_factor: boolean };
    const rows = await this.em.fork().execute<Row[]>(
      `select u.id, u.email, u.name, u.role, u.coach_tone, coalesce(u.time_zone, ?) as time_zone, u.password_changed_at, ${PREMIUM_NOW_SQL} as premium,
         exists (select 1 from two_factor_secrets t where t.user_id = u.id and t.confirmed_at is not null) as two_factor
       from users u where u.id = any(?::int[])`,
      [MEMBER_TIME_ZONE_DEFAULT, intArray(unique)],
    );
    return new Map(
      rows.map(({ two_factor, ...row }) => [
        Number(row.id),
        {
          ...row,
          id: Number(row.id),
          password_changed_at: row.password_changed_at === null ? null : new Date(row.password_changed_at),
          two_factor_needed: needsSecondStep(row.role, two_factor, this.config.staffTwoFactorRequired),
        },
      ]),
    );
  }
}

/** An account as its calendar-bound jobs see it (the weekly summaries): its id, time zone and coach tone. */
export interface AccountCalendar {
  id: number;
  time_zone: string;
  coach_tone: User['coach_tone'];
}

/** Accounts by id after `afterId`, at most `limit`: a keyset page, so a job walks every account in bounded reads. */
export class AccountCalendarsQuery {
  constructor(public readonly afterId: number, public readonly limit: number) {}
}

@QueryHandler(AccountCalendarsQuery)
export class AccountCalendarsHandler implements IQueryHandler<AccountCalendarsQuery, AccountCalendar[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ afterId, limit }: AccountCalendarsQuery): Promise<AccountCalendar[]> {
    const rows = await this.em.fork().execute<AccountCalendar[]>(
      'select id, coalesce(time_zone, ?) as time_zone, coach_tone from users where id > ? order by id limit ?',
      [MEMBER_TIME_ZONE_DEFAULT, afterId, limit],
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }
}

/**
 * For each ILIKE pattern (`likeWords`), the ids among `ids` whose account's email matches it: a list searched by its
 * rows' people (API keys by creator, the audit log by actor) asks about the people its rows name, never all accounts.
 */
export class AccountIdsByEmailQuery {
  constructor(public readonly ids: readonly number[], public readonly patterns: readonly string[]) {}
}

@QueryHandler(AccountIdsByEmailQuery)
export class AccountIdsByEmailHandler implements IQueryHandler<AccountIdsByEmailQuery, number[][]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids, patterns }: AccountIdsByEmailQuery): Promise<number[][]> {
    if (!patterns.length) return [];
    const unique = [...new Set(ids)];
    const rows = unique.length
      ? await this.em.fork().execute<Array<{ i: number; ids: number[] }>>(
          `select p.i, array_agg(u.id) as ids from jsonb_array_elements_text(?::jsonb) with ordinality p(pattern, i)
             join users u on u.id = any(?::int[]) and u.email ilike p.pattern group by p.i`,
          [JSON.stringify(patterns), intArray(unique)],
        )
      : [];
    const byIndex = new Map(rows.map((row) => [Number(row.i), row.ids.map(Number)]));
    return patterns.map((_, index) => byIndex.get(index + 1) ?? []);
  }
}

/** The whole account (no password hash) for the member's own profile; null when it is gone. */
export class AccountQuery {
  constructor(public readonly id: number) {}
}

@QueryHandler(AccountQuery)
export class AccountHandler implements IQueryHandler<AccountQuery, User | null> {
  constructor(private readonly em: EntityManager) {}

  execute({ id }: AccountQuery): Promise<User | null> {
    return this.em.fork().findOne(UserSchema, { id });
  }
}

/** A signed-in session as the member's data export gives it (its token is never shown). */
export class SessionRecord {
  @ApiProperty({ format: 'date-time', description: 'When the member signed in' }) created_at!: string;
  @ApiProperty({ format: 'date-time', description: 'When it ends unless they sign out first' }) expires_at!: string;
}

/** The member's open sessions (signed-in browsers and devices), oldest first. */
export class SessionsOfMemberQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(SessionsOfMemberQuery)
export class SessionsOfMemberHandler implements IQueryHandler<SessionsOfMemberQuery, SessionRecord[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: SessionsOfMemberQuery): Promise<SessionRecord[]> {
    const rows = await this.em.fork().execute<Array<{ created_at: Date; expires_at: Date }>>(
      'select created_at, expires_at from sessions where user_id = ? and expires_at > now() order by created_at',
      [userId],
    );
    return rows.map((row) => ({ created_at: new Date(row.created_at).toISOString(), expires_at: new Date(row.expires_at).toISOString() }));
  }
}
