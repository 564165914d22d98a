import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UploadSchema } from './upload.entity.js';
import { UPLOADS_PATH, uploadNameOf } from './upload.service.js';

/**
 * One way a module's rows use stored uploads, as SQL conditions on an address (`url`: a SQL expression holding the
 * relative `/uploads/<name>` form, the only form any table stores). Each module registers the uses of its own tables
 * (in onModuleInit), so storage never names a feature's table.
 */
export interface UploadUse {
  /** A name for logs and docs ("journal entries"). */
  name: string;
  /** 'member': a member's photo (never kept by an edge cache); 'magazine': an article's or an ad's picture; 'staff': other staff content. */
  kind: 'member' | 'magazine' | 'staff';
  /** True when a row shows the address to everyone. */
  shows: (url: string) => string;
  /** True when a row uses the address but keeps it to its owner (a journal entry's photo); wins over `shows`. */
  hides?: (url: string) => string;
}

const any = (parts: string[]) => (parts.length ? `(${parts.join(' or ')})` : 'false');

/**
 * Where a stored upload is in use: the serving check (who may see it), the hourly sweep (what nothing uses) and the
 * release after a change all ask these questions, so they cannot disagree.
 */
@Injectable()
export class UploadUses {
  private readonly uses: UploadUse[] = [];

  register(use: UploadUse): void {
    if (!this.uses.some((known) => known.name === use.name)) this.uses.push(use);
  }

  /** The names registered (for the sweep's guard and for logs). */
  names(): string[] {
    return this.uses.map((use) => use.name);
  }

  private all(url: string, kind?: UploadUse['kind']): string[] {
    return this.uses.filter((use) => !kind || use.kind === kind).flatMap((use) => [use.shows(url), ...(use.hides ? [use.hides(url)] : [])]);
  }

  /** True when anything uses the address (the sweep deletes only uploads for which this is false). */
  usedSql(url: string): string {
    return any(this.all(url));
  }

  /** True when everyone may see the address: a use shows it, and no use keeps it to its owner. */
  publicSql(url: string): string {
    const hidden = this.uses.flatMap((use) => (use.hides ? [use.hides(url)] : []));
    return `(not ${any(hidden)} and ${any(this.uses.map((use) => use.shows(url)))})`;
  }

  /** True when the address is a magazine picture that no member uses (edges in front may keep those). */
  magazineSql(url: string): string {
    return `(${any(this.all(url, 'magazine'))} and not ${any(this.all(url, 'member'))})`;
  }

  /**
   * Inside the transaction, after a row stopped using `url`: when nothing uses it any more it leaves the ledger (only
   * `ownerId`'s row, when given) and its name is returned, for the file to be deleted after the commit.
   */
  async release(em: EntityManager, url: string | null | undefined, ownerId?: number): Promise<string[]> {
    const name = uploadNameOf(url);
    if (!name) return [];
    await em.flush();
    const [{ used }] = await em.execute<{ used: boolean }[]>(`select ${this.usedSql('a.url')} as used from (select ?::text as url) a`, [url]);
    if (used) return [];
    await em.nativeDelete(UploadSchema, ownerId === undefined ? { name } : { name, user_id: ownerId });
    return [name];
  }
}

/** The address of the ledger row under `alias` (`/uploads/<name>`). */
export const addressOf = (alias: string) => `('${UPLOADS_PATH}' || ${alias}.name)`;
