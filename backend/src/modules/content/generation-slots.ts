import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../config/app-config.js';
import { TooManyRequestsException } from '../../infrastructure/http/too-many-requests.js';

/**
 * The Retry-After of the 429: a generation takes one to two minutes, so one of the editor's is likely done, or nearly,
 * half a minute later (a retry then costs one small transaction if not).
 */
export const GENERATION_RETRY_AFTER_SECONDS = 30;

export const tooManyGenerations = (max: number) =>
  `You already have ${max} generation${max === 1 ? '' : 's'} running. Please wait for one to finish before starting another.`;

/**
 * At most GENERATIONS_PER_EDITOR running generations per editor, across every API process: a row in
 * `generation_slots` per running generation, taken under a per-user advisory lock by the API process that queues it
 * and freed by the generation's job when it ends (in the transaction that stores the item, or when it fails), so it
 * does not depend on the API process; one whose job never ends (its worker died) lapses after the longest a
 * generation may wait.
 */
@Injectable()
export class GenerationSlots {
  constructor(private readonly em: EntityManager, @Inject(AppConfig) private readonly config: AppConfig) {}

  /** Takes a slot (its id is returned, for release), or answers 429 with Retry-After. */
  async acquire(userId: number, leaseMs: number): Promise<string> {
    const slotId = randomUUID();
    const max = this.config.generationsPerEditor;
    const taken = await this.em.fork().transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(hashtext('f50:generation-slots'), ?)`, [userId]);
      await em.execute(`delete from generation_slots where expires_at <= now()`);
      const [{ n }] = await em.execute<{ n: number }[]>(`select count(*)::int as n from generation_slots where user_id = ?`, [userId]);
      if (n >= max) return false;
      await em.execute(`insert into generation_slots (slot_id, user_id, expires_at) values (?, ?, now() + make_interval(secs => ?))`, [
        slotId,
        userId,
        Math.ceil(leaseMs / 1000),
      ]);
      return true;
    });
    if (!taken) throw new TooManyRequestsException(tooManyGenerations(max), GENERATION_RETRY_AFTER_SECONDS);
    return slotId;
  }

  /** Frees a slot (in `em`'s transaction when given); freeing one twice does nothing. */
  async release(slotId: string, em: EntityManager = this.em.fork()): Promise<void> {
    await em.execute(`delete from generation_slots where slot_id = ?`, [slotId]);
  }
}
