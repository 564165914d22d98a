import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UploadUses, addressOf } from './upload-uses.js';

export interface UploadAudience {
  ownerId: number;
  /** true: anyone may see it; false: only its owner (a private entry's photo, or an upload nothing uses yet). */
  everyone: boolean;
  /** true: an article's or an ad's picture that no member uses (an edge in front may keep it). */
  magazine: boolean;
}

/** Who may see a stored upload, in one query (primary key of the ledger, indexed uses). */
@Injectable()
export class UploadVisibility {
  constructor(private readonly em: EntityManager, private readonly uses: UploadUses) {}

  /** The upload's audience, or undefined when the ledger does not know the name. */
  async of(name: string): Promise<UploadAudience | undefined> {
    const [row] = await this.em.fork().execute<{ user_id: number; everyone: boolean; magazine: boolean }[]>(
      `select u.user_id, ${this.uses.publicSql(addressOf('u'))} as everyone, ${this.uses.magazineSql(addressOf('u'))} as magazine from uploads u where u.name = ?`,
      [name],
    );
    return row && { ownerId: row.user_id, everyone: row.everyone, magazine: row.everyone && row.magazine };
  }
}
