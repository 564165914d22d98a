import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/** How long a claim holds without being released or renewed: longer than any generation; a run that died gives way then. */
export const CLAIM_MINUTES = 30;

export const CLAIM_MESSAGES = {
  theme: (theme: string) => `${theme} is already being given premium content (in another tab or by another editor). It will appear when it is ready.`,
  rewrite: 'This premium article is already being rewritten (Enhance or Regenerate All, in another tab or by another editor). Its new version will appear when it is ready.',
  all: 'Regenerate All is already running (in another tab or by another editor). The new articles will appear as they are ready.',
};

/** The claims a generation run holds, carried in its job's data so the job frees them (keys: `theme:…`, `item:…`, `all`). */
export interface RunClaims {
  token: string;
  keys: string[];
}

/**
 * Claims on premium generations in progress, shared by every API process and worker (premium's table
 * premium_generation_claims): two requests for the same thing at once (two tabs, two editors, a double click) make one
 * generation; the second gets 409 before any model call instead of a second report, a false "not found" or twice the
 * model's cost. The request takes a claim; the run's job frees it, in the transaction that stores the item or when it
 * fails, so a claim does not outlive its run when the API process that took it stops. A claim's token names its run:
 * the run may take a claim it already holds again (a job run again after a stopping worker handed it back).
 */
@Injectable()
export class GenerationClaims {
  private readonly logger = new Logger('GenerationClaims');

  constructor(private readonly em: EntityManager) {}

  /** Takes `key` for the run `token` (a new run when absent) and answers the token; 409 with `busy` while another run holds it. */
  async claim(key: string, busy: string, token: string = randomUUID()): Promise<string> {
    const [claimed] = await this.em.fork().execute<{ key: string }[]>(
      `insert into premium_generation_claims (key, token) values (?, ?)
       on conflict (key) do update set token = excluded.token, claimed_at = now()
        where premium_generation_claims.token = excluded.token
           or premium_generation_claims.claimed_at < now() - make_interval(mins => ?)
       returning key`,
      [key, token, CLAIM_MINUTES],
    );
    if (!claimed) throw new ConflictException(busy);
    return token;
  }

  /** Frees the run's claims (only `keys` when given), in `em`'s transaction when given. */
  async release(token: string, keys?: string[], em: EntityManager = this.em.fork()): Promise<void> {
    if (!keys) await em.execute(`delete from premium_generation_claims where token = ?`, [token]);
    else for (const key of keys) await em.execute(`delete from premium_generation_claims where token = ? and key = ?`, [token, key]);
  }

  /** release() that only warns: a claim left behind gives way after CLAIM_MINUTES. */
  async releaseQuietly(token: string, keys?: string[]): Promise<void> {
    await this.release(token, keys).catch((error: unknown) =>
      this.logger.warn(`could not release the claims ${keys?.join(', ') ?? 'of a run'} (they give way after ${CLAIM_MINUTES} minutes): ${String(error)}`),
    );
  }

  /** Keeps the run's claims from lapsing while it is still working (Regenerate All, one theme after another). */
  async renew(token: string): Promise<void> {
    await this.em.fork().execute(`update premium_generation_claims set claimed_at = now() where token = ?`, [token]);
  }
}
