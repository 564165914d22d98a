import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/** How long a claim holds without being released: longer than any generation; a process that died gives way then. */
export const CLAIM_MINUTES = 30;

export const CLAIM_MESSAGES = {
  theme: (theme: string) => `${theme} is already being given premium content (in another tab or by another editor). It will appear when it is ready.`,
  rewrite: 'This premium article is already being rewritten (Enhance or Regenerate All, in another tab or by another editor). Its new version will appear when it is ready.',
  all: 'Regenerate All is already running (in another tab or by another editor). The new articles will appear as they are ready.',
};

/**
 * Claims on premium generations in progress, shared by every API process (premium's table premium_generation_claims):
 * two requests for the same thing at once (two tabs, two editors, a double click) make one generation; the second
 * gets 409 before any model call instead of a second report, a false "not found" or twice the model's cost.
 */
@Injectable()
export class GenerationClaims {
  private readonly logger = new Logger('GenerationClaims');

  constructor(private readonly em: EntityManager) {}

  /** Runs `work` holding `key`; 409 with `busy` while another request holds it. */
  async holding<T>(key: string, busy: string, work: () => Promise<T>): Promise<T> {
    const token = randomUUID();
    const [claimed] = await this.em.fork().execute<{ key: string }[]>(
      `insert into premium_generation_claims (key, token) values (?, ?)
       on conflict (key) do update set token = excluded.token, claimed_at = now()
        where premium_generation_claims.claimed_at < now() - make_interval(mins => ?)
       returning key`,
      [key, token, CLAIM_MINUTES],
    );
    if (!claimed) throw new ConflictException(busy);
    try {
      return await work();
    } finally {
      await this.em
        .fork()
        .execute(`delete from premium_generation_claims where key = ? and token = ?`, [key, token])
        .catch((error: unknown) => this.logger.warn(`could not release the claim on ${key} (it gives way after ${CLAIM_MINUTES} minutes): ${String(error)}`));
    }
  }
}
