import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../../infrastructure/database/prepared-query.js';

export class ListEntriesQuery {
  /** `dataVersion`: users.data_version as this request's session lookup read it (SessionService.dataVersionOf). */
  constructor(public readonly userId: number, public readonly dataVersion?: bigint) {}
}

/** An answer already serialised as JSON text (the controller sends it as it is). */
export class JsonText {
  constructor(public readonly json: string) {}
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * One entry as EntryView (views.ts), for `journal_entries j`: its coach reply with the pin state and the
 * recommendations of premium items that are still published (archived or deleted ones drop out), and whether the
 * reply is still being written (entries of the last two days without one: the insights backstop writes every reply
 * within that window; older entries written before the insights engine existed are not waited for). All in the same
 * statement: no query per entry or per insight.
 */
export const ENTRY_VIEW_SQL = `select j.id, j.title, j.content, j.tags, j.image_url, j.is_private, j.entry_type,
    to_char(j.created_at at time zone 'UTC', ${ISO}) as created_at, to_char(j.updated_at at time zone 'UTC', ${ISO}) as updated_at,
    coalesce((select json_agg(json_build_object('id', r.id, 'response_content', r.response_content,
        'created_at', to_char(r.created_at at time zone 'UTC', ${ISO}), 'is_pinned', r.is_pinned, 'source', r.source,
        'rules_reason', r.rules_reason,
        'recommendations', coalesce((select json_agg(json_build_object('id', c.id, 'recommendation_reason', c.recommendation_reason,
            'relevance_score', c.relevance_score, 'premiumContent', json_build_object('id', p.id, 'topic', p.topic, 'subtitle', p.subtitle,
              'editorial_week', p.editorial_week, 'editorial_theme', p.editorial_theme, 'cover_image', p.generated_images->>'coverImage'))
            order by c.position)
          from ai_recommendations c join premium_content p on p.id = c.premium_content_id and p.status = 'published'
          where c.ai_response_id = r.id), '[]'::json)) order by r.id)
      from ai_responses r where r.journal_entry_id = j.id), '[]'::json) as "aiResponses",
    (j.entry_type <> 'weekly_summary' and j.created_at > now() - interval '2 days'
      and not exists (select 1 from ai_responses r where r.journal_entry_id = j.id)) as insight_pending`;

/**
 * The member's entries as the JSON array of EntryView (views.ts), newest first, built by PostgreSQL in one prepared
 * statement on the (user_id, created_at desc, id desc) index: no entity hydration, no Date objects, no
 * JSON.stringify. Dates are ISO strings in UTC with milliseconds, as Date#toISOString writes them.
 */
const LIST_ENTRIES_SQL = `select '[' || coalesce(string_agg(row_to_json(v)::text, ',' order by j.created_at desc, j.id desc), '') || ']' as json
  from journal_entries j
  cross join lateral (${ENTRY_VIEW_SQL}) v
  where j.user_id = $1`;

/**
 * Recent journal answers of this process, one per member, each with the users.data_version read before it was built.
 * Every change to a member's entries moves that version in the same transaction (a trigger), and every request reads
 * the version with its session, so an answer whose version is at least the request's is current: it was built from
 * a snapshot taken after the request's version was committed. Nothing to invalidate, in any process. Bounded by
 * bytes; the least recently used answers go first.
 */
export class JournalAnswers {
  private readonly answers = new Map<number, { version: bigint; json: string }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024, private readonly maxAnswerBytes = 1024 * 1024) {}

  get(userId: number, version: bigint): string | undefined {
    const answer = this.answers.get(userId);
    if (!answer || answer.version < version) return undefined;
    this.answers.delete(userId); // most recently used last
    this.answers.set(userId, answer);
    return answer.json;
  }

  set(userId: number, version: bigint, json: string): void {
    const held = this.answers.get(userId);
    if (held && held.version > version) return;
    if (held) this.forget(userId, held.json);
    if (json.length * 2 > this.maxAnswerBytes) return;
    this.answers.set(userId, { version, json });
    this.bytes += json.length * 2;
    for (const [id, oldest] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(id, oldest.json);
    }
  }

  private forget(userId: number, json: string): void {
    this.answers.delete(userId);
    this.bytes -= json.length * 2;
  }
}

/** The member's own entries, newest first. */
@QueryHandler(ListEntriesQuery)
export class ListEntriesHandler implements IQueryHandler<ListEntriesQuery, JsonText> {
  private readonly answers = new JournalAnswers();

  constructor(private readonly em: EntityManager) {}

  async execute({ userId, dataVersion }: ListEntriesQuery): Promise<JsonText> {
    const cached = dataVersion === undefined ? undefined : this.answers.get(userId, dataVersion);
    if (cached !== undefined) return new JsonText(cached);
    const [row] = await preparedQuery<{ json: string }>(this.em, 'f50_journal_entries', LIST_ENTRIES_SQL, [userId]);
    if (dataVersion !== undefined) this.answers.set(userId, dataVersion, row.json);
    return new JsonText(row.json);
  }
}
