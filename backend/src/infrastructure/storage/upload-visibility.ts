import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { UploadUses, addressOf } from './upload-uses.js';
import { UPLOADS_PATH } from './upload.service.js';

export interface UploadAudience {
  ownerId: number;
  /** true: anyone may see it; false: only its owner (a journal entry's photo, or an upload nothing uses yet). */
  everyone: boolean;
  /** true: an article's or an ad's picture that no member uses (an edge in front may keep it). */
  magazine: boolean;
}

/** A stored upload as its owner's data export gives it (docs/product.md, "Your data"). */
export class OwnUploadRecord {
  @ApiProperty({ example: 'https://flying50.example/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp', description: 'Its full address (only its owner can open it unless shown to everyone)' })
  url!: string;
  @ApiProperty({ format: 'date-time' }) uploaded_at!: string;
  @ApiProperty({ description: 'Whether something uses it (an entry, the profile photo); unused ones are deleted by the hourly sweep' }) in_use!: boolean;
  @ApiProperty({ description: 'Whether everyone may see it (the profile photo, or a picture staff published); false: only its owner (every journal photo, private or not, and one not in use yet)' }) shown_to_everyone!: boolean;
}

/** A keyset position in an owner's uploads: (uploaded at, as PostgreSQL's text, name). */
export interface OwnUploadsCursor {
  at: string;
  name: string;
}

/** Where an owner's uploads start. */
export const FIRST_OWN_UPLOAD: OwnUploadsCursor = { at: '-infinity', name: '' };

/** A page of an owner's uploads and where the next one starts (null: this was the last). */
export interface OwnUploadsPage {
  uploads: OwnUploadRecord[];
  next: OwnUploadsCursor | null;
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

  /**
   * A page of `ownerId`'s uploads, oldest first after `after`, with their full addresses under `publicUrl`, whether
   * anything uses them and whether everyone may see them (the same questions the serving and the sweep ask).
   */
  async ofOwner(ownerId: number, publicUrl: string, after: OwnUploadsCursor, limit: number): Promise<OwnUploadsPage> {
    // The position keeps the time as PostgreSQL writes it (microseconds; a JS Date would round them off).
    const rows = await this.em.fork().execute<{ name: string; created_at: Date; at: string; in_use: boolean; everyone: boolean }[]>(
      `select u.name, u.created_at, u.created_at::text as at, ${this.uses.usedSql(addressOf('u'))} as in_use, ${this.uses.publicSql(addressOf('u'))} as everyone
         from uploads u where u.user_id = ? and (u.created_at, u.name) > (?::timestamptz, ?)
        order by u.created_at, u.name limit ?`,
      [ownerId, after.at, after.name, limit],
    );
    const base = publicUrl.replace(/\/+$/, '');
    const uploads = rows.map((row) => ({
      url: `${base}${UPLOADS_PATH}${row.name}`,
      uploaded_at: new Date(row.created_at).toISOString(),
      in_use: row.in_use,
      shown_to_everyone: row.everyone,
    }));
    const last = rows.at(-1);
    return { uploads, next: last && rows.length === limit ? { at: last.at, name: last.name } : null };
  }
}
