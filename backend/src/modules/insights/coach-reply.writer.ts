import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { RateLimiter, type Limit } from '../../infrastructure/limits/rate-limiter.js';
import { Outbox } from '../../infrastructure/queue/outbox.js';
import { OnEvent } from '../../infrastructure/queue/domain-event.js';
import type { JobContext } from '../../infrastructure/queue/job-queue.js';
import { MemberChannel } from '../../infrastructure/realtime/member-channel.js';
import { AiAbortedError, AiBadOutputError, AiError } from '../ai/index.js';
import { LlmPort, type LlmMessage } from '../ai/index.js';
import {
  COACH_REPLY_PROMPT_VERSION,
  COACH_REPLY_SCHEMA_NAME,
  coachReplyMessages,
  coachReplyRepair,
  coachReplySchema,
  type CoachTone,
} from '../ai/index.js';
import { dayIn, longDay, londonDay } from '../analytics/index.js';
import { MomentumReader, type RecentEntry } from '../analytics/index.js';
import { AccountsByIdsQuery, type AccountCard } from '../auth/index.js';
import { EntryCreated, EntryRepliesQuery, MemberEntryQuery, holdEntry, markGoalReached, type MemberEntry } from '../community/index.js';
import { holdPremiumItems } from '../premium/index.js';
import { RecommendationFinder, type Recommendation } from './recommendations.js';
import { redact } from './redaction.js';
import { hasWarningSigns } from './care-sentences.js';
import { statinAches } from './entry-mentions.js';
import { diabetesSigns } from './diabetes-signs.js';
import { entryText } from './entry-facts.js';
import { inCrisis } from './crisis.js';
import { loadNameFinder } from './lower-case-names.js';
import { groundingWords, replyProblems, type ModelReply } from './reply-checks.js';
import { goalReached, reachedBefore } from './goal-reached.js';
import { ruleReply } from './rule-reply.js';
import { writtenWhen } from './written-when.js';
import { weeklyDistance } from './weekly-distance.js';
import { figureLines } from './reply-figures.js';
import { rememberedDistances } from './queries/remembered-distances.js';
import { REPLY_EVENT } from './reply-stream.controller.js';

/** How long one model call of a coach reply may take (the member is watching the placeholder). */
export const MODEL_CALL_MS = 45_000;
/** Tries of a reply job: a model outage is retried (1 s, 2 s backoff), and the last try falls back to the rules. */
export const REPLY_ATTEMPTS = 3;
const RECENT_SHOWN = 5;
const RECENT_CHARS = 300;
const ENTRY_CHARS = 4000;

interface EntryContext extends MemberEntry {
  coach_tone: CoachTone;
  name: string | null;
  /** The member's time zone: the days the coach names ('Tuesday', '16 November 2026') are theirs. */
  time_zone: string;
  /** Premium now: their model calls never come from the free members' share of the site's day. */
  premium: boolean;
  answered: boolean;
}

export type WriteOutcome = 'written' | 'already-answered' | 'no-entry' | 'not-answered';

/** Why a reply is rule-based: a private entry, no OPENAI_API_KEY, the model failed, or the member's day's model budget is spent. */
export type RulesReason = 'private' | 'no_model' | 'model_failed' | 'daily_limit';

export interface Reply {
  content: string;
  source: 'model' | 'rules';
  rulesReason: RulesReason | null;
  model: string | null;
  recommendations: Recommendation[];
  /** The goal's text when this entry is the first to reach its event: the goal is marked reached with the reply. */
  reachesGoal: string | null;
}

/**
 * The member's COACH_MODEL_CALLS_PER_DAY, the site's COACH_MODEL_CALLS_PER_DAY_TOTAL, or (for a member who is not
 * premium) the free members' COACH_MODEL_CALLS_FREE_PERCENT share of it are spent: the reply is the rule-based one.
 */
