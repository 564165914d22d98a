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