class ModelBudgetSpent extends Error {}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3).trimEnd()}...` : text);

/**
 * Writes the one coach reply (AiResponse) of a journal entry, with its recommendations. Safe to run any number of
 * times, in any number of processes: the reply is inserted with ON CONFLICT (journal_entry_id) DO NOTHING, so the
 * first to commit wins and the others change nothing.
 *
 * The model writes it when OPENAI_API_KEY is set and the entry is not private; its answer is checked (reply-checks.ts),
 * repaired once, and otherwise replaced by the rule-based reply (rule-reply.ts). Only redacted text reaches the model.
 */
@Injectable()
export class CoachReplyWriter implements OnApplicationBootstrap {
  private readonly logger = new Logger('CoachReply');

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly llm: LlmPort,
    private readonly momentum: MomentumReader,
    private readonly recommendations: RecommendationFinder,
    private readonly limiter: RateLimiter,
    private readonly queries: QueryBus,
    private readonly channel: MemberChannel,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /**
   * A process that writes model replies loads the name finder of redaction (lower-case-names.ts, a second or more)
   * before it takes work, so that the first replies after a start do not wait on it.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.runWorkers && this.llm.configured().ok) await loadNameFinder();
  }

  /**
   * EntryCreated is relayed from the outbox straight to the `insights` queue (its concurrency suits model calls; job id
   * from the outbox row, so once per entry), where this writes the entry's reply.
   */
  @OnEvent(EntryCreated, { queue: 'insights', attempts: REPLY_ATTEMPTS })
  async reply(event: EntryCreated, job: JobContext): Promise<WriteOutcome> {
    if (event.payload.entryType === 'weekly_summary') return 'not-answered';
    return this.write(event.payload.entryId, { signal: job.signal, lastTry: job.attempt >= REPLY_ATTEMPTS });
  }

  /**
   * `lastTry`: a model outage falls back to the rule-based reply now instead of failing the job for a retry.
   * `signal`: the process is stopping; nothing is stored and the job goes back to the queue.
   */
  async write(entryId: number, { signal, lastTry }: { signal?: AbortSignal; lastTry: boolean }): Promise<WriteOutcome> {
    const entry = await this.contextOf(entryId);
    if (!entry) return 'no-entry';
    if (entry.answered) return 'already-answered';
    if (entry.entry_type === 'weekly_summary') return 'not-answered';
    const reply = await this.compose(entry, { signal, lastTry });
    signal?.throwIfAborted();
    if (!(await this.store(entry, reply))) return 'already-answered';
    await this.push(entry, reply.reachesGoal !== null);
    return 'written';
  }

  /** The stored reply, as the journal shows it, to the member's open journal screens (they read it again otherwise). */
  private async push(entry: EntryContext, reachedGoal: boolean): Promise<void> {
    try {
      const replies = await this.queries.execute<EntryRepliesQuery, Map<number, string>>(new EntryRepliesQuery([entry.id]));
      const view = replies.get(entry.id);
      if (view) await this.channel.send(Number(entry.user_id), { event: REPLY_EVENT, data: { entry_id: entry.id, aiResponses: JSON.parse(view) as unknown, goal_reached: reachedGoal } });
    } catch (error) {
      this.logger.warn(`entry ${entry.id}: the reply was stored but not pushed (${String(error)})`);
    }
  }

  /** The entry (community's), its member's name and coach tone (auth's) and whether it has its reply; null when gone. */
  private async contextOf(entryId: number): Promise<EntryContext | null> {
    const entry = await this.queries.execute<MemberEntryQuery, MemberEntry | null>(new MemberEntryQuery(entryId));
    if (!entry) return null;
    const [[{ answered }], accounts] = await Promise.all([
      this.em.fork().execute<{ answered: boolean }[]>('select exists (select 1 from ai_responses where journal_entry_id = ?) as answered', [entryId]),
      this.queries.execute<AccountsByIdsQuery, Map<number, AccountCard>>(new AccountsByIdsQuery([entry.user_id])),
    ]);
    const account = accounts.get(Number(entry.user_id));
    return account ? { ...entry, coach_tone: account.coach_tone, name: account.name, time_zone: account.time_zone, premium: account.premium, answered } : null;
  }

  private async compose(entry: EntryContext, options: { signal?: AbortSignal; lastTry: boolean }): Promise<Reply> {
    const activity = await this.momentum.read(entry.user_id, entry.time_zone, new Date());
    const dayOf = (at: Date) => dayIn(at, entry.time_zone);
    // No report is offered to a member in crisis (crisis.ts).
    const crisis = inCrisis(entry);
    const found = crisis ? [] : await this.recommendations.find(entry, activity.goal);
    const written = new Date(entry.created_at);
    const before = activity.recent.filter((e) => e.id !== entry.id && e.created_at <= written).at(-1);
    // 'earlier today', 'yesterday' or the day, in the member's time zone.
    const previous = before ? { title: before.title, content: before.content, when: writtenWhen(dayOf(written), dayOf(before.created_at)) } : null;
    // The goal's event done in an earlier entry, the goal still set: this one is reminded of that day, not congratulated again.
    const reachedEarlier = reachedBefore(activity, entry);
    const goalReachedOn = reachedEarlier ? writtenWhen(dayOf(written), dayOf(reachedEarlier)) : null;
    // The goal's event done in this entry, the first time since the goal was set: stored with the reply (markGoalReached).
    const setBefore = !activity.goalSetAt || activity.goalSetAt <= written;
    const reachesGoal = !reachedEarlier && setBefore && activity.goal && goalReached(entry, activity.goal) ? activity.goal : null;
    const rules = (rulesReason: RulesReason): Reply => ({
      content: ruleReply({
        entry,
        previous,
        goal: activity.goal,
        goalReachedOn,
        momentum: activity.momentum,
        tone: entry.coach_tone,
        recommendations: found.map((r) => ({ topic: r.topic, reason: r.recommendation_reason })),
        // The weeks as they stood when the entry was written (a late reply counts nothing written after it).
        weekly: weeklyDistance(
          activity.recent.filter((e) => e.created_at <= written),
          written,
          entry.time_zone,
          activity.goal,
          rememberedDistances(activity.goal),
        ),
      }),
      source: 'rules',
      rulesReason,
      model: null,
      recommendations: found,
      reachesGoal,
    });
    if (entry.is_private) return rules('private');
    if (!this.llm.configured().ok) return rules('no_model');

    const names = [entry.name];
    // Redacted, then cut to what the model is shown: only the first words that can be shown are read (twice as many
    // characters, cut between words, so no address or name is cut in two), since reading names costs time by length.
    const hide = async (text: string, max = Infinity) => cut(await redact(text.length > 2 * max ? text.slice(0, 2 * max).replace(/\s+\S*$/, '') : text, { names }), max);
    const recent = activity.recent
      .filter((e: RecentEntry) => e.id !== entry.id && !e.is_private)
      .slice(-RECENT_SHOWN)
      .reverse()
      .map(async (e) => ({ writtenOn: longDay(dayOf(e.created_at)), text: await hide(`${e.title ? `${e.title}: ` : ''}${e.content}`, RECENT_CHARS) }));
    const title = await hide(entry.title);
    const text = await hide(entry.content, ENTRY_CHARS);
    const goal = activity.goal ? await hide(activity.goal) : null;
    const messages = coachReplyMessages({
      tone: entry.coach_tone,
      entry: { title, text, writtenOn: longDay(dayOf(new Date(entry.created_at))), tags: entry.tags ?? [] },
      goal,
      recent: await Promise.all(recent),
      // Distances from the entries the model may be shown: a private entry's never reach it, not even as a figure.
      figures: figureLines(
        activity.momentum,
        goalReachedOn ?? (reachesGoal ? 'now' : null),
        weeklyDistance(activity.recent.filter((e) => !e.is_private), new Date(), entry.time_zone, activity.goal, rememberedDistances(activity.goal)),
      ),
      candidates: found.map((r) => ({ id: r.premium_content_id, topic: r.topic, summary: cut(r.summary, 240) })),
    });
    // A warning sign during exercise must get a doctor and the emergency number, as the rule-based reply gives them.
    const warning = hasWarningSigns({ title: entry.title, content: entry.content });
    // So must muscle aches on a statin get the GP, and no stopping it alone.
    const statin = statinAches({ title: entry.title, content: entry.content });
    // And two of diabetes's signs the GP.
    const diabetes = diabetesSigns(entryText({ title: entry.title, content: entry.content }));
    // And thoughts of suicide or self-harm Samaritans' number and 999.
    const context = { candidateIds: found.map((r) => r.premium_content_id), grounding: groundingWords(title, text, goal), warning, statin, diabetes, crisis };
    try {
      const answer = await this.askModel(entry, messages, context, options.signal);
      if (!answer) return rules('model_failed');
      const reasons = new Map(answer.data.recommendations.map((r) => [r.id, r.reason.trim()]));
      return {
        content: answer.data.reply.trim(),
        source: 'model',
        rulesReason: null,
        model: answer.model,
        recommendations: found.map((r) => ({ ...r, recommendation_reason: reasons.get(r.premium_content_id) || r.recommendation_reason })),
        reachesGoal,
      };
    } catch (error) {
      options.signal?.throwIfAborted();
      if (error instanceof ModelBudgetSpent) {
        this.logger.warn(`entry ${entry.id}: ${error.message} is spent; rule-based reply instead`);
        return rules('daily_limit');
      }
      if (error instanceof AiBadOutputError) {
        this.logger.warn(`entry ${entry.id}: unusable model answer (${error.message}); rule-based reply instead`);
        return rules('model_failed');
      }
      if ((error instanceof AiError || error instanceof AiAbortedError) && options.lastTry) {
        this.logger.warn(`entry ${entry.id}: the model failed on the last try (${error.message}); rule-based reply instead`);
        return rules('model_failed');
      }
      throw error;
    }
  }

  /**
   * One model call from the member's day, from the free members' share (COACH_MODEL_CALLS_FREE_PERCENT of the total;
   * not for premium members, so the rest of the site's day stays theirs) and from the site's; throws ModelBudgetSpent
   * (and keeps none taken) when any is spent.
   */
  private async takeModelCall({ user_id: userId, premium }: Pick<EntryContext, 'user_id' | 'premium'>): Promise<void> {
    const day = londonDay(new Date());
    const window = { windowMinutes: 24 * 60 };
    const total = this.config.coachModelCallsPerDayTotal;
    const member = { ...window, bucket: 'coach-model-calls', subject: `${userId}|${day}`, max: this.config.coachModelCallsPerDay, message: 'COACH_MODEL_CALLS_PER_DAY' };
    const free = { ...window, bucket: 'coach-model-calls-free', subject: day, max: Math.floor((total * this.config.coachModelCallsFreePercent) / 100), message: 'COACH_MODEL_CALLS_FREE_PERCENT' };
    const site = { ...window, bucket: 'coach-model-calls-total', subject: day, max: total, message: 'COACH_MODEL_CALLS_PER_DAY_TOTAL' };
    const budgets: [Limit, string][] = [
      [member, "the member's COACH_MODEL_CALLS_PER_DAY"],
      ...(premium ? [] : [[free, "the free members' COACH_MODEL_CALLS_FREE_PERCENT share"] as [Limit, string]]),
      [site, "the site's COACH_MODEL_CALLS_PER_DAY_TOTAL"],
    ];
    const taken: Limit[] = [];
    for (const [limit, whose] of budgets) {
      if (!(await this.limiter.take(limit)).allowed) {
        // No call is made, so none counts against the budgets already taken.
        for (const given of taken) await this.limiter.refund(given);
        throw new ModelBudgetSpent(whose);
      }
      taken.push(limit);
    }
  }

  /**
   * One call, checked; one repair call when the answer is not in the format or fails the checks; undefined when the
   * repair fails too (a repair in the wrong format throws AiBadOutputError, which also means the rule-based reply).
   * Each call first takes one of the member's COACH_MODEL_CALLS_PER_DAY, one of the free members' share when the
   * member is not premium, and one of the site's COACH_MODEL_CALLS_PER_DAY_TOTAL (London day, every process together),
   * or throws ModelBudgetSpent.
   */
  private async askModel(member: Pick<EntryContext, 'user_id' | 'premium'>, messages: LlmMessage[], context: { candidateIds: number[]; grounding: string[] }, signal?: AbortSignal) {
    const call = async (all: LlmMessage[]) => {
      await this.takeModelCall(member);
      const timeout = AbortSignal.timeout(MODEL_CALL_MS);
      const result = await this.llm.completeJson({
        schemaName: COACH_REPLY_SCHEMA_NAME,
        schema: coachReplySchema(),
        messages: all,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return { data: result.data as ModelReply, raw: result.raw, model: result.model };
    };
    let first: Awaited<ReturnType<typeof call>>;
    try {
      first = await call(messages);
    } catch (error) {
      if (!(error instanceof AiBadOutputError)) throw error;
      // Not JSON or not the schema: the one repair asks again for the format (the broken text is not worth quoting).
      this.logger.warn(`coach reply in the wrong format (${error.message}); asking for one repair`);
      const second = await call([...messages, { role: 'user', content: `${error.message} Answer again, exactly in the requested JSON format.` }]);
      return replyProblems(second.data, context).length ? undefined : second;
    }
    const problems = replyProblems(first.data, context);
    if (!problems.length) return first;
    this.logger.warn(`coach reply failed its checks (${problems.join(' ')}); asking for one repair`);
    const second = await call([...messages, ...coachReplyRepair(first.raw, problems)]);
    const again = replyProblems(second.data, context);
    if (!again.length) return second;
    this.logger.warn(`the repaired coach reply still fails its checks (${again.join(' ')}); rule-based reply instead`);
    return undefined;
  }

  /** Inserts the reply and its recommendations once; false when another run got there first (or the entry is gone). */
  private store(entry: EntryContext, reply: Reply): Promise<boolean> {
    return this.outbox.transactional(async (em) => {
      // The entry and the recommended items are held until the commit (community's and premium's holds), so neither can
      // be deleted under the rows written for them.
      const held = await holdEntry(em, entry.id);
      if (!held) return false;
      const [row] = await em.execute<{ id: number }[]>(
        `insert into ai_responses (user_id, journal_entry_id, response_content, source, rules_reason, coach_tone, prompt_version, model)
         values (?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (journal_entry_id) do nothing returning id`,
        [held.user_id, entry.id, reply.content, reply.source, reply.rulesReason, entry.coach_tone, reply.source === 'model' ? COACH_REPLY_PROMPT_VERSION : null, reply.model],
      );
      if (!row) return false;
      if (reply.reachesGoal) await markGoalReached(em, held.user_id, reply.reachesGoal, new Date(entry.created_at));
      const items = await holdPremiumItems(em, reply.recommendations.map((rec) => rec.premium_content_id));
      let position = 0;
      for (const rec of reply.recommendations) {
        const at = position++;
        if (!items.has(rec.premium_content_id)) continue;
        await em.execute(
          `insert into ai_recommendations (ai_response_id, user_id, premium_content_id, position, recommendation_reason, relevance_score)
           values (?, ?, ?, ?, ?, ?)`,
          [row.id, entry.user_id, rec.premium_content_id, at, rec.recommendation_reason, rec.relevance_score],
        );
      }
      return true;
    });
  }
}
